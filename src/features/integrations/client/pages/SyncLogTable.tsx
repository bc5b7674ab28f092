import { Badge, Checkbox, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { SyncLogRow, Vendor } from '@/features/integrations/contract';
import { formatDate } from '@/lib/format';
import { integrationApi, type SyncLogFilters } from '../api';
import { useIntegrationsT } from '../i18n';

type Cell = { row: { original: SyncLogRow } };

/** 同步日志 of one vendor: syncs and failed pushes, newest first. */
export function SyncLogTable({ vendor }: { vendor: Vendor }) {
  const t = useIntegrationsT();
  const [failedOnly, setFailedOnly] = useState(false);
  const filters: SyncLogFilters = useMemo(() => ({ vendor, failedOnly }), [vendor, failedOnly]);
  const columns = useMemo(() => [
    { accessorKey: 'creatorTime', header: t('log.time'), size: 160, Cell: ({ row }: Cell) => formatDate(row.original.creatorTime) },
    { accessorKey: 'kind', header: t('log.kind'), size: 110, Cell: ({ row }: Cell) => t(`kind.${row.original.kind}`) },
    { accessorKey: 'success', header: t('log.status'), size: 100, Cell: ({ row }: Cell) => {
      const r = row.original;
      const key = r.success === 0 ? 'failed' : r.failed ? 'partly' : 'ok';
      return <Badge color={key === 'ok' ? 'teal' : key === 'partly' ? 'orange' : 'red'} variant="light">{t(`status.${key}`)}</Badge>;
    } },
    { accessorKey: 'created', header: t('log.created'), size: 80 },
    { accessorKey: 'updated', header: t('log.updated'), size: 80 },
    { accessorKey: 'failed', header: t('log.failed'), size: 80 },
    { accessorKey: 'userName', header: t('log.user'), size: 100, Cell: ({ row }: Cell) => row.original.userName || t('log.system') },
    { accessorKey: 'errorText', header: t('log.error'), size: 360, Cell: ({ row }: Cell) => <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={3} title={row.original.errorText}>{row.original.errorText}</Text> },
  ], [t]);
  return (
    <section aria-label={t('log.title')}>
      <Title order={3} fz="md" mb="xs">{t('log.title')}</Title>
      <ListPageFrame<SyncLogRow, SyncLogFilters>
        columns={columns} fetchPage={integrationApi.logs} filters={filters} rowId={(r) => r.id}
        onResetFilters={() => setFailedOnly(false)}
        searchFields={<Checkbox label={t('log.failedOnly')} checked={failedOnly} onChange={(e) => setFailedOnly(e.currentTarget.checked)} data-testid="integration-failed-only" />}
      />
    </section>
  );
}
