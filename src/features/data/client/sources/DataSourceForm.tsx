import { Button, Group, NumberInput, PasswordInput, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { DATA_SOURCE_KINDS, DATA_SOURCE_TYPES, dataSourceBody, type DataSourceBody, type DataSourceRow } from '@/features/data/contract';
import { notify } from '@/lib/notify';
import { sourceApi } from '../data-api';
import { useDataT } from '../i18n';

export type SourceTarget = { mode: 'create' } | { mode: 'edit'; row: DataSourceRow };

const blank = (): DataSourceBody => ({ fullName: '', enCode: '', dbType: 'postgres', host: '', port: 5432, dbName: '', dbSchema: '', userName: '', password: '', readOnly: 1, sortCode: 0, enabledMark: 1, description: '' });
const fromRow = (r: DataSourceRow): DataSourceBody => ({
  fullName: r.fullName, enCode: r.enCode, dbType: r.dbType as DataSourceBody['dbType'], host: r.host, port: r.port, dbName: r.dbName, dbSchema: r.dbSchema, userName: r.userName,
  password: '', readOnly: r.readOnly === 1 ? 1 : 0, sortCode: r.sortCode, enabledMark: r.enabledMark === 1 ? 1 : 0, description: r.description ?? '',
});

/** 数据连接 create/edit: the password field is write-only (empty on edit keeps the stored one). */
export function DataSourceForm({ target, onClose, onSaved }: { target: SourceTarget | null; onClose(): void; onSaved(): void }) {
  const t = useDataT();
  const form = useZodForm(dataSourceBody, blank());
  const { reset } = form;
  useEffect(() => {
    if (target) reset(target.mode === 'create' ? blank() : fromRow(target.row));
  }, [target, reset]);
  const v = form.values;
  const editing = target?.mode === 'edit' ? target.row : null;
  const kind = DATA_SOURCE_KINDS[v.dbType as DataSourceBody['dbType']] ?? DATA_SOURCE_KINDS.postgres;
  /** Another kind brings its default port, unless the port was changed from this kind's default. */
  const changeType = (dbType: DataSourceBody['dbType']) => {
    const port = v.port as number | null | undefined;
    form.setField('dbType', dbType);
    if (!port || port === kind.defaultPort) form.setField('port', DATA_SOURCE_KINDS[dbType].defaultPort);
  };
  const submit = async (values: DataSourceBody) => {
    notify('success', editing ? await sourceApi.update(editing.id, values) : await sourceApi.create(values));
    onSaved();
  };
  const test = async () => {
    const r = await sourceApi.test({ ...(v as DataSourceBody), id: editing?.id });
    notify(r.ok ? 'success' : 'error', r.ok ? t('source.testOk', { duration: r.duration }) : r.message);
  };
  const text = (key: 'fullName' | 'enCode' | 'host' | 'dbName' | 'dbSchema' | 'userName', label: string, extra: { required?: boolean; description?: string } = {}) => (
    <TextInput label={label} withAsterisk={extra.required} description={extra.description} value={(v[key] as string | undefined) ?? ''}
      onChange={(e) => form.setField(key, e.currentTarget.value)} error={form.errors[key]} data-testid={`source-${key}`} />
  );
  return (
    <FormDialog<typeof dataSourceBody> opened={target !== null} width={720} title={editing ? t('source.editTitle') : t('source.addTitle')} form={form} onClose={onClose} onSubmit={submit}>
      <Group grow align="flex-start">{text('fullName', t('source.fullName'), { required: true })}{text('enCode', t('enCode'), { required: true })}</Group>
      <Select label={t('source.dbType')} allowDeselect={false} value={v.dbType} onChange={(x) => changeType((x ?? 'postgres') as DataSourceBody['dbType'])}
        description={v.dbType === 'mysql' ? t('source.mysqlHint') : undefined}
        data={DATA_SOURCE_TYPES.map((d) => ({ value: d, label: t(`source.types.${d}`) }))} data-testid="source-dbType" />
      {kind.server ? (
        <>
          <Group grow align="flex-start">
            {text('host', t('source.host'), { required: true })}
            <NumberInput label={t('source.port')} min={1} max={65535} placeholder={String(kind.defaultPort ?? '')} value={(v.port as number | null | undefined) ?? ''} onChange={(n) => form.setField('port', typeof n === 'number' ? n : null)} error={form.errors.port} />
          </Group>
          <Group grow align="flex-start">{text('dbName', t('source.dbName'), { required: true })}{kind.schema && text('dbSchema', t('source.dbSchema'))}</Group>
          <Group grow align="flex-start">
            {text('userName', t('source.userName'))}
            <PasswordInput label={t('source.password')} autoComplete="new-password" description={editing ? (editing.hasPassword ? t('source.passwordKeep') : t('source.passwordNone')) : undefined}
              value={(v.password as string | undefined) ?? ''} onChange={(e) => form.setField('password', e.currentTarget.value)} error={form.errors.password} data-testid="source-password" />
          </Group>
        </>
      ) : text('dbName', t('source.dbFile'), { required: true, description: t('source.dbFileHint') })}
      <Switch label={t('source.readOnly')} description={t('source.readOnlyHint')} checked={v.readOnly === 1} onChange={(e) => form.setField('readOnly', e.currentTarget.checked ? 1 : 0)} />
      <Switch label={t('enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      <Textarea label={t('description')} value={(v.description as string | null | undefined) ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} />
      <Group><Button variant="default" onClick={() => void test().catch(() => undefined)} data-testid="source-test">{t('source.test')}</Button></Group>
    </FormDialog>
  );
}
