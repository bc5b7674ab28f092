import { ActionIcon, Alert, Badge, Button, Checkbox, Group, Select, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconEdit, IconEye, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { DictionarySelect } from '@/components/pickers';
import { newId } from '@/contract/ids';
import { CONTRACT_COLLECTION, CONTRACT_STATUS, CONTRACT_TYPE_DICTIONARY, contractBody, isEditableStatus, type ContractRow } from '@/features/contracts/contract';
import { formatDate, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDictionary } from '@/sync/dictionary';
import { usePendingIds, useSyncDb, useSyncStatus } from '@/sync/hooks';
import { ContractDialog, type ContractTarget } from './ContractDialog';
import { inputOf } from './ContractEditor';
import { useContractsT } from '../i18n';
import { contractPage, daysLeft, NO_FILTERS, type ContractFilters, type LocalContract } from './local-contracts';
import { removeContract, saveContract } from '../mutations';
import { StatusBadge } from './StatusBadge';

type Row = ContractRow & { _version?: number };

/** 合同管理: the contracts on the device (read offline too), filters, and every write through the outbox. */
export default function ContractListPage() {
  const t = useContractsT();
  const db = useSyncDb();
  const { online } = useSyncStatus();
  const rows = useLiveQuery(() => (db ? db.collection(CONTRACT_COLLECTION).toArray() : []), [db]) as LocalContract[] | undefined;
  const pending = usePendingIds(CONTRACT_COLLECTION);
  const types = useDictionary(CONTRACT_TYPE_DICTIONARY);
  const typeName = useMemo(() => new Map((types ?? []).map((o) => [o.value, o.text])), [types]);
  const [filters, setFilters] = useState<ContractFilters>(NO_FILTERS);
  const [target, setTarget] = useState<ContractTarget | null>(null);
  const set = <K extends keyof ContractFilters>(key: K, value: ContractFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  const fetchPage = useCallback(async (q: ListRequest & ContractFilters) => contractPage(rows ?? [], q), [rows]);

  const columns = useMemo(() => [
    { accessorKey: 'contractNo', header: t('col.contractNo'), size: 150, Cell: ({ row }: { row: { original: Row } }) => (
      <Group gap={6} wrap="nowrap">{row.original.contractNo || t('form.noPending')}{pending.has(row.original.id) && <Badge size="xs" color="orange" variant="outline">{t('unsynced')}</Badge>}</Group>
    ) },
    { accessorKey: 'fullName', header: t('col.fullName'), size: 220 },
    { accessorKey: 'contractType', header: t('col.contractType'), size: 100, Cell: ({ row }: { row: { original: Row } }) => typeName.get(row.original.contractType) ?? row.original.contractType },
    { accessorKey: 'partyB', header: t('col.partyB'), size: 200 },
    { accessorKey: 'amount', header: t('col.amount'), size: 140, mantineTableBodyCellProps: { align: 'right' as const }, Cell: ({ row }: { row: { original: Row } }) => formatMoney(row.original.amount) },
    { accessorKey: 'signDate', header: t('col.signDate'), size: 110, Cell: ({ row }: { row: { original: Row } }) => formatDate(row.original.signDate, 'date') },
    { accessorKey: 'endDate', header: t('col.endDate'), size: 150, Cell: ({ row }: { row: { original: Row } }) => {
      const left = daysLeft(row.original.endDate);
      const warn = row.original.status === CONTRACT_STATUS.approved && left <= 30;
      return <Group gap={6} wrap="nowrap">{formatDate(row.original.endDate, 'date')}{warn && <Badge size="xs" color={left < 0 ? 'gray' : 'red'} variant="light">{left < 0 ? t('expired') : t('expiresIn', { n: left })}</Badge>}</Group>;
    } },
    { accessorKey: 'status', header: t('col.status'), size: 100, Cell: ({ row }: { row: { original: Row } }) => <StatusBadge status={row.original.status} /> },
  ], [t, pending, typeName]);

  const remove = async (row: Row) => {
    if (!(await confirmDelete())) return;
    await removeContract.mutate({ id: row.id });
    notify('success', t('msg.removed'));
  };
  const submit = async (row: Row) => {
    await saveContract.mutate({ id: row.id, isNew: !row.contractNo, body: contractBody.parse(inputOf(row)), submit: true });
    notify('success', online ? t('msg.submitted') : t('msg.submitQueued'));
  };

  return (
    <>
      {!online && <Alert color="orange" mb="sm" data-testid="contract-offline">{t('offline')}</Alert>}
      <ListPageFrame<Row, ContractFilters>
        columns={columns} fetchPage={fetchPage} filters={filters} rowId={(r) => r.id}
        sortable={['contractNo', 'fullName', 'amount', 'signDate', 'endDate', 'status']}
        onResetFilters={() => setFilters(NO_FILTERS)}
        searchFields={
          <>
            <Select label={t('filter.status')} clearable w={120} value={filters.status === null ? null : String(filters.status)} onChange={(v) => set('status', v === null ? null : Number(v))}
              data={[0, 1, 2, 3, 4, 5].map((s) => ({ value: String(s), label: t(`status.${s}`) }))} data-testid="contract-filter-status" />
            <DictionarySelect label={t('filter.type')} clearable enCode={CONTRACT_TYPE_DICTIONARY} value={filters.contractType} onChange={(v) => set('contractType', v)} />
            <DateInput label={t('filter.signFrom')} clearable w={140} valueFormat="YYYY-MM-DD" value={filters.signFrom === null ? null : new Date(filters.signFrom)} onChange={(d) => set('signFrom', d ? new Date(d).getTime() : null)} />
            <DateInput label={t('filter.signTo')} clearable w={140} valueFormat="YYYY-MM-DD" value={filters.signTo === null ? null : new Date(filters.signTo)} onChange={(d) => set('signTo', d ? new Date(d).getTime() + 86_399_999 : null)} />
            <Checkbox label={t('filter.expiring')} mt={26} checked={filters.expiring} onChange={(e) => set('expiring', e.currentTarget.checked)} data-testid="contract-filter-expiring" />
          </>
        }
        toolbar={() => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({ mode: 'add', id: newId() })} data-testid="contract-add">{t('action.add')}</Button>
          </ButtonGuard>
        )}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('action.detail')}><ActionIcon variant="subtle" aria-label={`${t('action.detail')} ${row.fullName}`} onClick={() => setTarget({ mode: 'detail', row })} data-testid="contract-detail"><IconEye size={16} /></ActionIcon></Tooltip>
            {isEditableStatus(row.status) && (
              <>
                <ButtonGuard code="btn_edit"><Tooltip label={t('action.edit')}><ActionIcon variant="subtle" aria-label={`${t('action.edit')} ${row.fullName}`} onClick={() => setTarget({ mode: 'edit', row })} data-testid="contract-edit"><IconEdit size={16} /></ActionIcon></Tooltip></ButtonGuard>
                <ButtonGuard code="btn_submit"><Tooltip label={t('action.submit')}><ActionIcon variant="subtle" aria-label={`${t('action.submit')} ${row.fullName}`} onClick={() => void submit(row)} data-testid="contract-row-submit"><IconSend size={16} /></ActionIcon></Tooltip></ButtonGuard>
                <ButtonGuard code="btn_remove"><Tooltip label={t('action.remove')}><ActionIcon variant="subtle" color="red" aria-label={`${t('action.remove')} ${row.fullName}`} onClick={() => void remove(row)} data-testid="contract-remove"><IconTrash size={16} /></ActionIcon></Tooltip></ButtonGuard>
              </>
            )}
          </Group>
        )}
      />
      {target && <ContractDialog key={target.mode === 'add' ? target.id : target.row.id} target={target} onClose={() => setTarget(null)} />}
    </>
  );
}
