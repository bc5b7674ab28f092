import { Checkbox, Group, NumberInput, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { HTTP_METHODS, INTERFACE_TYPES, PARAM_TYPES, interfaceBody, type FieldMapping, type InterfaceBody, type InterfaceInfo, type InterfaceParam } from '@/features/data/contract';
import { notify } from '@/lib/notify';
import { interfaceApi } from '../data-api';
import { useSourceOptions } from '../use-source-options';
import { useDataT } from '../i18n';
import { EditableRows } from './EditableRows';

export type InterfaceTarget = { mode: 'create' } | { mode: 'edit'; info: InterfaceInfo };
type Header = InterfaceBody['headers'][number];

const blank = (): InterfaceBody => ({
  fullName: '', enCode: '', type: 'sql', dataSourceId: '0', query: '', method: 'GET', headers: [], params: [], fieldMapping: [], isWrite: 0, enabledMark: 1, sortCode: 0, description: '',
});
const fromInfo = ({ id: _id, creatorTime: _c, lastModifyTime: _l, ...body }: InterfaceInfo): InterfaceBody => ({ ...body, description: body.description ?? '' });

/** 数据接口 create/edit: SQL (monospace), static JSON or an HTTP call; parameters, headers and field mapping as small tables. */
export function InterfaceForm({ target, onClose, onSaved }: { target: InterfaceTarget | null; onClose(): void; onSaved(): void }) {
  const t = useDataT();
  const form = useZodForm(interfaceBody, blank());
  const { reset } = form;
  const sources = useSourceOptions(target, (open) => reset(open.mode === 'create' ? blank() : fromInfo(open.info)));
  const v = form.values;
  const params = (v.params ?? []) as InterfaceParam[];
  const editing = target?.mode === 'edit' ? target.info : null;
  const submit = async (values: InterfaceBody) => {
    notify('success', editing ? await interfaceApi.update(editing.id, values) : await interfaceApi.create(values));
    onSaved();
  };
  const type = v.type ?? 'sql';
  return (
    <FormDialog<typeof interfaceBody> opened={target !== null} width={960} title={editing ? t('iface.editTitle') : t('iface.addTitle')} form={form} onClose={onClose} onSubmit={submit}>
      <Group grow align="flex-start">
        <TextInput label={t('iface.fullName')} withAsterisk value={v.fullName ?? ''} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} data-testid="iface-fullName" />
        <TextInput label={t('enCode')} withAsterisk value={v.enCode ?? ''} onChange={(e) => form.setField('enCode', e.currentTarget.value)} error={form.errors.enCode} data-testid="iface-enCode" />
        <Select label={t('iface.type')} allowDeselect={false} value={type} onChange={(x) => form.setField('type', (x ?? 'sql') as InterfaceBody['type'])}
          data={INTERFACE_TYPES.map((d) => ({ value: d, label: t(`iface.types.${d}`) }))} data-testid="iface-type" />
      </Group>
      {type === 'sql' && (
        <>
          <Group grow align="flex-start">
            <Select label={t('iface.dataSource')} allowDeselect={false} value={v.dataSourceId ?? '0'} onChange={(x) => form.setField('dataSourceId', x ?? '0')}
              data={sources.length ? sources.map((s) => ({ value: s.id, label: s.fullName })) : [{ value: '0', label: '—' }]} data-testid="iface-source" />
            <Switch mt="lg" label={t('iface.isWrite')} description={t('iface.isWriteHint')} checked={v.isWrite === 1} onChange={(e) => form.setField('isWrite', e.currentTarget.checked ? 1 : 0)} />
          </Group>
          <Textarea label={t('iface.sql')} description={t('iface.sqlHint')} withAsterisk autosize minRows={6} maxRows={16} value={v.query ?? ''}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} spellCheck={false}
            onChange={(e) => form.setField('query', e.currentTarget.value)} error={form.errors.query} data-testid="iface-sql" />
        </>
      )}
      {type === 'static' && (
        <Textarea label={t('iface.staticData')} withAsterisk autosize minRows={6} maxRows={16} value={v.query ?? ''} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onChange={(e) => form.setField('query', e.currentTarget.value)} error={form.errors.query} data-testid="iface-static" />
      )}
      {type === 'http' && (
        <>
          <Group grow align="flex-start">
            <Select label={t('iface.method')} allowDeselect={false} value={v.method ?? 'GET'} onChange={(x) => form.setField('method', (x ?? 'GET') as InterfaceBody['method'])} data={[...HTTP_METHODS]} />
            <TextInput label={t('iface.url')} withAsterisk value={v.query ?? ''} onChange={(e) => form.setField('query', e.currentTarget.value)} error={form.errors.query} data-testid="iface-url" />
          </Group>
          <EditableRows<Header> title={t('iface.headers')} testId="iface-headers" rows={(v.headers ?? []) as Header[]} onChange={(rows) => form.setField('headers', rows)} blank={() => ({ field: '', value: '' })}
            addLabel={t('iface.addHeader')} removeLabel={(r) => t('iface.removeHeader', { name: r.field })}
            columns={[
              { label: t('iface.headerName'), cell: (r, i, set) => <TextInput size="xs" aria-label={`${t('iface.headerName')} ${i + 1}`} value={r.field} onChange={(e) => set({ ...r, field: e.currentTarget.value })} /> },
              { label: t('iface.headerValue'), cell: (r, i, set) => <TextInput size="xs" aria-label={`${t('iface.headerValue')} ${i + 1}`} value={r.value} onChange={(e) => set({ ...r, value: e.currentTarget.value })} /> },
            ]} />
        </>
      )}
      <EditableRows<InterfaceParam> title={t('iface.params')} testId="iface-params" rows={params} onChange={(rows) => form.setField('params', rows)}
        blank={() => ({ field: '', dataType: 'string', required: 0, defaultValue: '', fieldName: '' })} addLabel={t('iface.addParam')} removeLabel={(r) => t('iface.removeParam', { name: r.field })}
        columns={[
          { label: t('iface.param'), cell: (r, i, set) => <TextInput size="xs" aria-label={`${t('iface.param')} ${i + 1}`} value={r.field} onChange={(e) => set({ ...r, field: e.currentTarget.value })} /> },
          { label: t('iface.paramType'), cell: (r, i, set) => <Select size="xs" aria-label={`${t('iface.paramType')} ${i + 1}`} allowDeselect={false} value={r.dataType} onChange={(x) => set({ ...r, dataType: (x ?? 'string') as InterfaceParam['dataType'] })} data={PARAM_TYPES.map((p) => ({ value: p, label: t(`iface.paramTypes.${p}`) }))} /> },
          { label: t('iface.required'), cell: (r, i, set) => <Checkbox aria-label={`${t('iface.required')} ${i + 1}`} checked={r.required === 1} onChange={(e) => set({ ...r, required: e.currentTarget.checked ? 1 : 0 })} /> },
          { label: t('iface.defaultValue'), cell: (r, i, set) => <TextInput size="xs" aria-label={`${t('iface.defaultValue')} ${i + 1}`} value={r.defaultValue ?? ''} onChange={(e) => set({ ...r, defaultValue: e.currentTarget.value })} /> },
          { label: t('iface.paramName'), cell: (r, i, set) => <TextInput size="xs" aria-label={`${t('iface.paramName')} ${i + 1}`} value={r.fieldName} onChange={(e) => set({ ...r, fieldName: e.currentTarget.value })} /> },
        ]} />
      <EditableRows<FieldMapping> title={t('iface.mapping')} testId="iface-mapping" rows={(v.fieldMapping ?? []) as FieldMapping[]} onChange={(rows) => form.setField('fieldMapping', rows)}
        blank={() => ({ field: '', alias: '' })} addLabel={t('iface.addMapping')} removeLabel={(r) => t('iface.removeMapping', { name: r.field })}
        columns={[
          { label: t('iface.mapFrom'), cell: (r, i, set) => <TextInput size="xs" aria-label={`${t('iface.mapFrom')} ${i + 1}`} value={r.field} onChange={(e) => set({ ...r, field: e.currentTarget.value })} /> },
          { label: t('iface.mapTo'), cell: (r, i, set) => <TextInput size="xs" aria-label={`${t('iface.mapTo')} ${i + 1}`} value={r.alias} onChange={(e) => set({ ...r, alias: e.currentTarget.value })} /> },
        ]} />
      <Group grow align="flex-start">
        <NumberInput label={t('sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} />
        <Switch mt="lg" label={t('enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      </Group>
      <Textarea label={t('description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} />
    </FormDialog>
  );
}
