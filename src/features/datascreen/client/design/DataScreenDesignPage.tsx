import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconEdit, IconExternalLink, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { screenPathOf, screenSortable, type ScreenRow } from '@/features/datascreen/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useScreenT } from '../i18n';
import { screenApi } from '../screen-api';
import { ReleaseDialog } from './ReleaseDialog';
import { ScreenDesigner, type DesignerTarget } from './ScreenDesigner';

type Column = MRT_ColumnDef<ScreenRow> & { accessorKey: string; header: string };
const NO_FILTERS = {};

/** 大屏设计 (在线开发): the data screens; design, copy, release as a menu (type 6), open, delete. */
export default function DataScreenDesignPage() {
  const t = useScreenT();
  const [target, setTarget] = useState<DesignerTarget | null>(null);
  const [releasing, setReleasing] = useState<ScreenRow | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);
  const columns = useMemo<Column[]>(() => [
    { accessorKey: 'fullName', header: t('list.fullName'), size: 180 },
    { accessorKey: 'enCode', header: t('list.enCode'), size: 160 },
    { accessorKey: 'category', header: t('list.category'), size: 100 },
    { accessorKey: 'releasedAt', header: t('list.releasedAt'), size: 150, Cell: ({ row }) => (row.original.releasedAt ? formatDate(row.original.releasedAt) : <Badge variant="light" color="gray">{t('list.notReleased')}</Badge>) },
    { accessorKey: 'lastModifyTime', header: t('list.lastModifyTime'), size: 150, Cell: ({ row }) => formatDate(row.original.lastModifyTime ?? row.original.creatorTime) },
  ], [t]);
  const keep = (ctx: ToolbarContext<ScreenRow>) => setReload(() => ctx.reload);
  const edit = (row: ScreenRow, ctx: ToolbarContext<ScreenRow>) => {
    keep(ctx);
    screenApi.info(row.id).then((info) => setTarget({ mode: 'edit', info }), () => undefined);
  };
  const remove = async (row: ScreenRow, ctx: ToolbarContext<ScreenRow>) => {
    if (!(await confirmDelete(t('list.removeConfirm', { name: row.fullName })))) return;
    notify('success', await screenApi.remove(row.id));
    ctx.reload();
  };
  const action = (label: string, row: ScreenRow, icon: React.ReactNode, onClick: () => void, testId: string, color?: string) => (
    <Tooltip label={label}><ActionIcon variant="subtle" color={color} aria-label={`${label} ${row.fullName}`} onClick={onClick} data-testid={`${testId}-${row.enCode}`}>{icon}</ActionIcon></Tooltip>
  );
  return (
    <>
      <ListPageFrame<ScreenRow, typeof NO_FILTERS>
        columns={columns} fetchPage={screenApi.page} filters={NO_FILTERS} rowId={(row) => row.id} columnAuthority
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }} sortable={screenSortable}
        toolbar={(ctx) => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => { keep(ctx); setTarget({ mode: 'create' }); }} data-testid="screen-add">{t('list.add')}</Button>
          </ButtonGuard>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <ButtonGuard code="btn_edit">{action(t('list.edit'), row, <IconEdit size={16} />, () => edit(row, ctx), 'screen-edit')}</ButtonGuard>
            {action(t('list.open'), row, <IconExternalLink size={16} />, () => window.open(screenPathOf(row.enCode), '_blank', 'noopener'), 'screen-open')}
            <ButtonGuard code="btn_copy">{action(t('list.copy'), row, <IconCopy size={16} />, () => void screenApi.copy(row.id).then((m) => { notify('success', m); ctx.reload(); }, () => undefined), 'screen-copy')}</ButtonGuard>
            <ButtonGuard code="btn_release">{action(t('list.release'), row, <IconSend size={16} />, () => { keep(ctx); setReleasing(row); }, 'screen-release')}</ButtonGuard>
            <ButtonGuard code="btn_remove">{action(t('list.remove'), row, <IconTrash size={16} />, () => void remove(row, ctx).catch(() => undefined), 'screen-remove', 'red')}</ButtonGuard>
          </Group>
        )}
      />
      <ScreenDesigner target={target} onClose={() => setTarget(null)} onSaved={() => reload()} />
      <ReleaseDialog row={releasing} onClose={() => setReleasing(null)} onReleased={() => reload()} />
    </>
  );
}
