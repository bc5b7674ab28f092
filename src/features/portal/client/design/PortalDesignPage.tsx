import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconEdit, IconPlus, IconSend, IconTrash, IconUsers } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { portalSortable, type PortalRow } from '@/features/portal/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePortalT } from '../i18n';
import { portalApi } from '../portal-api';
import { AssignDialog } from './AssignDialog';
import { PortalDesigner, type DesignerTarget } from './PortalDesigner';
import { ReleaseDialog } from './ReleaseDialog';

type Column = MRT_ColumnDef<PortalRow> & { accessorKey: string; header: string };
const NO_FILTERS = {};

/** 门户设计 (在线开发): the portals; design, copy, release as a menu (type 8), assign to roles and users, delete. */
export default function PortalDesignPage() {
  const t = usePortalT();
  const [target, setTarget] = useState<DesignerTarget | null>(null);
  const [releasing, setReleasing] = useState<PortalRow | null>(null);
  const [assigning, setAssigning] = useState<PortalRow | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);
  const columns = useMemo<Column[]>(() => [
    { accessorKey: 'fullName', header: t('list.fullName'), size: 180 },
    { accessorKey: 'enCode', header: t('list.enCode'), size: 160 },
    { accessorKey: 'category', header: t('list.category'), size: 100 },
    { accessorKey: 'releasedAt', header: t('list.releasedAt'), size: 150, Cell: ({ row }) => (row.original.releasedAt ? formatDate(row.original.releasedAt) : <Badge variant="light" color="gray">{t('list.notReleased')}</Badge>) },
    { accessorKey: 'lastModifyTime', header: t('list.lastModifyTime'), size: 150, Cell: ({ row }) => formatDate(row.original.lastModifyTime ?? row.original.creatorTime) },
  ], [t]);
  const keep = (ctx: ToolbarContext<PortalRow>) => setReload(() => ctx.reload);
  const edit = (row: PortalRow, ctx: ToolbarContext<PortalRow>) => {
    keep(ctx);
    portalApi.info(row.id).then((info) => setTarget({ mode: 'edit', info }), () => undefined);
  };
  const remove = async (row: PortalRow, ctx: ToolbarContext<PortalRow>) => {
    if (!(await confirmDelete(t('list.removeConfirm', { name: row.fullName })))) return;
    notify('success', await portalApi.remove(row.id));
    ctx.reload();
  };
  const action = (label: string, row: PortalRow, icon: React.ReactNode, onClick: () => void, testId: string, color?: string) => (
    <Tooltip label={label}><ActionIcon variant="subtle" color={color} aria-label={`${label} ${row.fullName}`} onClick={onClick} data-testid={`${testId}-${row.enCode}`}>{icon}</ActionIcon></Tooltip>
  );
  return (
    <>
      <ListPageFrame<PortalRow, typeof NO_FILTERS>
        columns={columns} fetchPage={portalApi.page} filters={NO_FILTERS} rowId={(row) => row.id} columnAuthority
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }} sortable={portalSortable}
        toolbar={(ctx) => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => { keep(ctx); setTarget({ mode: 'create' }); }} data-testid="portal-add">{t('list.add')}</Button>
          </ButtonGuard>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <ButtonGuard code="btn_edit">{action(t('list.edit'), row, <IconEdit size={16} />, () => edit(row, ctx), 'portal-edit')}</ButtonGuard>
            <ButtonGuard code="btn_copy">{action(t('list.copy'), row, <IconCopy size={16} />, () => void portalApi.copy(row.id).then((m) => { notify('success', m); ctx.reload(); }, () => undefined), 'portal-copy')}</ButtonGuard>
            <ButtonGuard code="btn_release">{action(t('list.release'), row, <IconSend size={16} />, () => { keep(ctx); setReleasing(row); }, 'portal-release')}</ButtonGuard>
            <ButtonGuard code="btn_assign">{action(t('list.assign'), row, <IconUsers size={16} />, () => setAssigning(row), 'portal-assign')}</ButtonGuard>
            <ButtonGuard code="btn_remove">{action(t('list.remove'), row, <IconTrash size={16} />, () => void remove(row, ctx).catch(() => undefined), 'portal-remove', 'red')}</ButtonGuard>
          </Group>
        )}
      />
      <PortalDesigner target={target} onClose={() => setTarget(null)} onSaved={() => reload()} />
      <ReleaseDialog row={releasing} onClose={() => setReleasing(null)} onReleased={() => reload()} />
      <AssignDialog row={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
