import { ActionIcon, Alert, Badge, Button, Group, Select, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconEdit, IconEye, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { formatMoney } from '@/contract/money';
import { isEditablePurchase, PURCHASE_COLLECTION, purchaseBody } from '@/features/purchase/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useOrganizeName, usePendingIds, useSyncDb, useSyncStatus, useUserName } from '@/sync/hooks';
import { usePurchaseT } from '../i18n';
import { removePurchase, savePurchase } from '../mutations';
import { itemNames, NO_FILTERS, purchasePage, type LocalPurchase, type Purchase, type PurchaseFilters } from './local-purchases';
import { StatusBadge } from './StatusBadge';

type Cell = { row: { original: Purchase } };
const OrgName = ({ id }: { id: string }) => <>{useOrganizeName(id) ?? ''}</>;
const UserName = ({ id }: { id: string }) => <>{useUserName(id) ?? ''}</>;

/** 采购计划登记: the requests on the device (read offline too), filters, and every write through the outbox. */
export default function PurchaseListPage() {
  const t = usePurchaseT();
  const navigate = useNavigate();
  const db = useSyncDb();
  const { online } = useSyncStatus();
  const rows = useLiveQuery(() => (db ? db.collection(PURCHASE_COLLECTION).toArray() : []), [db]) as LocalPurchase[] | undefined;
  const pending = usePendingIds(PURCHASE_COLLECTION);
  const [filters, setFilters] = useState<PurchaseFilters>(NO_FILTERS);
  const set = <K extends keyof PurchaseFilters>(key: K, value: PurchaseFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const fetchPage = useCallback(async (q: ListRequest & PurchaseFilters) => purchasePage(rows ?? [], q), [rows]);

  const columns = useMemo(() => [
    { accessorKey: 'purchaseNo', header: t('col.purchaseNo'), size: 150, Cell: ({ row }: Cell) => (
      <Group gap={6} wrap="nowrap">{row.original.purchaseNo || t('form.noPending')}{pending.has(row.original.id) && <Badge size="xs" color="orange" variant="outline">{t('unsynced')}</Badge>}</Group>
    ) },
    { accessorKey: 'applDeptName', header: t('col.applDept'), size: 140, Cell: ({ row }: Cell) => <OrgName id={row.original.applDeptId} /> },
    { accessorKey: 'useUserName', header: t('col.useUser'), size: 100, Cell: ({ row }: Cell) => <UserName id={row.original.useUserId} /> },
    { accessorKey: 'reason', header: t('col.reason'), size: 200 },
    { accessorKey: 'itemNames', header: t('col.items'), size: 220, Cell: ({ row }: Cell) => itemNames(row.original) },
    { accessorKey: 'totalAmount', header: t('col.totalAmount'), size: 140, mantineTableBodyCellProps: { align: 'right' as const }, Cell: ({ row }: Cell) => formatMoney(row.original.totalAmount) },
    { accessorKey: 'expectedDate', header: t('col.expectedDate'), size: 120, Cell: ({ row }: Cell) => (row.original.expectedDate ? formatDate(row.original.expectedDate, 'date') : '') },
    { accessorKey: 'status', header: t('col.status'), size: 100, Cell: ({ row }: Cell) => <StatusBadge status={row.original.status} /> },
    { accessorKey: 'creatorTime', header: t('col.creatorTime'), size: 150, Cell: ({ row }: Cell) => formatDate(row.original.creatorTime) },
  ], [t, pending]);

  const remove = async (row: Purchase) => {
    if (!(await confirmDelete())) return;
    await removePurchase.mutate({ id: row.id });
    notify('success', t('msg.removed'));
  };
  const submit = async (row: Purchase) => {
    const body = purchaseBody.parse({ applDeptId: row.applDeptId, useUserId: row.useUserId, reason: row.reason, expectedDate: row.expectedDate, items: row.items, files: row.files, description: row.description });
    await savePurchase.mutate({ id: row.id, isNew: !row.purchaseNo, body, submit: true });
    notify('success', online ? t('msg.submitted') : t('msg.submitQueued'));
  };
  const open = (to: '/purchase/form' | '/purchase/detail', id?: string) => void navigate({ to, search: id ? { id } : {} });

  return (
    <>
      {!online && <Alert color="orange" mb="sm" data-testid="purchase-offline">{t('offline')}</Alert>}
      <ListPageFrame<Purchase, PurchaseFilters>
        columns={columns} fetchPage={fetchPage} filters={filters} rowId={(r) => r.id}
        sortable={['purchaseNo', 'totalAmount', 'expectedDate', 'status', 'creatorTime']}
        onResetFilters={() => setFilters(NO_FILTERS)}
        searchFields={
          <>
            <Select label={t('filter.status')} clearable w={120} value={filters.status === null ? null : String(filters.status)} onChange={(v) => set('status', v === null ? null : Number(v))}
              data={[0, 1, 2, 3, 4, 5].map((s) => ({ value: String(s), label: t(`status.${s}`) }))} data-testid="purchase-filter-status" />
            <DateInput label={t('filter.from')} clearable w={140} valueFormat="YYYY-MM-DD" value={filters.from === null ? null : new Date(filters.from)} onChange={(d) => set('from', d ? new Date(d).getTime() : null)} />
            <DateInput label={t('filter.to')} clearable w={140} valueFormat="YYYY-MM-DD" value={filters.to === null ? null : new Date(filters.to)} onChange={(d) => set('to', d ? new Date(d).getTime() + 86_399_999 : null)} />
          </>
        }
        toolbar={() => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => open('/purchase/form')} data-testid="purchase-add">{t('action.add')}</Button>
          </ButtonGuard>
        )}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('action.detail')}><ActionIcon variant="subtle" aria-label={`${t('action.detail')} ${row.reason}`} onClick={() => open('/purchase/detail', row.id)} data-testid="purchase-detail"><IconEye size={16} /></ActionIcon></Tooltip>
            {isEditablePurchase(row.status) && (
              <>
                <ButtonGuard code="btn_edit"><Tooltip label={t('action.edit')}><ActionIcon variant="subtle" aria-label={`${t('action.edit')} ${row.reason}`} onClick={() => open('/purchase/form', row.id)} data-testid="purchase-row-edit"><IconEdit size={16} /></ActionIcon></Tooltip></ButtonGuard>
                <ButtonGuard code="btn_submit"><Tooltip label={t('action.submit')}><ActionIcon variant="subtle" aria-label={`${t('action.submit')} ${row.reason}`} onClick={() => void submit(row)} data-testid="purchase-row-submit"><IconSend size={16} /></ActionIcon></Tooltip></ButtonGuard>
                <ButtonGuard code="btn_remove"><Tooltip label={t('action.remove')}><ActionIcon variant="subtle" color="red" aria-label={`${t('action.remove')} ${row.reason}`} onClick={() => void remove(row)} data-testid="purchase-remove"><IconTrash size={16} /></ActionIcon></Tooltip></ButtonGuard>
              </>
            )}
          </Group>
        )}
      />
    </>
  );
}
