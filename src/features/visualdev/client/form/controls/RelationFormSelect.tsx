import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { http } from '@/lib/http/client';
import { useVisualdevT } from '../../i18n';
import { inputProps, type ControlProps } from '../frame';

/** SPEC §9: a search follows the typing after 200 ms. */
const SEARCH_DEBOUNCE_MS = 200;
const PAGE_SIZE = 20;

type Row = Record<string, unknown> & { id?: unknown };
interface Item {
  value: string;
  label: string;
}

const listUrl = (modelId: string) => `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/List`;

/** 关联表单: a select over another model's records, searched by keyword, showing `relationField`; the value is the record's id. */
export function RelationFormSelect({ field, value, onChange, frame }: ControlProps) {
  const t = useVisualdevT();
  const { modelId = '', relationField = 'id' } = field.props;
  const current = typeof value === 'string' && value !== '' ? value : null;
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [items, setItems] = useState<Item[]>([]);
  const [chosen, setChosen] = useState<Item | null>(null);
  const [loading, setLoading] = useState(false);
  const toItem = (row: Row): Item => ({ value: String(row.id ?? ''), label: String(row[relationField] ?? row.id ?? '') });

  useEffect(() => {
    if (!modelId || frame.disabled) return;
    let live = true;
    setLoading(true);
    http.post<{ list: Row[] }>(listUrl(modelId), { keyword: keyword || undefined, currentPage: 1, pageSize: PAGE_SIZE })
      .then((page) => live && setItems(page.list.map(toItem)))
      .catch(() => live && setItems([]))
      .finally(() => live && setLoading(false));
    return () => void (live = false);
    // toItem reads relationField only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modelId, keyword, relationField, frame.disabled]);

  // The name of a value set from outside (an edited record): the row of that id.
  const known = current !== null && (chosen?.value === current || items.some((i) => i.value === current));
  useEffect(() => {
    if (!modelId || current === null || known) return;
    let live = true;
    http.post<{ list: Row[] }>(listUrl(modelId), { ids: [current], currentPage: 1, pageSize: 1 })
      .then((page) => live && page.list[0] && setChosen(toItem(page.list[0])))
      .catch(() => undefined);
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modelId, current, known]);

  const data = chosen && !items.some((i) => i.value === chosen.value) ? [chosen, ...items] : items;
  return (
    <Select
      {...inputProps(frame)} data={data} value={current} searchable clearable searchValue={search} onSearchChange={setSearch}
      filter={({ options }) => options} nothingFoundMessage={loading ? t('form.loading') : t('form.noData')}
      rightSection={loading ? <Loader size="xs" /> : undefined} placeholder={field.props.placeholder ?? t('form.placeholderSelect')}
      onChange={(v) => {
        setChosen(data.find((i) => i.value === v) ?? null);
        onChange(v);
      }}
    />
  );
}
