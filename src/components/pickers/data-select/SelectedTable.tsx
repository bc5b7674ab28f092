import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { SELECTED_PAGE_SIZE } from '@/contract/limits';
import { usePickerT } from '../i18n';
import { Pager } from './Pager';
import { RowsTable, type PickerColumn, type PickerRow } from './RowsTable';

/** The selected rows, 10 a page, with remove-selected (SPEC §2, §9). */
export function SelectedTable({ rows, columns, onRemove }: { rows: PickerRow[]; columns: PickerColumn[]; onRemove(ids: Set<string>): void }) {
  const t = usePickerT();
  const [page, setPage] = useState(1);
  const [marked, setMarked] = useState(() => new Set<string>());
  const pages = Math.max(1, Math.ceil(rows.length / SELECTED_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * SELECTED_PAGE_SIZE, current * SELECTED_PAGE_SIZE);
  const toggle = (id: string) => setMarked((s) => { const next = new Set(s); if (next.has(id)) next.delete(id); else next.add(id); return next; });
  return (
    <>
      <Group justify="space-between" mt="sm" mb={4}>
        <Text size="sm" fw={500}>{t('data.selectedTable')}</Text>
        <Button size="compact-xs" variant="light" color="red" disabled={marked.size === 0} onClick={() => { onRemove(marked); setMarked(new Set()); }}>{t('data.removeSelected')}</Button>
      </Group>
      <RowsTable rows={shown} columns={columns} multiple checked={marked} onToggle={(r) => toggle(r.id)} label={t('data.selectedTable')} height={180}
        onToggleAll={(all) => setMarked(all ? new Set([...marked, ...shown.map((r) => r.id)]) : new Set([...marked].filter((id) => !shown.some((r) => r.id === id))))} />
      <Pager page={current} pageSize={SELECTED_PAGE_SIZE} total={rows.length} onPage={setPage} />
    </>
  );
}
