import { ActionIcon, Badge, Button, Group, Select, Tooltip } from '@mantine/core';
import { IconCopy, IconDownload, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useEffect, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { JsonImportButton } from '@/components/list-page/JsonImportButton';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { printExportFile, printSortable, PRINT_MSG, type PrintTemplateRow } from '@/features/print/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { DesignerDialog, type DesignerTarget } from './DesignerDialog';
import { printAdminApi, type PrintFilters, type PrintKind } from './print-api';
import { usePrintT } from './i18n';

type Column = MRT_ColumnDef<PrintTemplateRow> & { accessorKey: string; header: string };

/** 打印模板: the templates by data kind; design, copy, export and import them. */
export default function PrintTemplatePage() {
  const t = usePrintT();
  const [kinds, setKinds] = useState<PrintKind[]>([]);
  const [category, setCategory] = useState<string | null>(null);
  const [target, setTarget] = useState<DesignerTarget | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);
  const filters: PrintFilters = useMemo(() => ({ category: category ?? undefined }), [category]);
  useEffect(() => void printAdminApi.kinds().then(setKinds, () => undefined), []);
  const kindName = (k: string, fallback: string) => t(`kinds.${k}`, { defaultValue: fallback });

  const columns = useMemo<Column[]>(() => [
    { accessorKey: 'fullName', header: t('page.columns.fullName'), size: 180 },
    { accessorKey: 'enCode', header: t('page.columns.enCode'), size: 180 },
    { accessorKey: 'category', header: t('page.columns.category'), size: 140, Cell: ({ row }) => kindName(row.original.category, row.original.categoryName) },
    { accessorKey: 'sortCode', header: t('page.columns.sortCode'), size: 80 },
    { accessorKey: 'enabledMark', header: t('page.columns.enabledMark'), size: 90, Cell: ({ row }) => <Badge variant="light" color={row.original.enabledMark === 1 ? 'green' : 'gray'}>{row.original.enabledMark === 1 ? t('page.enabled') : t('page.disabled')}</Badge> },
    { accessorKey: 'creatorUserName', header: t('page.columns.creatorUserName'), size: 100, enableSorting: false },
    { accessorKey: 'lastModifyTime', header: t('page.columns.lastModifyTime'), size: 150, Cell: ({ row }) => formatDate(row.original.lastModifyTime ?? row.original.creatorTime) },
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [t]);

  const open = (ctx: ToolbarContext<PrintTemplateRow>, next: DesignerTarget) => { setReload(() => ctx.reload); setTarget(next); };
  const importFile = async (file: File | null, ctx: ToolbarContext<PrintTemplateRow>) => {
    if (!file) return;
    let parsed: unknown;
    try { parsed = JSON.parse(await file.text()); } catch { notify('warning', t('page.importFailed', { message: PRINT_MSG.fileInvalid })); return; }
    const checked = printExportFile.safeParse(parsed);
    if (!checked.success) { notify('warning', t('page.importFailed', { message: checked.error.issues[0]?.message ?? PRINT_MSG.fileInvalid })); return; }
    try { notify('success', await printAdminApi.importFile(checked.data)); ctx.reload(); } catch { /* shown by the http client */ }
  };

  return (
    <>
      <ListPageFrame<PrintTemplateRow, PrintFilters>
        columns={columns}
        fetchPage={printAdminApi.page}
        filters={filters}
        rowId={(row) => row.id}
        columnAuthority
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }}
        sortable={printSortable}
        onResetFilters={() => setCategory(null)}
        searchFields={<Select label={t('page.category')} placeholder={t('page.allCategories')} clearable w={180} value={category} onChange={setCategory} data={kinds.map((k) => ({ value: k.kind, label: kindName(k.kind, k.fullName) }))} />}
        toolbar={(ctx) => (
          <>
            <ButtonGuard code="btn_add"><Button leftSection={<IconPlus size={16} />} onClick={() => open(ctx, { mode: 'create' })} data-testid="print-add">{t('page.add')}</Button></ButtonGuard>
            <ButtonGuard code="btn_import">
              <JsonImportButton label={t('page.import')} onFile={(f) => void importFile(f, ctx)} />
            </ButtonGuard>
          </>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <ButtonGuard code="btn_edit">
              <Tooltip label={t('page.edit')}><ActionIcon variant="subtle" aria-label={`${t('page.edit')} ${row.fullName}`} data-testid={`print-edit-${row.enCode}`} onClick={() => void printAdminApi.info(row.id).then((info) => open(ctx, { mode: 'edit', info }), () => undefined)}><IconEdit size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_copy">
              <Tooltip label={t('page.copy')}><ActionIcon variant="subtle" aria-label={`${t('page.copy')} ${row.fullName}`} onClick={() => void printAdminApi.copy(row.id).then((m) => { notify('success', m); ctx.reload(); }, () => undefined)}><IconCopy size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_export">
              <Tooltip label={t('page.export')}><ActionIcon variant="subtle" aria-label={`${t('page.export')} ${row.fullName}`} onClick={() => void printAdminApi.exportOne(row.id).then((b) => saveBlob(b, `${row.fullName}.json`), () => undefined)}><IconDownload size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_remove">
              <Tooltip label={t('page.remove')}>
                <ActionIcon variant="subtle" color="red" aria-label={`${t('page.remove')} ${row.fullName}`} onClick={() => void (async () => { if (await confirmDelete(t('page.removeConfirm', { name: row.fullName }))) { notify('success', await printAdminApi.remove(row.id)); ctx.reload(); } })().catch(() => undefined)}><IconTrash size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
          </Group>
        )}
      />
      <DesignerDialog target={target} kinds={kinds} onClose={() => setTarget(null)} onSaved={() => reload()} />
    </>
  );
}
