import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEdit, IconEye, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { usePermissions } from '@/app/permissions/permissions';
import { confirmAction } from '@/components/dialogs/confirm';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { flattenRows } from '@/components/list-page/tree-depth';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import { BUTTON_CODES, keepFields, ONLINE_COLLECTIONS, type OnlineModelRow, type OnlineRecordRow } from '@/features/visualdev/contract';
import { usePendingIds, useSyncDb } from '@/sync/hooks';
import { deviceWords, displayValue, useNameLookup } from './display';
import { useOnlineT } from './i18n';
import { ImportDialog } from './ImportDialog';
import { fieldsByName, recordPage, type OnlineListRow, type OnlineQuery, type SearchValues } from './local-records';
import { removeOnlineRecord } from './mutations';
import { onlineApi } from './online-api';
import { RecordDialog, type RecordTarget } from './RecordDialog';
import { SearchFields } from './SearchFields';

type Filters = { query: SearchValues };

/** Buttons are granted one by one only when the model uses button permissions (the server checks the same switch). */
function Guarded({ on, code, children }: { on: boolean; code: string; children: ReactNode }) {
  return on ? <ButtonGuard code={code}>{children}</ButtonGuard> : <>{children}</>;
}
type Cell = { row: { original: OnlineListRow } };
const childRows = (row: OnlineListRow) => row.children;

