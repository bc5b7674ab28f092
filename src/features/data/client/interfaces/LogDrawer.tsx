import { Badge, Drawer, Group, Pagination, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { InterfaceRow, LogRow } from '@/features/data/contract';
import { formatDate } from '@/lib/format';
import { interfaceApi } from '../data-api';
import { useDataT } from '../i18n';

/** DataInterfaceLog: each call with its time, duration, caller and outcome, newest first. */
export function LogDrawer({ row, onClose }: { row: InterfaceRow | null; onClose(): void }) {
  const t = useDataT();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: LogRow[]; total: number }>({ list: [], total: 0 });
  useEffect(() => setPage(1), [row]);
  useEffect(() => {
    if (!row) return;
    let live = true;
    interfaceApi.logs(row.id, page).then((p) => live && setData({ list: p.list, total: p.pagination.total }), () => undefined);
    return () => {
      live = false;
    };
  }, [row, page]);
  return (
    <Drawer opened={row !== null} onClose={onClose} position="right" size="xl" title={row ? t('iface.logTitle', { name: row.fullName }) : ''} closeButtonProps={{ 'aria-label': t('close') }}>
      {data.list.length === 0 ? <Text c="dimmed">{t('iface.noData')}</Text> : (
        <Table striped withTableBorder aria-label={t('iface.log')} data-testid="log-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('iface.invokTime')}</Table.Th><Table.Th>{t('iface.wasteTime')}</Table.Th><Table.Th>{t('iface.caller')}</Table.Th>
              <Table.Th>{t('iface.invokType')}</Table.Th><Table.Th>{t('iface.outcome')}</Table.Th><Table.Th>{t('iface.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.list.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{formatDate(l.invokTime, 'creation')}</Table.Td>
                <Table.Td>{l.invokWasteTime}</Table.Td>
                <Table.Td>{l.userName ? `${l.userName}/${l.account ?? ''}` : ''}</Table.Td>
                <Table.Td>{t(`iface.invokTypes.${l.invokType}`)}</Table.Td>
                <Table.Td><Badge variant="light" color={l.outcome === 'ok' ? 'green' : 'red'}>{l.outcome === 'ok' ? t('iface.ok') : t('iface.error')}</Badge></Table.Td>
                <Table.Td>{l.message ?? (l.rows !== null ? t('iface.rows', { count: l.rows }) : '')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data.total > 20 && <Group justify="flex-end" mt="sm"><Pagination total={Math.ceil(data.total / 20)} value={page} onChange={setPage} size="sm" /></Group>}
    </Drawer>
  );
}
