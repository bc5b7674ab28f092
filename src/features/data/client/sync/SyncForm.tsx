import { Group, NumberInput, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { SYNC_MODES, SYNC_LIMITS, syncBody, type ColumnMap, type SyncBody, type SyncInfo } from '@/features/data/contract';
import { notify } from '@/lib/notify';
import { modelApi, syncApi, type TableRow } from '../data-api';
import { useSourceOptions } from '../use-source-options';
import { useDataT } from '../i18n';
import { EditableRows } from '../interfaces/EditableRows';

export type SyncTarget = { mode: 'create' } | { mode: 'edit'; info: SyncInfo };

const blank = (): SyncBody => ({
  fullName: '', enCode: '', sourceId: '0', sourceTable: '', targetId: '0', targetTable: '', mode: 'full', keyColumn: null, columns: [], batchSize: 500, scheduled: 0, enabledMark: 1, sortCode: 0, description: '',
});
const fromInfo = ({ id: _id, creatorTime: _c, lastModifyTime: _l, ...body }: SyncInfo): SyncBody => ({ ...body, description: body.description ?? '' });

/** A source's tables and a table's columns, through the 数据建模 routes; empty while nothing is chosen or on an error. */
function useTables(sourceId: string | undefined, open: boolean) {
  const [tables, setTables] = useState<TableRow[]>([]);
  useEffect(() => {
    setTables([]);
    if (!open || !sourceId) return;
    let live = true;
    modelApi.tables(sourceId).then((r) => live && setTables(r), () => undefined);
    return () => {
      live = false;
    };
  }, [sourceId, open]);
  return tables;
}
function useColumns(sourceId: string | undefined, table: string | undefined) {
  const [columns, setColumns] = useState<string[]>([]);
  useEffect(() => {
    setColumns([]);
    if (!sourceId || !table) return;
    let live = true;
    modelApi.fields(sourceId, table).then((r) => live && setColumns(r.map((f) => f.field)), () => undefined);
    return () => {
      live = false;
    };
  }, [sourceId, table]);
  return columns;
}

/** 数据同步 create/edit: source and target picked from the data-source and model lists; the server checks both tables again. */
export function SyncForm({ target, onClose, onSaved }: { target: SyncTarget | null; onClose(): void; onSaved(): void }) {
  const t = useDataT();
  const form = useZodForm(syncBody, blank());
  const { reset } = form;
  const sources = useSourceOptions(target, (open) => reset(open.mode === 'create' ? blank() : fromInfo(open.info)));
  const v = form.values;
  const open = target !== null;
  const sourceTables = useTables(v.sourceId, open);
  const targetTables = useTables(v.targetId, open);
  const sourceCols = useColumns(v.sourceId, v.sourceTable || undefined);
  const targetCols = useColumns(v.targetId, v.targetTable || undefined);
  const editing = target?.mode === 'edit' ? target.info : null;
  const submit = async (values: SyncBody) => {
    notify('success', editing ? await syncApi.update(editing.id, values) : await syncApi.create(values));
    onSaved();
  };
  const sourceData = sources.map((s) => ({ value: s.id, label: s.fullName }));
  // The system database takes only tables 数据建模 made; an external target must not be read-only.
  const targetData = sources.filter((s) => s.id === '0' || s.readOnly !== 1).map((s) => ({ value: s.id, label: s.fullName }));
  const tableData = (rows: TableRow[], selected: string | undefined, onlyManaged: boolean) => {
    const names = rows.filter((r) => !r.isView && (!onlyManaged || r.managed)).map((r) => ({ value: r.table, label: r.tableName ? `${r.table}（${r.tableName}）` : r.table }));
    return selected && !names.some((n) => n.value === selected) ? [{ value: selected, label: selected }, ...names] : names;
  };
  const withSelected = (names: string[], selected: string) => (selected && !names.includes(selected) ? [selected, ...names] : names);
  const columns = (v.columns ?? []) as ColumnMap[];
  const keyChoices = columns.length ? columns.map((c) => c.target).filter(Boolean) : targetCols.filter((c) => sourceCols.includes(c));
  return (
    <FormDialog<typeof syncBody> opened={open} width={900} title={editing ? t('sync.editTitle') : t('sync.addTitle')} form={form} onClose={onClose} onSubmit={submit}>
      <Group grow align="flex-start">
        <TextInput label={t('sync.fullName')} withAsterisk value={v.fullName ?? ''} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} data-testid="sync-fullName" />
        <TextInput label={t('enCode')} withAsterisk value={v.enCode ?? ''} onChange={(e) => form.setField('enCode', e.currentTarget.value)} error={form.errors.enCode} data-testid="sync-enCode" />
      </Group>
      <Group grow align="flex-start">
        <Select label={t('sync.source')} allowDeselect={false} value={v.sourceId ?? '0'} data={sourceData.length ? sourceData : [{ value: '0', label: '—' }]} data-testid="sync-source"
          onChange={(x) => { form.setField('sourceId', x ?? '0'); form.setField('sourceTable', ''); form.setField('columns', []); }} />
        <Select label={t('sync.sourceTable')} withAsterisk searchable value={v.sourceTable || null} data={tableData(sourceTables, v.sourceTable, false)} error={form.errors.sourceTable} data-testid="sync-sourceTable"
          onChange={(x) => form.setField('sourceTable', x ?? '')} />
      </Group>
      <Group grow align="flex-start">
        <Select label={t('sync.target')} description={t('sync.targetHint')} allowDeselect={false} value={v.targetId ?? '0'} data={targetData.length ? targetData : [{ value: '0', label: '—' }]} data-testid="sync-target"
          onChange={(x) => { form.setField('targetId', x ?? '0'); form.setField('targetTable', ''); form.setField('columns', []); form.setField('keyColumn', null); }} />
        <Select label={t('sync.targetTable')} withAsterisk searchable mt={22} value={v.targetTable || null} data={tableData(targetTables, v.targetTable, (v.targetId ?? '0') === '0')} error={form.errors.targetTable} data-testid="sync-targetTable"
          onChange={(x) => { form.setField('targetTable', x ?? ''); form.setField('keyColumn', null); }} />
      </Group>
      <Group grow align="flex-start">
        <Select label={t('sync.mode')} allowDeselect={false} value={v.mode ?? 'full'} data={SYNC_MODES.map((m) => ({ value: m, label: t(`sync.modes.${m}`) }))} data-testid="sync-mode"
          onChange={(x) => form.setField('mode', (x ?? 'full') as SyncBody['mode'])} />
        {v.mode === 'key' && (
          <Select label={t('sync.keyColumn')} withAsterisk value={v.keyColumn ?? null} data={withSelected(keyChoices, v.keyColumn ?? '')} data-testid="sync-keyColumn"
            onChange={(x) => form.setField('keyColumn', x)} />
        )}
        <NumberInput label={t('sync.batchSize')} min={1} max={SYNC_LIMITS.maxBatch} value={v.batchSize as number | undefined} error={form.errors.batchSize}
          onChange={(n) => form.setField('batchSize', typeof n === 'number' ? n : 500)} />
      </Group>
      <EditableRows<ColumnMap> title={`${t('sync.columns')}（${t('sync.columnsHint')}）`} testId="sync-columns" rows={columns} onChange={(rows) => form.setField('columns', rows)}
        blank={() => ({ source: '', target: '' })} addLabel={t('sync.addColumn')} removeLabel={(r) => t('sync.removeColumn', { name: r.source })}
        columns={[
          { label: t('sync.sourceColumn'), cell: (r, i, set) => <Select size="xs" searchable aria-label={`${t('sync.sourceColumn')} ${i + 1}`} value={r.source || null} data={withSelected(sourceCols, r.source)} onChange={(x) => set({ ...r, source: x ?? '' })} /> },
          { label: t('sync.targetColumn'), cell: (r, i, set) => <Select size="xs" searchable aria-label={`${t('sync.targetColumn')} ${i + 1}`} value={r.target || null} data={withSelected(targetCols, r.target)} onChange={(x) => set({ ...r, target: x ?? '' })} /> },
        ]} />
      <Group grow align="flex-start">
        <Switch mt="lg" label={t('sync.scheduled')} description={t('sync.scheduledHint')} checked={v.scheduled === 1} onChange={(e) => form.setField('scheduled', e.currentTarget.checked ? 1 : 0)} />
        <Switch mt="lg" label={t('enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
        <NumberInput label={t('sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} />
      </Group>
      <Textarea label={t('description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} />
    </FormDialog>
  );
}
