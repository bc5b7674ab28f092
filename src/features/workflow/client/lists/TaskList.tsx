import { ActionIcon, Badge, Select, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import type { TaskCounts, TaskRow } from '@/features/workflow/contract';
import { formatDate } from '@/lib/format';
import { useSyncStatus } from '@/sync/hooks';
import { encodeDetailConfig, workflowApi, type TaskCategory, type TaskFilters } from '../api';
import { StatusBadge, UrgentBadge } from '../badges';
import { useWorkflowT } from '../i18n';
import { useTaskCounts } from './use-counts';

type Column = MRT_ColumnDef<TaskRow> & { accessorKey: string; header: string };

/** Opens an instance's detail page (/workFlowDetail with its config). */
export function useOpenDetail() {
  const navigate = useNavigate();
  return (row: Pick<TaskRow, 'id' | 'operatorId' | 'circulateId'>) =>
    void navigate({ to: '/workFlowDetail', search: { config: encodeDetailConfig({ id: row.id, ...(row.operatorId ? { operatorId: row.operatorId } : {}), ...(row.circulateId ? { circulateId: row.circulateId } : {}) }) } });
}

/** The count a list shows above its rows: open 待办, unread 抄送. */
const COUNTED: Partial<Record<TaskCategory, keyof TaskCounts>> = { todo: 'todo', circulate: 'circulate' };

/** The lists of 工作流程 (待办, 已办, 抄送, 我发起的, 监控) on the list frame, each with its own columns. */
export function TaskList({ category, extraActions, onChanged }: { category: TaskCategory; extraActions?(row: TaskRow, ctx: ToolbarContext<TaskRow>): ReactNode; onChanged?(): void }) {
  const t = useWorkflowT();
  const open = useOpenDetail();
  const { online } = useSyncStatus();
  const counted = COUNTED[category];
  const { counts, refresh } = useTaskCounts(online && counted !== undefined);
  const [status, setStatus] = useState<string | null>(null);
  const [urgent, setUrgent] = useState<string | null>(null);
  const filters: TaskFilters = useMemo(() => ({ status: status === null ? undefined : Number(status), urgent: urgent === null ? undefined : Number(urgent) }), [status, urgent]);
  const fetchPage = useMemo(() => workflowApi.tasks(category), [category]);
  const columns = useMemo<Column[]>(() => {
    const byArrival = category === 'todo' || category === 'circulate';
    const cols: Column[] = [
      { accessorKey: 'fullName', header: t('col.fullName'), size: 260 },
      { accessorKey: 'flowName', header: t('col.flowName'), size: 120 },
      { accessorKey: 'creatorUserName', header: t('col.creator'), size: 90 },
      category === 'launched' || category === 'monitor'
        ? { accessorKey: 'currentNodeNames', header: t('col.currentNodes'), size: 140, Cell: ({ row }) => row.original.currentNodeNames.join('、') }
        : { accessorKey: 'nodeName', header: t('col.node'), size: 120 },
      { accessorKey: 'urgent', header: t('col.urgent'), size: 90, Cell: ({ row }) => <UrgentBadge urgent={row.original.urgent} /> },
      { accessorKey: 'status', header: t('col.status'), size: 90, Cell: ({ row }) => <StatusBadge row={row.original} /> },
    ];
    if (category === 'circulate') cols.push({ accessorKey: 'readAt', header: t('col.read'), size: 80, Cell: ({ row }) => <Badge variant="dot" color={row.original.readAt ? 'gray' : 'blue'} tt="none">{t(row.original.readAt ? 'read.yes' : 'read.no')}</Badge> });
    if (category === 'todo') cols.push({ accessorKey: 'delegatorName', header: t('col.delegator'), size: 90 });
    if (byArrival) cols.push({ accessorKey: 'arrivedAt', header: t('col.arrivedAt'), size: 160, Cell: ({ row }) => formatDate(row.original.arrivedAt ?? null, 'creation') });
    else if (category === 'done') cols.push({ accessorKey: 'handledAt', header: t('col.handledAt'), size: 160, Cell: ({ row }) => formatDate(row.original.handledAt ?? null, 'creation') });
    else cols.push({ accessorKey: 'startTime', header: t('col.startTime'), size: 160, Cell: ({ row }) => formatDate(row.original.startTime, 'creation') });
    return cols;
  }, [category, t]);

  return (
    <ListPageFrame<TaskRow, TaskFilters>
      columns={columns}
      fetchPage={fetchPage}
      filters={filters}
      rowId={(row) => `${row.id}:${row.operatorId ?? row.circulateId ?? ''}`}
      sortable={['startTime', 'urgent', 'fullName']}
      onResetFilters={() => { setStatus(null); setUrgent(null); }}
      toolbar={() => counted && counts && <Badge size="lg" variant="light" tt="none" data-testid={`flow-count-${category}`}>{t(`count.${category}`, { n: counts[counted] })}</Badge>}
      searchFields={
        <>
          {(category === 'launched' || category === 'monitor' || category === 'done') && (
            <Select label={t('filter.status')} clearable w={130} value={status} onChange={setStatus} data={[0, 1, 2, 3, 4, 5].map((s) => ({ value: String(s), label: t(`status.${s}`) }))} />
          )}
          <Select label={t('filter.urgent')} clearable w={120} value={urgent} onChange={setUrgent} data={[1, 2, 3].map((s) => ({ value: String(s), label: t(`urgent.${s}`) }))} />
        </>
      }
      rowActions={(row, ctx) => (
        <>
          <Tooltip label={t('detail.title')}>
            <ActionIcon variant="subtle" aria-label={`${t('detail.title')} ${row.fullName}`} onClick={() => open(row)} data-testid="flow-open"><IconEye size={16} /></ActionIcon>
          </Tooltip>
          {extraActions?.(row, { ...ctx, reload: () => { ctx.reload(); refresh(); onChanged?.(); } })}
        </>
      )}
    />
  );
}
