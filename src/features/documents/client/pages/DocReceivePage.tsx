import { ActionIcon, Alert, Badge, Group, Select, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { DOC_COLLECTIONS, type DocReceipt } from '@/features/documents/contract';
import { formatDate } from '@/lib/format';
import { usePendingIds, useSyncDb, useSyncStatus } from '@/sync/hooks';
import { useDocumentsT } from '../i18n';
import { secretLabel, urgencyLabel } from './labels';
import { RECEIVE_STATES, receivedLines, receivedPage, type ReceivedDoc, type ReceivedLine, type ReceiveFilters, type ReceiveState } from './received';
import { StateBadge } from './StatusBadge';

const NO_FILTERS: ReceiveFilters = { state: null };
type Cell = { row: { original: ReceivedLine } };

/** 收文: the documents released or relayed to the caller, from the device (read offline too), with 未读/已读/已签收. */
export default function DocReceivePage() {
  const t = useDocumentsT();
  const navigate = useNavigate();
  const db = useSyncDb();
  const { online } = useSyncStatus();
  const docs = useLiveQuery(() => (db ? db.collection(DOC_COLLECTIONS.documents).toArray() : []), [db]) as ReceivedDoc[] | undefined;
  const receipts = useLiveQuery(() => (db ? db.collection(DOC_COLLECTIONS.receipts).toArray() : []), [db]) as DocReceipt[] | undefined;
  const pending = usePendingIds(DOC_COLLECTIONS.documents);
  const lines = useMemo(() => receivedLines(docs ?? [], receipts ?? []), [docs, receipts]);
  const [filters, setFilters] = useState<ReceiveFilters>(NO_FILTERS);
  const fetchPage = useCallback(async (q: ListRequest & ReceiveFilters) => receivedPage(lines, q), [lines]);
  const open = (row: ReceivedLine) => void navigate({ to: '/documentRelease/detail', search: { id: row.id } });

  const columns = useMemo(() => [
    { accessorKey: 'docNo', header: t('col.docNo'), size: 170 },
    { accessorKey: 'title', header: t('col.title'), size: 300, Cell: ({ row }: Cell) => (
      <Group gap={6} wrap="nowrap">
        <span style={{ fontWeight: row.original.state === 'unread' ? 700 : undefined }}>{row.original.title}</span>
        {pending.has(row.original.id) && <Badge size="xs" color="orange" variant="outline" data-testid="doc-unsynced">{t('receive.unsynced')}</Badge>}
      </Group>
    ) },
    { accessorKey: 'issuingOrg', header: t('col.issuingOrg'), size: 160 },
    { accessorKey: 'secretLevel', header: t('col.secretLevel'), size: 90, Cell: ({ row }: Cell) => secretLabel(t, row.original.secretLevel) },
    { accessorKey: 'urgency', header: t('col.urgency'), size: 100, Cell: ({ row }: Cell) => urgencyLabel(t, row.original.urgency) },
    { accessorKey: 'receivedAt', header: t('col.receivedAt'), size: 150, Cell: ({ row }: Cell) => formatDate(row.original.receivedAt) },
    { accessorKey: 'state', header: t('col.state'), size: 100, Cell: ({ row }: Cell) => <StateBadge state={row.original.state} /> },
  ], [t, pending]);

  return (
    <>
      {!online && <Alert color="orange" mb="sm" data-testid="doc-receive-offline">{t('receive.offline')}</Alert>}
      <ListPageFrame<ReceivedLine, ReceiveFilters>
        columns={columns} fetchPage={fetchPage} filters={filters} rowId={(r) => r.id}
        sortable={['docNo', 'title', 'receivedAt']} defaultSort={{ sidx: 'receivedAt', sort: 'desc' }}
        onResetFilters={() => setFilters(NO_FILTERS)}
        searchFields={
          <Select label={t('filter.state')} clearable w={120} value={filters.state} onChange={(v) => setFilters({ state: (v as ReceiveState | null) ?? null })}
            data={RECEIVE_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))} data-testid="doc-filter-state" />
        }
        rowActions={(row) => (
          <Tooltip label={t('action.open')}>
            <ActionIcon variant="subtle" aria-label={`${t('action.open')} ${row.title}`} onClick={() => open(row)} data-testid="doc-open"><IconEye size={16} /></ActionIcon>
          </Tooltip>
        )}
      />
    </>
  );
}
