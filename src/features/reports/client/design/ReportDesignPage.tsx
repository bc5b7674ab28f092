import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconEdit, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { reportSortable, type ReportRow } from '@/features/reports/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useReportsT } from '../i18n';
import { reportApi, type ReportFilters } from '../report-api';
import { ReleaseDialog } from './ReleaseDialog';
import { ReportEditor, type EditorTarget } from './ReportEditor';

type Column = MRT_ColumnDef<ReportRow> & { accessorKey: string; header: string };
const NO_FILTERS: ReportFilters = {};

/** 报表设计 (在线开发): the reports; design, copy, release as a menu, delete. */
export default function ReportDesignPage() {
  const t = useReportsT();
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [releasing, setReleasing] = useState<ReportRow | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);
  const columns = useMemo<Column[]>(() => [
    { accessorKey: 'fullName', header: t('list.fullName'), size: 180 },
    { accessorKey: 'enCode', header: t('list.enCode'), size: 160 },
    { accessorKey: 'category', header: t('list.category'), size: 100 },
    { accessorKey: 'interfaceName', header: t('list.interfaceName'), size: 160 },
    { accessorKey: 'releasedAt', header: t('list.releasedAt'), size: 150, Cell: ({ row }) => (row.original.releasedAt ? formatDate(row.original.releasedAt) : <Badge variant="light" color="gray">{t('list.notReleased')}</Badge>) },
    { accessorKey: 'lastModifyTime', header: t('list.lastModifyTime'), size: 150, Cell: ({ row }) => formatDate(row.original.lastModifyTime ?? row.original.creatorTime) },
  ], [t]);
  const keep = (ctx: ToolbarContext<ReportRow>) => setReload(() => ctx.reload);
  const edit = (row: ReportRow, ctx: ToolbarContext<ReportRow>) => {
    keep(ctx);
    reportApi.info(row.id).then((info) => setTarget({ mode: 'edit', info }), () => undefined);
  };
  const remove = async (row: ReportRow, ctx: ToolbarContext<ReportRow>) => {
    if (!(await confirmDelete(t('list.removeConfirm', { name: row.fullName })))) return;
    notify('success', await reportApi.remove(row.id));
    ctx.reload();
  };
  const action = (label: string, row: ReportRow, icon: React.ReactNode, onClick: () => void, color?: string) => (
    <Tooltip label={label}><ActionIcon variant="subtle" color={color} aria-label={`${label} ${row.fullName}`} onClick={onClick}>{icon}</ActionIcon></Tooltip>
  );
  return (
    <>
      <ListPageFrame<ReportRow, ReportFilters>
        columns={columns} fetchPage={reportApi.page} filters={NO_FILTERS} rowId={(row) => row.id} columnAuthority
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }} sortable={reportSortable}
        toolbar={(ctx) => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => { keep(ctx); setTarget({ mode: 'create' }); }} data-testid="report-add">{t('list.add')}</Button>
          </ButtonGuard>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <ButtonGuard code="btn_edit">{action(t('list.edit'), row, <IconEdit size={16} />, () => edit(row, ctx))}</ButtonGuard>
            <ButtonGuard code="btn_copy">{action(t('list.copy'), row, <IconCopy size={16} />, () => void reportApi.copy(row.id).then((m) => { notify('success', m); ctx.reload(); }, () => undefined))}</ButtonGuard>
            <ButtonGuard code="btn_release">{action(t('list.release'), row, <IconSend size={16} />, () => { keep(ctx); setReleasing(row); })}</ButtonGuard>
            <ButtonGuard code="btn_remove">{action(t('list.remove'), row, <IconTrash size={16} />, () => void remove(row, ctx).catch(() => undefined), 'red')}</ButtonGuard>
          </Group>
        )}
      />
      <ReportEditor target={target} onClose={() => setTarget(null)} onSaved={() => reload()} />
      <ReleaseDialog row={releasing} onClose={() => setReleasing(null)} onReleased={() => reload()} />
    </>
  );
}
