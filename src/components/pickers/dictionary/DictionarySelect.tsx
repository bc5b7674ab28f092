import { Box, Group, Loader, MultiSelect, Select, type ComboboxItem, type ComboboxLikeRenderOptionInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useDictionary, type DictionaryOption } from '@/sync/dictionary';
import { useStoreReady } from '@/sync/hooks';
import { usePickerT } from '../i18n';
import type { PickerFieldProps } from '../shared/value';

/** SPEC §9: a dictionary selector stops loading after 10 s. */
export const DICTIONARY_LOADING_MS = 10_000;

export type DictionarySelectProps = Omit<PickerFieldProps, 'title' | 'id'> & {
  /** The dictionary's code (e.g. itemType, itemStatus). */
  enCode: string;
  searchable?: boolean;
  loadingMs?: number;
} & ({ multiple?: false; value: string | null | undefined; onChange(value: string | null): void } | { multiple: true; value: string[] | null | undefined; onChange(value: string[]): void });

interface Entry extends ComboboxItem {
  color: string | null;
}

/** Entries depth first; an entry of a tree dictionary is labelled with its path (制造业/汽车制造业). */
function entries(options: DictionaryOption[], parent = ''): Entry[] {
  return options.flatMap((o) => {
    const label = parent ? `${parent}/${o.text}` : o.text;
    const color = typeof o.style?.color === 'string' ? o.style.color : null;
    return [{ value: o.value, label, color }, ...entries(o.children ?? [], label)];
  });
}

/**
 * A select over a dictionary's entries (SPEC §3: text, value, style), read from the device store so
 * it works offline; the value is the entry's code. Until the first sync has brought the
 * dictionaries it shows that it is loading, for at most 10 s.
 */
export function DictionarySelect({ enCode, searchable = true, loadingMs = DICTIONARY_LOADING_MS, label, description, placeholder, error, required, disabled, clearable = true, ...rest }: DictionarySelectProps) {
  const t = usePickerT();
  const ready = useStoreReady(['dictionaries', 'dictionaryData']);
  const options = useDictionary(enCode);
  const data = useMemo(() => entries(options ?? []), [options]);
  const colors = useMemo(() => new Map(data.map((e) => [e.value, e.color])), [data]);
  const waiting = ready !== true || options === undefined;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    setGaveUp(false);
    if (!waiting) return;
    const timer = window.setTimeout(() => setGaveUp(true), loadingMs);
    return () => window.clearTimeout(timer);
  }, [waiting, loadingMs, enCode]);
  const loading = waiting && !gaveUp;

  const renderOption = ({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) => {
    const color = colors.get(option.value);
    return (
      <Group gap={6} wrap="nowrap">
        {color ? <Box w={8} h={8} bg={color} style={{ borderRadius: 4, flex: 'none' }} aria-hidden /> : null}
        {option.label}
      </Group>
    );
  };
  const common = {
    label, description, error, required, withAsterisk: required, disabled, clearable, searchable, data, renderOption,
    placeholder: loading ? t('loading') : placeholder ?? t('placeholder'),
    nothingFoundMessage: t('noData'),
    rightSection: loading ? <Loader role="status" size={14} aria-label={t('loading')} /> : undefined,
    comboboxProps: { withinPortal: true },
    'aria-label': rest['aria-label'],
    'data-testid': rest['data-testid'],
  };
  return rest.multiple ? (
    <MultiSelect {...common} value={rest.value ?? []} onChange={rest.onChange} />
  ) : (
    <Select {...common} value={rest.value ?? null} onChange={(v) => rest.onChange(v)} />
  );
}
