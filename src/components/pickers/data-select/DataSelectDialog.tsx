import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { LIST_DIALOG_SIZES, PICKER_NO_PAGING_SIZE, PICKER_PAGE_SIZE } from '@/contract/limits';
import { usePickerT } from '../i18n';
import { PickerModal, PICKER_WIDTH } from '../shared/PickerModal';
import type { DataFetcher, PickerConfig } from './data-select-types';
import { Pager } from './Pager';
import { RowsTable, type PickerColumn, type PickerRow } from './RowsTable';
import { SelectedTable } from './SelectedTable';

export interface DataSelectDialogProps {
  opened: boolean;
  config: PickerConfig;
  fetchData: DataFetcher;
  multiple?: boolean;
  initial?: PickerRow[];
  onConfirm(rows: PickerRow[]): void;
  onCancel(): void;
}

/** The generic data selection (SPEC §2): keyword, search, reset, refresh, radio or multi, optional paging, selected table. */
export function DataSelectDialog({ opened, config, fetchData, multiple = false, initial = [], onConfirm, onCancel }: DataSelectDialogProps) {
  const t = usePickerT();
  const columns: PickerColumn[] = config.columnOptions?.length ? config.columnOptions : [{ value: 'id', label: t('data.id') }, { value: 'fullName', label: t('data.fullName') }];
  const paged = config.hasPage ?? true;
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ keyword: '', page: 1, size: config.pageSize ?? PICKER_PAGE_SIZE, tick: 0 });
  const [rows, setRows] = useState<PickerRow[]>([]);
  const [total, setTotal] = useState(0);
  const [checked, setChecked] = useState(() => new Set<string>());
  const [selected, setSelected] = useState<PickerRow[]>([]);
  const interfaceId = config.interfaceId ?? '';
  const fetchRef = useRef(fetchData);
  fetchRef.current = fetchData;
  const extras = JSON.stringify({ relationOptions: config.relationOptions, templateJson: config.templateJson });

  useEffect(() => {
    if (!opened) return;
    setKeyword('');
    setQuery({ keyword: '', page: 1, size: config.pageSize ?? PICKER_PAGE_SIZE, tick: 0 });
    setChecked(new Set());
    setSelected(initial);
    // Opening resets keyword, page and selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  useEffect(() => {
    if (!opened || !interfaceId) return;
    let live = true;
    const pageSize = paged ? query.size : PICKER_NO_PAGING_SIZE;
    fetchRef.current(interfaceId, { keyword: query.keyword, currentPage: paged ? query.page : 1, pageSize, ...(JSON.parse(extras) as Pick<PickerConfig, 'relationOptions' | 'templateJson'>) })
      .then((p) => { if (live) { setRows(p.list); setTotal(p.pagination.total); } }, () => live && setRows([]));
    return () => {
      live = false;
    };
  }, [opened, interfaceId, paged, query, extras]);

  const selectedIds = new Set(selected.map((r) => r.id));
  function toggle(row: PickerRow) {
    // Radio: the row is the selection. Multi: rows are marked, then added with 添加选中.
    if (!multiple) return setSelected([row]);
    setChecked((s) => { const next = new Set(s); if (next.has(row.id)) next.delete(row.id); else next.add(row.id); return next; });
  }
  const addChecked = () => {
    setSelected((list) => [...list, ...rows.filter((r) => checked.has(r.id) && !list.some((x) => x.id === r.id))]);
    setChecked(new Set());
  };
  // A record picker confirms nothing without rows or without an interface (SPEC §5).
  const confirm = () => interfaceId && selected.length > 0 && onConfirm(selected);
  const search = (k: string) => setQuery((q) => ({ ...q, keyword: k.trim(), page: 1, tick: q.tick + 1 }));

  return (
    <PickerModal opened={opened} title={config.popupTitle || t('titles.dataSelect')} width={config.popupWidth ?? PICKER_WIDTH.tree}
      asDrawer={config.popupType === 'drawer'} onCancel={onCancel} onConfirm={confirm} data-testid="data-select">
      <Group gap="xs" mb="xs">
        <TextInput aria-label={t('keywordLabel')} placeholder={t('keyword')} value={keyword} w={220} onChange={(e) => setKeyword(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && search(keyword)} />
        <Button size="xs" leftSection={<IconSearch size={14} />} onClick={() => search(keyword)}>{t('search')}</Button>
        <Button size="xs" variant="default" onClick={() => { setKeyword(''); search(''); }}>{t('reset')}</Button>
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => setQuery((q) => ({ ...q, tick: q.tick + 1 }))}>{t('refresh')}</Button>
      </Group>
      {!interfaceId && <Text role="alert" size="sm" c="orange">{t('data.noInterface')}</Text>}
      <RowsTable rows={rows} columns={columns} multiple={multiple} checked={multiple ? checked : selectedIds} onToggle={toggle} label={t('titles.dataSelect')}
        onToggleAll={(all) => setChecked(all ? new Set(rows.map((r) => r.id)) : new Set())} />
      {paged && <Pager page={query.page} pageSize={query.size} total={total} sizes={LIST_DIALOG_SIZES} onPage={(page) => setQuery((q) => ({ ...q, page }))} onPageSize={(size) => setQuery((q) => ({ ...q, size, page: 1 }))} />}
      {multiple && (
        <>
          <Button size="compact-sm" variant="light" mt="xs" disabled={checked.size === 0} onClick={addChecked}>{t('data.addSelected')}</Button>
          <SelectedTable rows={selected} columns={columns} onRemove={(ids) => setSelected((list) => list.filter((r) => !ids.has(r.id)))} />
        </>
      )}
    </PickerModal>
  );
}
