import { ActionIcon, Alert, Badge, Button, Group, Select, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { INVESTMENT_COLLECTION, INVESTMENT_SCALES, isEditableFiling } from '@/features/investment/contract';
import { formatDate, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePendingIds, useSyncDb, useSyncStatus } from '@/sync/hooks';
import { useInvestmentT } from '../i18n';
import { removeFiling } from '../mutations';
import { detailPath, filingPage, NO_FILTERS, type Filing, type FilingFilters, type LocalFiling } from './local-filings';
import { StatusBadge } from './StatusBadge';

type Cell = { row: { original: Filing } };

/** 投资备案: the filings on the device (offline too); new and edited filings open SPEC §2's pages. */
export default function FilingListPage() {
  const t = useInvestmentT();
  const db = useSyncDb();
  const navigate = useNavigate();
  const { online } = useSyncStatus();
  const rows = useLiveQuery(() => (db ? db.collection(INVESTMENT_COLLECTION).toArray() : []), [db]) as LocalFiling[] | undefined;
  const pending = usePendingIds(INVESTMENT_COLLECTION);
  const [filters, setFilters] = useState<FilingFilters>(NO_FILTERS);
  const fetchPage = useCallback(async (q: ListRequest & FilingFilters) => filingPage(rows ?? [], q), [rows]);

  const columns = useMemo(() => [
    { accessorKey: 'filingNo', header: t('col.filingNo'), size: 150, Cell: ({ row }: Cell) => (
      <Group gap={6} wrap="nowrap">{row.original.filingNo || t('form.noPending')}{pending.has(row.original.id) && <Badge size="xs" color="orange" variant="outline">{t('unsynced')}</Badge>}</Group>
    ) },
    { accessorKey: 'projectName', header: t('col.projectName'), size: 220 },
    { accessorKey: 'scale', header: t('col.scale'), size: 100, Cell: ({ row }: Cell) => t(`scale.${row.original.scale}`) },
    { accessorKey: 'location', header: t('col.location'), size: 160 },
    { accessorKey: 'totalInvestment', header: t('col.totalInvestment'), size: 140, mantineTableBodyCellProps: { align: 'right' as const }, Cell: ({ row }: Cell) => formatMoney(row.original.totalInvestment) },
    { accessorKey: 'startDate', header: t('col.startDate'), size: 120, Cell: ({ row }: Cell) => formatDate(row.original.startDate, 'date') },
    { accessorKey: 'status', header: t('col.status'), size: 100, Cell: ({ row }: Cell) => <StatusBadge status={row.original.status} /> },
  ], [t, pending]);

  const remove = async (row: Filing) => {
    if (!(await confirmDelete())) return;
    await removeFiling.mutate({ id: row.id });
    notify('success', t('msg.removed'));
  };

  return (
    <>
      {!online && <Alert color="orange" mb="sm">{t('offline')}</Alert>}
      <ListPageFrame<Filing, FilingFilters>
        columns={columns} fetchPage={fetchPage} filters={filters} rowId={(r) => r.id}
        sortable={['filingNo', 'projectName', 'totalInvestment', 'startDate', 'status']}
        onResetFilters={() => setFilters(NO_FILTERS)}
        searchFields={
          <>
            <Select label={t('filter.status')} clearable w={120} value={filters.status === null ? null : String(filters.status)} onChange={(v) => setFilters((f) => ({ ...f, status: v === null ? null : Number(v) }))}
              data={[0, 1, 2, 3, 4, 5].map((s) => ({ value: String(s), label: t(`status.${s}`) }))} />
            <Select label={t('filter.scale')} clearable w={130} value={filters.scale} onChange={(v) => setFilters((f) => ({ ...f, scale: (v as FilingFilters['scale']) ?? null }))}
              data={INVESTMENT_SCALES.map((s) => ({ value: s, label: t(`scale.${s}`) }))} />
          </>
        }
        toolbar={() => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate({ to: '/investment/smallProjectFiling/add' })} data-testid="filing-add">{t('action.add')}</Button>
          </ButtonGuard>
        )}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('action.detail')}><ActionIcon variant="subtle" aria-label={`${t('action.detail')} ${row.projectName}`} onClick={() => void navigate({ to: detailPath(row), search: { id: row.id } })} data-testid="filing-detail"><IconEye size={16} /></ActionIcon></Tooltip>
            {isEditableFiling(row.status) && (
              <>
                <ButtonGuard code="btn_edit"><Tooltip label={t('action.edit')}><ActionIcon variant="subtle" aria-label={`${t('action.edit')} ${row.projectName}`} onClick={() => void navigate({ to: '/investment/smallProjectFiling/edit', search: { id: row.id } })}><IconEdit size={16} /></ActionIcon></Tooltip></ButtonGuard>
                <ButtonGuard code="btn_remove"><Tooltip label={t('action.remove')}><ActionIcon variant="subtle" color="red" aria-label={`${t('action.remove')} ${row.projectName}`} onClick={() => void remove(row)}><IconTrash size={16} /></ActionIcon></Tooltip></ButtonGuard>
              </>
            )}
          </Group>
        )}
      />
    </>
  );
}
