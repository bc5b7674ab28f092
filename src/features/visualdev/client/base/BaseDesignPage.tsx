import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconCode, IconCopy, IconDownload, IconEdit, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { JsonImportButton } from '@/components/list-page/JsonImportButton';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { baseBody, migrateFormSchema } from '@/features/visualdev/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { DesignerDialog, type DesignTarget } from '../designer/DesignerDialog';
import type { DesignMode } from '../designer/Palette';
import { useDesignerT } from '../designer/i18n';
import { baseApi, type BaseFilters, type BaseRow } from './base-api';
import { CodeDialog } from './CodeDialog';
import { CreateDialog } from './CreateDialog';
import { ReleaseDialog } from './ReleaseDialog';

type Column = MRT_ColumnDef<BaseRow> & { accessorKey: string; header: string };
const NO_FILTERS: BaseFilters = {};
const EXPORT_KEYS = ['fullName', 'enCode', 'category', 'description', 'sortCode', 'enabledMark', 'tableName', 'formData', 'columnData'] as const;

/** Web设计 and App设计: the models of 在线开发; new, design, copy, release, remove, export and import. */
export function BaseDesignPage({ mode }: { mode: DesignMode }) {
  const t = useDesignerT();
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<DesignTarget | null>(null);
  const [releasing, setReleasing] = useState<BaseRow | null>(null);
  const [coding, setCoding] = useState<BaseRow | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);

  const columns = useMemo<Column[]>(() => [
    { accessorKey: 'fullName', header: t('page.columns.fullName'), size: 200 },
    { accessorKey: 'enCode', header: t('page.columns.enCode'), size: 180 },
    { accessorKey: 'category', header: t('page.columns.category'), size: 120 },
    { accessorKey: 'state', header: t('page.columns.state'), size: 100, Cell: ({ row }) => <Badge variant="light" color={row.original.state === 1 ? 'green' : 'gray'}>{row.original.state === 1 ? t('page.released') : t('page.draft')}</Badge> },
    { accessorKey: 'lastModifyTime', header: t('page.columns.lastModifyTime'), size: 160, Cell: ({ row }) => formatDate(row.original.lastModifyTime ?? row.original.creatorTime) },
  ], [t]);

  const keep = (ctx: ToolbarContext<BaseRow>) => setReload(() => ctx.reload);
  const exportOne = (row: BaseRow) => baseApi.info(row.id).then((info) => {
    const out = Object.fromEntries(EXPORT_KEYS.map((k) => [k, info[k]]));
    saveBlob(new Blob([JSON.stringify(out, null, 2)], { type: 'application/json' }), `${info.fullName}.json`);
  }, () => undefined);
  const importFile = async (file: File | null, ctx: ToolbarContext<BaseRow>) => {
    if (!file) return;
    let raw: Record<string, unknown>;
    try { raw = JSON.parse(await file.text()) as Record<string, unknown>; } catch { notify('warning', t('page.importFailed', { message: t('page.notJson') })); return; }
    const form = migrateFormSchema(raw.formData);
    if (!form.ok) { notify('warning', t('page.importFailed', { message: form.message })); return; }
    const body = baseBody.safeParse({ ...raw, formData: form.schema });
    if (!body.success) { notify('warning', t('page.importFailed', { message: body.error.issues[0]?.message ?? '' })); return; }
    const r = await baseApi.save(null, body.data).catch(() => null);
    if (!r) return;
    if (r.ok) { notify('success', r.msg); ctx.reload(); } else notify('warning', t('page.importFailed', { message: r.problems[0]!.message }));
  };
  const remove = async (row: BaseRow, ctx: ToolbarContext<BaseRow>) => {
    if (!(await confirmDelete(t('page.removeConfirm', { name: row.fullName })))) return;
    notify('success', await baseApi.remove(row.id));
    ctx.reload();
  };
  const action = (label: string, row: BaseRow, icon: React.ReactNode, run: () => void, color?: string) => (
    <Tooltip label={label}><ActionIcon variant="subtle" color={color} aria-label={`${label} ${row.fullName}`} onClick={run}>{icon}</ActionIcon></Tooltip>
  );

  return (
    <>
      <ListPageFrame<BaseRow, BaseFilters>
        columns={columns}
        fetchPage={baseApi.page}
        filters={NO_FILTERS}
        rowId={(row) => row.id}
        toolbar={(ctx) => (
          <>
            <ButtonGuard code="btn_add"><Button leftSection={<IconPlus size={16} />} onClick={() => { keep(ctx); setCreating(true); }}>{t('page.add')}</Button></ButtonGuard>
            <ButtonGuard code="btn_upload">
              <JsonImportButton label={t('page.import')} onFile={(f) => void importFile(f, ctx)} />
            </ButtonGuard>
          </>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <ButtonGuard code="btn_edit">{action(t('page.design'), row, <IconEdit size={16} />, () => { keep(ctx); void baseApi.info(row.id).then((info) => setTarget({ kind: 'edit', info }), () => undefined); })}</ButtonGuard>
            <ButtonGuard code="btn_copy">{action(t('page.copy'), row, <IconCopy size={16} />, () => void baseApi.copy(row.id).then((m) => { notify('success', m); ctx.reload(); }, () => undefined))}</ButtonGuard>
            <ButtonGuard code="btn_release">{action(t('page.release'), row, <IconSend size={16} />, () => { keep(ctx); setReleasing(row); })}</ButtonGuard>
            <ButtonGuard code="btn_download">{action(t('page.export'), row, <IconDownload size={16} />, () => void exportOne(row))}</ButtonGuard>
            <ButtonGuard code="btn_edit">{action(t('code.action'), row, <IconCode size={16} />, () => { keep(ctx); setCoding(row); })}</ButtonGuard>
            <ButtonGuard code="btn_remove">{action(t('page.remove'), row, <IconTrash size={16} />, () => void remove(row, ctx).catch(() => undefined), 'red')}</ButtonGuard>
          </Group>
        )}
      />
      <CreateDialog opened={creating} onClose={() => setCreating(false)} onNext={(meta) => { setCreating(false); setTarget({ kind: 'create', meta }); }} />
      <DesignerDialog target={target} mode={mode} onClose={() => { setTarget(null); reload(); }} onSaved={() => reload()} />
      <CodeDialog row={coding} onClose={() => setCoding(null)} />
      <ReleaseDialog row={releasing} appDefault onClose={() => setReleasing(null)} onReleased={() => reload()} />
    </>
  );
}