/** The list of a released model, read from the device store; writes go through the outbox. */
export function OnlineList({ model }: { model: OnlineModelRow }) {
  const t = useOnlineT();
  const db = useSyncDb();
  const { hasFormP } = usePermissions();
  const { columnData } = model;
  const fields = useMemo(() => fieldsByName(model), [model]);
  const records = useLiveQuery(() => (db ? db.collection(ONLINE_COLLECTIONS.records).where('modelId').equals(model.id).toArray() : []), [db, model.id]) as OnlineRecordRow[] | undefined;
  const pending = usePendingIds(ONLINE_COLLECTIONS.records);
  const [query, setQuery] = useState<SearchValues>({});
  const [target, setTarget] = useState<RecordTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const [pageRows, setPageRows] = useState<OnlineListRow[]>([]);
  const schema = useMemo(() => (columnData.useFormPermission ? keepFields(model.formData, hasFormP) : model.formData), [columnData.useFormPermission, model.formData, hasFormP]);
  const listFields = useMemo(() => columnData.columnList.flatMap((c) => fields.get(c.prop) ?? []), [columnData.columnList, fields]);
  const names = useNameLookup(listFields, pageRows);

  const fetchPage = useCallback(async (q: OnlineQuery) => {
    const page = recordPage(model, records ?? [], q);
    setPageRows(flattenRows(page.list, childRows));
    return page;
  }, [model, records]);
  // fetchPage changes with the device's records (a pull, a write), which re-reads the page.
  const filters = useMemo<Filters>(() => ({ query }), [query]);

  const tree = columnData.type === 2 && !!columnData.parentField;
  // A tree list leads with its title field, beside the expand arrows.
  const columnList = useMemo(() => {
    const title = tree ? columnData.columnList.find((c) => c.prop === columnData.treeTitleField) : undefined;
    return title ? [title, ...columnData.columnList.filter((c) => c !== title)] : columnData.columnList;
  }, [tree, columnData.columnList, columnData.treeTitleField]);
  const columns = useMemo(() => columnList.map((c) => {
    const field = fields.get(c.prop);
    return {
      accessorKey: c.prop,
      header: c.label || field?.label || c.prop,
      size: c.width ?? 150,
      mantineTableBodyCellProps: { align: c.align },
      Cell: ({ row }: Cell) => {
        const text = field ? displayValue(field, row.original[c.prop], names, deviceWords(t)) : String(row.original[c.prop] ?? '');
        return c.prop === columnList[0]?.prop && pending.has(row.original.id)
          ? <Group gap={6} wrap="nowrap">{text}<Badge size="xs" color="orange" variant="outline">{t('unsynced')}</Badge></Group>
          : text;
      },
    };
  }), [columnList, fields, names, pending, t]);

  const open = (row: OnlineListRow, readOnly: boolean) => {
    const { id, _version: _v, creatorUserId: _c, creatorTime: _ct, lastModifyTime: _lt, children: _k, ...values } = row;
    const record = records?.find((r) => r.id === id);
    setTarget({ id, values: { ...values, ...record?.data }, readOnly });
  };
  const remove = async (ids: string[]) => {
    if (ids.length === 0) return notifications.show({ message: t('selectFirst'), color: 'orange' });
    const ok = ids.length === 1 ? await confirmDelete() : await confirmAction({ title: t('batchRemove'), message: t('batchConfirm', { count: ids.length }), danger: true });
    if (!ok) return;
    for (const id of ids) await removeOnlineRecord.mutate({ modelId: model.id, id });
    notifications.show({ message: t('removed'), color: 'green' });
  };
  const online = (action: string, run: () => Promise<void>) => () => {
    if (!navigator.onLine) return notifications.show({ message: t('offlineOnly', { action }), color: 'orange' });
    void run();
  };
  const buttons = new Set(columnData.btnsList);
  const rowButtons = new Set(columnData.columnBtnsList);
  const sortable = columnData.columnList.filter((c) => c.sortable).map((c) => c.prop);

  return (
    <>
      <ListPageFrame<OnlineListRow, Filters>
        columns={columns} fetchPage={fetchPage} filters={filters} rowId={(r) => r.id} selectable={buttons.has('batchRemove')}
        columnAuthority={columnData.useColumnPermission} sortable={sortable} subRows={tree ? childRows : undefined}
        defaultSort={columnData.defaultSidx ? { sidx: columnData.defaultSidx, sort: columnData.sort } : undefined}
        onResetFilters={() => setQuery({})}
        searchFields={columnData.searchList.length > 0 ? <SearchFields searchList={columnData.searchList} fields={fields} value={query} onChange={setQuery} /> : undefined}
        toolbar={(ctx) => (
          <>
            {buttons.has('add') && <Guarded on={columnData.useBtnPermission} code={BUTTON_CODES.add}><Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({})} data-testid="online-add">{t('add')}</Button></Guarded>}
            {buttons.has('export') && (
              <Guarded on={columnData.useBtnPermission} code={BUTTON_CODES.export}>
                <Button variant="default" leftSection={<IconDownload size={16} />} onClick={online(t('export'), () => onlineApi.exportXlsx(model.id, model.fullName, ctx.selected.length ? { ids: ctx.selected.map((r) => r.id) } : { query }))}>{t('export')}</Button>
              </Guarded>
            )}
            {buttons.has('import') && <Guarded on={columnData.useBtnPermission} code={BUTTON_CODES.import}><Button variant="default" leftSection={<IconUpload size={16} />} onClick={online(t('import'), async () => setImporting(true))}>{t('import')}</Button></Guarded>}
            {buttons.has('batchRemove') && <Guarded on={columnData.useBtnPermission} code={BUTTON_CODES.batchRemove}><Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={() => void remove(ctx.selected.map((r) => r.id)).then(ctx.clearSelection)}>{t('batchRemove')}</Button></Guarded>}
          </>
        )}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            {rowButtons.has('edit') && <Guarded on={columnData.useBtnPermission} code={BUTTON_CODES.edit}><Tooltip label={t('edit')}><ActionIcon variant="subtle" aria-label={t('edit')} onClick={() => open(row, false)}><IconEdit size={16} /></ActionIcon></Tooltip></Guarded>}
            {rowButtons.has('detail') && <Tooltip label={t('detail')}><ActionIcon variant="subtle" aria-label={t('detail')} onClick={() => open(row, true)}><IconEye size={16} /></ActionIcon></Tooltip>}
            {rowButtons.has('remove') && <Guarded on={columnData.useBtnPermission} code={BUTTON_CODES.remove}><Tooltip label={t('remove')}><ActionIcon variant="subtle" color="red" aria-label={t('remove')} onClick={() => void remove([row.id])}><IconTrash size={16} /></ActionIcon></Tooltip></Guarded>}
          </Group>
        )}
      />
      {target && <RecordDialog key={target.id ?? 'new'} modelId={model.id} title={model.fullName} schema={schema} target={target} onClose={() => setTarget(null)} />}
      {importing && <ImportDialog model={model} onClose={() => setImporting(false)} />}
    </>
  );
}
