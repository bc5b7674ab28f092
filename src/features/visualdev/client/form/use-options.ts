import { useEffect, useMemo, useState } from 'react';
import { interfaceDataFetcher } from '@/components/pickers';
import { useDictionary, type DictionaryOption } from '@/sync/dictionary';
import type { FieldOption, OptionSource } from '../../contract';

const fromDictionary = (list: readonly DictionaryOption[]): FieldOption[] =>
  list.map((o) => ({ id: o.value, fullName: o.text, ...(o.children?.length ? { children: fromDictionary(o.children) } : {}) }));

/** Rows of a data interface read as options (propsValue / propsLabel), children kept for a cascader. */
function fromRows(rows: readonly Record<string, unknown>[], value: string, label: string): FieldOption[] {
  return rows.map((r) => {
    const children = Array.isArray(r.children) ? fromRows(r.children as Record<string, unknown>[], value, label) : [];
    return { id: String(r[value] ?? ''), fullName: String(r[label] ?? r[value] ?? ''), ...(children.length ? { children } : {}) };
  });
}

/** The choices of a select, radio, checkbox or cascader: static, a dictionary's entries, or a data interface's rows. */
export function useFieldOptions(source: OptionSource | undefined): FieldOption[] {
  const dataType = source?.dataType ?? 'static';
  const dictionary = useDictionary(dataType === 'dictionary' ? (source?.dictionaryType ?? '') : '');
  const [dynamic, setDynamic] = useState<FieldOption[]>([]);
  const interfaceId = dataType === 'dynamic' ? source?.interfaceId : undefined;
  const propsValue = source?.propsValue ?? 'id';
  const propsLabel = source?.propsLabel ?? 'fullName';
  useEffect(() => {
    if (!interfaceId) return;
    let live = true;
    interfaceDataFetcher({ propsValue, relationField: propsLabel })(interfaceId, { keyword: '', currentPage: 1, pageSize: 500 })
      .then((page) => live && setDynamic(fromRows(page.list, propsValue, propsLabel)))
      .catch(() => live && setDynamic([]));
    return () => void (live = false);
  }, [interfaceId, propsValue, propsLabel]);
  return useMemo(() => {
    if (dataType === 'dictionary') return fromDictionary(dictionary ?? []);
    if (dataType === 'dynamic') return dynamic;
    return source?.options ?? [];
  }, [dataType, dictionary, dynamic, source?.options]);
}

/** Every option with its path of ids and names, depth first (a cascader's choices are the leaves). */
export function optionPaths(options: readonly FieldOption[], ids: string[] = [], names: string[] = []): { ids: string[]; names: string[]; leaf: boolean }[] {
  return options.flatMap((o) => {
    const here = { ids: [...ids, o.id], names: [...names, o.fullName], leaf: !o.children?.length };
    return [here, ...optionPaths(o.children ?? [], here.ids, here.names)];
  });
}

/** The names of chosen ids (unknown ids shown as they are). */
export function optionNames(options: readonly FieldOption[], ids: readonly string[]): string[] {
  const byId = new Map(optionPaths(options).map((p) => [p.ids.at(-1) ?? '', p.names.at(-1) ?? '']));
  return ids.map((id) => byId.get(id) ?? id);
}
