import { ActionIcon, Badge, Button, Group, List, Modal, TextInput, Tooltip } from '@mantine/core';
import { IconCopy, IconDownload, IconEdit, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { JsonImportButton } from '@/components/list-page/JsonImportButton';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import type { EngineInfo, EngineSummary, FlowProblem } from '@/features/workflow/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { workflowApi } from '../api';
import { useFlowDesignerT } from '../designer/i18n';
import { release as publish } from './release';

const FlowDesigner = lazy(() => import('../designer/FlowDesigner'));

type EngineRow = EngineSummary;
interface EngineFilters { category?: string }
type Column = MRT_ColumnDef<EngineRow> & { accessorKey: string; header: string };
type Target = { info: EngineInfo | null };

/** 流程设计 (workFlow/flowEngine): the flow definitions; new, design, copy, publish, export, import, remove. */
export default function FlowEnginePage() {
  const t = useFlowDesignerT();
  const [category, setCategory] = useState('');
  const [filters, setFilters] = useState<EngineFilters>({});
  const [target, setTarget] = useState<Target | null>(null);
  const [refused, setRefused] = useState<{ name: string; problems: FlowProblem[] } | null>(null);
  const reload = useRef<() => void>(() => undefined);

  const columns = useMemo<Column[]>(() => [
    { accessorKey: 'fullName', header: t('page.columns.fullName'), size: 180 },
    { accessorKey: 'enCode', header: t('page.columns.enCode'), size: 140 },
    { accessorKey: 'category', header: t('page.columns.category'), size: 100 },
    { accessorKey: 'formType', header: t('page.columns.formType'), size: 120, Cell: ({ row }) => t(`formTypes.${row.original.formType}`) },
    { accessorKey: 'version', header: t('page.columns.version'), size: 90, Cell: ({ row }) => (row.original.version > 0 ? t('page.versionN', { n: row.original.version }) : <Badge variant="light" color="gray">{t('page.unpublished')}</Badge>) },
    { accessorKey: 'enabledMark', header: t('page.columns.state'), size: 90, Cell: ({ row }) => <Badge variant="light" color={row.original.enabledMark === 1 ? 'green' : 'red'}>{row.original.enabledMark === 1 ? t('page.enabled') : t('page.disabled')}</Badge> },
    { accessorKey: 'sortCode', header: t('page.columns.sortCode'), size: 80 },
    { accessorKey: 'lastModifyTime', header: t('page.columns.lastModifyTime'), size: 160, Cell: ({ row }) => formatDate(row.original.lastModifyTime ?? row.original.creatorTime, 'creation') },
  ], [t]);

  const keep = (ctx: ToolbarContext<EngineRow>) => { reload.current = ctx.reload; };
  const design = (row: EngineRow) => void workflowApi.engine(row.id).then((info) => setTarget({ info }), () => undefined);
  const release = (row: EngineRow, ctx: ToolbarContext<EngineRow>) => void publish(row.id).then((r) => {
    if (!r.ok) { setRefused({ name: row.fullName, problems: r.problems }); return; }
    notify('success', t('designer.published', { n: r.version }));
    ctx.reload();
  }, () => undefined);
  const exportOne = (row: EngineRow) => void workflowApi.exportEngine(row.id).then((data) => {
    saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `${row.fullName}.json`);
  }, () => undefined);
  const importFile = async (file: File | null, ctx: ToolbarContext<EngineRow>) => {
    if (!file) return;
    let json: unknown;
    try { json = JSON.parse(await file.text()); } catch { notify('warning', t('page.importFailed', { message: t('page.notJson') })); return; }
    if (!(await workflowApi.importEngine(json).then(() => true, () => false))) return;
    notify('success', t('page.imported'));
    ctx.reload();
  };
  const remove = async (row: EngineRow, ctx: ToolbarContext<EngineRow>) => {
    if (!(await confirmDelete(t('page.removeConfirm', { name: row.fullName })))) return;
    await workflowApi.removeEngine(row.id);
    notify('success', t('page.removed'));
    ctx.reload();
  };
  const action = (label: string, row: EngineRow, icon: React.ReactNode, run: () => void, color?: string) => (
    <Tooltip label={label}><ActionIcon variant="subtle" color={color} aria-label={`${label} ${row.fullName}`} onClick={run}>{icon}</ActionIcon></Tooltip>
  );

  return (
    <>
      <ListPageFrame<EngineRow, EngineFilters>
        columns={columns} fetchPage={workflowApi.engines} filters={filters} rowId={(row) => row.id} columnAuthority
        sortable={['fullName', 'enCode', 'sortCode', 'lastModifyTime']}
        onResetFilters={() => { setCategory(''); setFilters({}); }}
        searchFields={
          <TextInput label={t('page.category')} w={160} value={category} onChange={(e) => setCategory(e.currentTarget.value)}
            onBlur={() => setFilters(category.trim() ? { category: category.trim() } : {})}
            onKeyDown={(e) => { if (e.key === 'Enter') setFilters(category.trim() ? { category: category.trim() } : {}); }} />
        }
        toolbar={(ctx) => (
          <>
            <ButtonGuard code="btn_add"><Button leftSection={<IconPlus size={16} />} onClick={() => { keep(ctx); setTarget({ info: null }); }} data-testid="flow-engine-add">{t('page.add')}</Button></ButtonGuard>
            <ButtonGuard code="btn_upload">
              <JsonImportButton label={t('page.import')} onFile={(f) => void importFile(f, ctx)} />
            </ButtonGuard>
          </>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <ButtonGuard code="btn_edit">{action(t('page.design'), row, <IconEdit size={16} />, () => { keep(ctx); design(row); })}</ButtonGuard>
            <ButtonGuard code="btn_copy">{action(t('page.copy'), row, <IconCopy size={16} />, () => void workflowApi.copyEngine(row.id).then(() => { notify('success', t('page.copied')); ctx.reload(); }, () => undefined))}</ButtonGuard>
            <ButtonGuard code="btn_release">{action(t('page.release'), row, <IconSend size={16} />, () => release(row, ctx))}</ButtonGuard>
            <ButtonGuard code="btn_download">{action(t('page.export'), row, <IconDownload size={16} />, () => exportOne(row))}</ButtonGuard>
            <ButtonGuard code="btn_remove">{action(t('page.remove'), row, <IconTrash size={16} />, () => void remove(row, ctx).catch(() => undefined), 'red')}</ButtonGuard>
          </Group>
        )}
      />
      <Modal opened={!!refused} onClose={() => setRefused(null)} title={t('page.problemsTitle', { name: refused?.name ?? '' })}>
        <List size="sm" data-testid="release-problems">{refused?.problems.map((p, i) => <List.Item key={i} c="red">{p.message}</List.Item>)}</List>
      </Modal>
      {target && (
        <Suspense fallback={null}>
          <FlowDesigner info={target.info} onClose={() => { setTarget(null); reload.current(); }} onSaved={() => reload.current()} />
        </Suspense>
      )}
    </>
  );
}
