import { Alert, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconDeviceMobile, IconPlus, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { FetchPage } from '@/components/list-page/use-list-data';
import { STOCKTAKE_BUTTONS, STOCKTAKE_STATUSES, stocktakeSortable, type StocktakeInfo, type StocktakeStatus } from '@/features/stocktaking/contract';
import { formatDate } from '@/lib/format';
import { stocktakeApi } from '../api';
import { useStT } from '../i18n';
import { useDownloadedStocktakes } from '../model/hooks';
import { CreateDialog } from './CreateDialog';
import { StatusBadge } from './StatusBadge';

type Cell = { row: { original: StocktakeInfo } };
type Filters = { status?: StocktakeStatus };

/** Stocktakes on this device: what a checker opens with no network. */
function DeviceStocktakes({ onOpen }: { onOpen(id: string): void }) {
  const t = useStT();
  const rows = useDownloadedStocktakes() ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid="stocktake-device-list">
      <Title order={2} size="h6" mb="xs"><IconDeviceMobile size={16} /> {t('list.onDevice')}</Title>
      <Table striped highlightOnHover>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td><StatusBadge status={r.status} /></Table.Td>
              <Table.Td>{r.scopeName ?? r.location}</Table.Td>
              <Table.Td ta="right"><Button size="compact-sm" variant="light" onClick={() => onOpen(r.id)} aria-label={`${t('list.open')} ${r.name}`}>{t('list.open')}</Button></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** 资产盘点 list: server paging when online (an administrator sees all, a checker those assigned), the device's copies always. */
export function StocktakeList({ onOpen }: { onOpen(id: string | null): void }) {
  const t = useStT();
  const { online } = useNetwork();
  const [creating, setCreating] = useState(false);
  const [filters, setFilters] = useState<Filters>({});
  const fetchPage = useCallback<FetchPage<StocktakeInfo, Filters>>((q) => stocktakeApi.list(q), []);
  const columns = useMemo(() => [
    { accessorKey: 'name', header: t('fields.name'), size: 180 },
    { accessorKey: 'scopeName', header: t('fields.scope'), size: 180, Cell: ({ row }: Cell) => t('scopeText', { kind: t(`scope.${row.original.scopeType}`), name: row.original.scopeName ?? row.original.location ?? '' }) },
    { accessorKey: 'status', header: t('fields.status'), size: 90, Cell: ({ row }: Cell) => <StatusBadge status={row.original.status} /> },
    { accessorKey: 'checkers', header: t('fields.checkers'), size: 160, Cell: ({ row }: Cell) => row.original.checkers.map((c) => c.realName).join(t('separator')) },
    { accessorKey: 'counts', header: t('fields.progress'), size: 150, Cell: ({ row }: Cell) => t('list.progress', row.original.counts) },
    { accessorKey: 'createdAt', header: t('fields.createdAt'), size: 160, Cell: ({ row }: Cell) => formatDate(row.original.createdAt) },
  ], [t]);

  return (
    <Stack gap="sm" data-testid="stocktake-list">
      {!online && <Alert color="orange" icon={<IconWifiOff size={18} />}>{t('list.offline')}</Alert>}
      <DeviceStocktakes onOpen={onOpen} />
      {online && (
        <ListPageFrame<StocktakeInfo, Filters>
          columns={columns} fetchPage={fetchPage} filters={filters} rowId={(r) => r.id}
          defaultSort={{ sidx: 'createdAt', sort: 'desc' }} sortable={stocktakeSortable}
          searchFields={
            <Select
              label={t('fields.status')} placeholder={t('items.filter.all')} clearable w={140} value={filters.status ?? null} onChange={(v) => setFilters(v ? { status: v as StocktakeStatus } : {})}
              data={STOCKTAKE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          }
          onResetFilters={() => setFilters({})}
          toolbar={(c) => (
            <Group gap="xs">
              <ButtonGuard code={STOCKTAKE_BUTTONS.add}>
                <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="stocktake-add">{t('create.button')}</Button>
              </ButtonGuard>
              <CreateDialog opened={creating} onClose={() => setCreating(false)} onCreated={(id) => { c.reload(); onOpen(id); }} />
            </Group>
          )}
          rowActions={(row) => <Button size="compact-sm" variant="light" onClick={() => onOpen(row.id)} aria-label={`${t('list.open')} ${row.name}`} data-testid="stocktake-open">{t('list.open')}</Button>}
        />
      )}
      {!online && <Text size="sm" c="dimmed">{t('list.offlineHint')}</Text>}
    </Stack>
  );
}
