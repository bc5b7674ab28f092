import { ActionIcon, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { OptionSource } from '@/features/visualdev/contract';
import type { Choice } from '../base/base-api';
import { useDesignerT } from './i18n';

interface Props {
  source: OptionSource;
  onChange(source: OptionSource): void;
  interfaces: Choice[];
  /** dicSelect has only the dictionary. */
  dictionaryOnly?: boolean;
}

/** 选项: static options, a dictionary type, or a data interface with its value and label columns. */
export function OptionsEditor({ source, onChange, interfaces, dictionaryOnly }: Props) {
  const t = useDesignerT();
  const set = (patch: Partial<OptionSource>) => onChange({ ...source, ...patch });
  const opts = source.options;
  const edit = (i: number, key: 'id' | 'fullName', value: string) => set({ options: opts.map((o, j) => (j === i ? { ...o, [key]: value } : o)) });
  const dictionary = <TextInput label={t('options.dictionaryType')} placeholder="sex" value={source.dictionaryType ?? ''} onChange={(e) => set({ dictionaryType: e.currentTarget.value || undefined })} />;
  if (dictionaryOnly) return dictionary;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>{t('options.title')}</Text>
      <SegmentedControl size="xs" value={source.dataType} onChange={(v) => set({ dataType: v as OptionSource['dataType'] })}
        data={(['static', 'dictionary', 'dynamic'] as const).map((v) => ({ value: v, label: t(`options.${v}`) }))} />
      {source.dataType === 'static' && (
        <>
          {opts.map((o, i) => (
            <Group key={i} gap={4} wrap="nowrap">
              <TextInput size="xs" style={{ flex: 1 }} aria-label={t('options.value', { n: i + 1 })} placeholder={t('options.valueShort')} value={o.id} onChange={(e) => edit(i, 'id', e.currentTarget.value)} />
              <TextInput size="xs" style={{ flex: 2 }} aria-label={t('options.label', { n: i + 1 })} placeholder={t('options.labelShort')} value={o.fullName} onChange={(e) => edit(i, 'fullName', e.currentTarget.value)} />
              <ActionIcon variant="subtle" color="red" aria-label={t('options.remove', { n: i + 1 })} onClick={() => set({ options: opts.filter((_, j) => j !== i) })}><IconTrash size={14} /></ActionIcon>
            </Group>
          ))}
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => set({ options: [...opts, { id: String(opts.length + 1), fullName: t('options.nth', { n: opts.length + 1 }) }] })}>{t('options.add')}</Button>
        </>
      )}
      {source.dataType === 'dictionary' && dictionary}
      {source.dataType === 'dynamic' && (
        <>
          <Select label={t('options.interface')} searchable data={interfaces.map((i) => ({ value: i.id, label: i.fullName }))} value={source.interfaceId ?? null} onChange={(v) => set({ interfaceId: v ?? undefined })} />
          <TextInput label={t('options.propsValue')} value={source.propsValue} onChange={(e) => set({ propsValue: e.currentTarget.value })} />
          <TextInput label={t('options.propsLabel')} value={source.propsLabel} onChange={(e) => set({ propsLabel: e.currentTarget.value })} />
        </>
      )}
    </Stack>
  );
}
