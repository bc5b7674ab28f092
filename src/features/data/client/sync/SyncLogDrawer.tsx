import { Badge, Drawer, Group, Pagination, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SyncLogRow, SyncRow } from '@/features/data/contract';
import { formatDate } from '@/lib/format';
import { syncApi } from '../data-api';
import { useDataT } from '../i18n';

/** A sync's runs, newest first: start, duration, trigger, rows read/written, outcome. */
export function SyncLogDrawer({ row, onClose }: { row: SyncRow | null; onClose(): void }) {
  const t = useDataT();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: SyncLogRow[]; total: number }>({ list: [], total: 0 });
  useEffect(() => setPage(1), [row]);
  useEffect(() => {
    if (!row) return;
    let live = true;
    syncApi.logs(row.id, page).then((p) => live && setData({ list: p.list, total: p.pagination.total }), () => undefined);
    return () => {
      live = false;
    };
  }, [row, page]);
  return (
    <Drawer opened={row !== null} onClose={onClose} position="right" size="xl" title={row ? t('sync.logTitle', { name: row.fullName }) : ''} closeButtonProps={{ 'aria-label': t('close') }}>
      {data.list.length === 0 ? <Text c="dimmed">{t('sync.noData')}</Text> : (
        <Table striped withTableBorder aria-label={t('sync.log')} data-testid="sync-log-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sync.startTime')}</Table.Th><Table.Th>{t('sync.duration')}</Table.Th><Table.Th>{t('sync.trigger')}</Table.Th><Table.Th>{t('sync.operator')}</Table.Th>
              <Table.Th>{t('sync.rowsRead')}</Table.Th><Table.Th>{t('sync.rowsWritten')}</Table.Th><Table.Th>{t('sync.outcome')}</Table.Th><Table.Th>{t('sync.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.list.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{formatDate(l.startTime, 'creation')}</Table.Td>
                <Table.Td>{l.duration}</Table.Td>
                <Table.Td>{t(`sync.triggers.${l.trigger}`)}</Table.Td>
                <Table.Td>{l.userName ?? ''}</Table.Td>
                <Table.Td>{l.rowsRead}</Table.Td>
                <Table.Td>{l.rowsWritten}</Table.Td>
                <Table.Td><Badge variant="light" color={l.outcome === 'ok' ? 'green' : 'red'}>{l.outcome === 'ok' ? t('sync.ok') : t('sync.error')}</Badge></Table.Td>
                <Table.Td>{l.message ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data.total > 20 && <Group justify="flex-end" mt="sm"><Pagination total={Math.ceil(data.total / 20)} value={page} onChange={setPage} size="sm" /></Group>}
    </Drawer>
  );
}
