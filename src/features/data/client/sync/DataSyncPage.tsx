import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconHistory, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import type { SyncRow } from '@/features/data/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { syncApi } from '../data-api';
import { useDataT } from '../i18n';
import { RunDialog, type RunState } from './RunDialog';
import { SyncForm, type SyncTarget } from './SyncForm';
import { SyncLogDrawer } from './SyncLogDrawer';

type Column = MRT_ColumnDef<SyncRow> & { accessorKey: string; header: string };
const NO_FILTERS: Record<string, never> = {};
const SORTABLE = ['sortCode', 'fullName', 'enCode', 'creatorTime', 'lastRunTime'] as const;

/** 数据同步: copy a table between data sources; 立即执行 with its outcome, and each sync's run log. */
export default function DataSyncPage() {
  const t = useDataT();
  const [target, setTarget] = useState<SyncTarget | null>(null);
  const [logsOf, setLogsOf] = useState<SyncRow | null>(null);
  const [run, setRun] = useState<RunState | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);
  const columns = useMemo<Column[]>(() => [
    { accessorKey: 'fullName', header: t('sync.fullName'), size: 160 },
    { accessorKey: 'enCode', header: t('enCode'), size: 140 },
    { accessorKey: 'sourceTable', header: t('sync.sourceTable'), size: 200, enableSorting: false, Cell: ({ row }) => `${row.original.sourceName ?? ''} · ${row.original.sourceTable}` },
    { accessorKey: 'targetTable', header: t('sync.targetTable'), size: 200, enableSorting: false, Cell: ({ row }) => `${row.original.targetName ?? ''} · ${row.original.targetTable}` },
    { accessorKey: 'mode', header: t('sync.mode'), size: 90, enableSorting: false, Cell: ({ row }) => t(`sync.modeShort.${row.original.mode}`) },
    { accessorKey: 'lastRunTime', header: t('sync.lastRunTime'), size: 190, Cell: ({ row }) => row.original.lastRunTime === null ? t('sync.never') : (
      <Group gap={6} wrap="nowrap">{formatDate(row.original.lastRunTime, 'creation')}<Badge size="sm" variant="light" color={row.original.lastOutcome === 'ok' ? 'green' : 'red'}>{row.original.lastOutcome === 'ok' ? t('sync.ok') : t('sync.error')}</Badge></Group>) },
    { accessorKey: 'enabledMark', header: t('status'), size: 80, enableSorting: false, Cell: ({ row }) => <Badge variant="light" color={row.original.enabledMark === 1 ? 'green' : 'gray'}>{row.original.enabledMark === 1 ? t('enabled') : t('disabled')}</Badge> },
  ], [t]);
  const edit = async (row: SyncRow, ctx: ToolbarContext<SyncRow>) => {
    setReload(() => ctx.reload);
    setTarget({ mode: 'edit', info: await syncApi.info(row.id) });
  };
  const execute = (row: SyncRow, ctx: ToolbarContext<SyncRow>) => {
    setRun({ row });
    syncApi.execute(row.id).then(
      (result) => setRun((r) => (r && r.row.id === row.id ? { row, result } : r)),
      () => setRun((r) => (r && r.row.id === row.id ? { row, result: null } : r)),
    ).finally(() => ctx.reload());
  };
  return (
    <>
      <ListPageFrame<SyncRow, Record<string, never>>
        columns={columns}
        fetchPage={syncApi.page}
        filters={NO_FILTERS}
        rowId={(row) => row.id}
        columnAuthority
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }}
        sortable={SORTABLE}
        toolbar={(ctx) => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => { setReload(() => ctx.reload); setTarget({ mode: 'create' }); }} data-testid="sync-add">{t('add')}</Button>
          </ButtonGuard>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <ButtonGuard code="btn_execute">
              <Tooltip label={t('sync.execute')}><ActionIcon variant="subtle" aria-label={`${t('sync.execute')} ${row.fullName}`} disabled={row.enabledMark !== 1} onClick={() => execute(row, ctx)} data-testid={`sync-run-${row.enCode}`}><IconPlayerPlay size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
            <Tooltip label={t('sync.log')}><ActionIcon variant="subtle" aria-label={`${t('sync.log')} ${row.fullName}`} onClick={() => setLogsOf(row)} data-testid={`sync-log-${row.enCode}`}><IconHistory size={16} /></ActionIcon></Tooltip>
            <ButtonGuard code="btn_edit">
              <Tooltip label={t('edit')}><ActionIcon variant="subtle" aria-label={`${t('edit')} ${row.fullName}`} onClick={() => void edit(row, ctx).catch(() => undefined)}><IconEdit size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_remove">
              <Tooltip label={t('delete')}>
                <ActionIcon variant="subtle" color="red" aria-label={`${t('delete')} ${row.fullName}`} onClick={() => void (async () => { if (await confirmDelete(t('deleteConfirm', { name: row.fullName }))) { notify('success', await syncApi.remove(row.id)); ctx.reload(); } })().catch(() => undefined)}><IconTrash size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
          </Group>
        )}
      />
      <SyncForm target={target} onClose={() => setTarget(null)} onSaved={() => reload()} />
      <SyncLogDrawer row={logsOf} onClose={() => setLogsOf(null)} />
      <RunDialog run={run} onClose={() => setRun(null)} />
    </>
  );
}
