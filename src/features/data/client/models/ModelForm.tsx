import { Checkbox, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { confirmAction } from '@/components/dialogs/confirm';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { Code } from '@/contract/codes';
import { COLUMN_TYPES, modelBody, type ModelBody, type ModelField, type ModelInfo } from '@/features/data/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { notify } from '@/lib/notify';
import { EditableRows } from '../interfaces/EditableRows';
import { modelApi } from '../data-api';
import { useDataT } from '../i18n';

export type ModelTarget = { mode: 'create' } | { mode: 'edit'; info: ModelInfo };

const idField = (): ModelField => ({ field: 'id', dataType: 'varchar', dataLength: 64, scale: null, allowNull: 0, primaryKey: 1, fieldName: '主键' });
const blank = (): ModelBody => ({ table: '', tableName: '', fields: [idField()], confirm: false });

/** 数据建模 create/alter: a change that would lose data asks once more, then goes with confirm. */
export function ModelForm({ target, onClose, onSaved }: { target: ModelTarget | null; onClose(): void; onSaved(table: string): void }) {
  const t = useDataT();
  const form = useZodForm(modelBody, blank());
  const { reset } = form;
  useEffect(() => {
    if (target) reset(target.mode === 'create' ? blank() : { table: target.info.table, tableName: target.info.tableName, fields: target.info.fields, confirm: false });
  }, [target, reset]);
  const v = form.values;
  const editing = target?.mode === 'edit' ? target.info : null;
  const submit = async (values: ModelBody) => {
    if (!editing) {
      notify('success', await modelApi.create(values));
    } else {
      try {
        notify('success', await modelApi.update(editing.table, values));
      } catch (error) {
        if (!(error instanceof EnvelopeError) || error.envelope.code !== Code.CONFLICT) throw error;
        if (!(await confirmAction({ title: t('model.confirmTitle'), message: error.envelope.msg, danger: true }))) throw error;
        notify('success', await modelApi.update(editing.table, { ...values, confirm: true }));
      }
    }
    onSaved(values.table);
  };
  const fields = (v.fields ?? []) as ModelField[];
  return (
    <FormDialog<typeof modelBody> opened={target !== null} width={960} title={editing ? t('model.editTitle', { name: editing.table }) : t('model.addTitle')} form={form} onClose={onClose} onSubmit={submit}>
      <Group grow align="flex-start">
        <TextInput label={t('model.table')} withAsterisk disabled={Boolean(editing)} value={v.table ?? ''} onChange={(e) => form.setField('table', e.currentTarget.value)} error={form.errors.table} data-testid="model-table" />
        <TextInput label={t('model.tableName')} value={v.tableName ?? ''} onChange={(e) => form.setField('tableName', e.currentTarget.value)} error={form.errors.tableName} data-testid="model-tableName" />
      </Group>
      {editing && <div>{t('model.rows', { count: editing.rows })}</div>}
      <EditableRows<ModelField> title={t('model.fields')} testId="model-fields" rows={fields} onChange={(rows) => form.setField('fields', rows)}
        blank={() => ({ field: '', dataType: 'varchar', dataLength: 50, scale: null, allowNull: 1, primaryKey: 0, fieldName: '' })}
        addLabel={t('model.addField')} removeLabel={(r) => t('model.removeField', { name: r.field })}
        columns={[
          { label: t('model.field'), cell: (r, i, set) => <TextInput size="xs" aria-label={`${t('model.field')} ${i + 1}`} value={r.field} onChange={(e) => set({ ...r, field: e.currentTarget.value })} /> },
          { label: t('model.dataType'), cell: (r, i, set) => <Select size="xs" w={110} aria-label={`${t('model.dataType')} ${i + 1}`} allowDeselect={false} value={r.dataType} onChange={(x) => set({ ...r, dataType: (x ?? 'varchar') as ModelField['dataType'] })} data={[...COLUMN_TYPES]} /> },
          { label: t('model.dataLength'), cell: (r, i, set) => <NumberInput size="xs" w={90} aria-label={`${t('model.dataLength')} ${i + 1}`} min={1} max={4000} disabled={r.dataType !== 'varchar' && r.dataType !== 'decimal'} value={r.dataLength ?? ''} onChange={(n) => set({ ...r, dataLength: typeof n === 'number' ? n : null })} /> },
          { label: t('model.scale'), cell: (r, i, set) => <NumberInput size="xs" w={70} aria-label={`${t('model.scale')} ${i + 1}`} min={0} max={10} disabled={r.dataType !== 'decimal'} value={r.scale ?? ''} onChange={(n) => set({ ...r, scale: typeof n === 'number' ? n : null })} /> },
          { label: t('model.allowNull'), cell: (r, i, set) => <Checkbox aria-label={`${t('model.allowNull')} ${i + 1}`} checked={r.allowNull === 1} onChange={(e) => set({ ...r, allowNull: e.currentTarget.checked ? 1 : 0 })} /> },
          { label: t('model.primaryKey'), cell: (r, i, set) => <Checkbox aria-label={`${t('model.primaryKey')} ${i + 1}`} checked={r.primaryKey === 1} onChange={(e) => set({ ...r, primaryKey: e.currentTarget.checked ? 1 : 0, allowNull: e.currentTarget.checked ? 0 : r.allowNull })} /> },
          { label: t('model.fieldName'), cell: (r, i, set) => <TextInput size="xs" aria-label={`${t('model.fieldName')} ${i + 1}`} value={r.fieldName} onChange={(e) => set({ ...r, fieldName: e.currentTarget.value })} /> },
        ]} />
    </FormDialog>
  );
}
