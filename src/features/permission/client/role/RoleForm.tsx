import { NumberInput, SegmentedControl, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { roleBody, type RoleBody } from '@/features/permission/contract';
import { notify } from '@/lib/notify';
import { usePermT } from '../i18n';
import { roleApi } from '../shared/organize-api';
import { OrgMultiPicker } from '../shared/OrgPathPicker';

const blank = (): z.input<typeof roleBody> => ({ fullName: '', enCode: '', globalMark: 1, organizeIds: [], sortCode: 0, enabledMark: 1, description: '' });

/** Create or edit a role: global, or belonging to one or more organisations. */
export function RoleForm({ target, onClose, onSaved }: { target: { id?: string } | null; onClose(): void; onSaved(): void }) {
  const t = usePermT();
  const form = useZodForm(roleBody, blank());
  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    if (!target.id) return reset(blank());
    let live = true;
    roleApi.info(target.id).then((r) => live && reset({
      fullName: r.fullName, enCode: r.enCode, globalMark: r.globalMark === 1 ? 1 : 0, organizeIds: r.organizeIds, sortCode: r.sortCode,
      enabledMark: r.enabledMark === 1 ? 1 : 0, description: r.description ?? '',
    }), () => onClose());
    return () => {
      live = false;
    };
  }, [target, reset, onClose]);
  const v = form.values;
  const submit = async (values: RoleBody) => {
    const body = values.globalMark === 1 ? { ...values, organizeIds: [] } : values;
    notify('success', target?.id ? await roleApi.update(target.id, body) : await roleApi.create(body));
    onSaved();
  };
  return (
    <FormDialog<typeof roleBody> opened={target !== null} title={t(target?.id ? 'role.edit' : 'role.add')} form={form} onClose={onClose} onSubmit={submit}>
      <SegmentedControl
        value={String(v.globalMark ?? 1)} onChange={(g) => form.setField('globalMark', g === '1' ? 1 : 0)} data-testid="role-scope"
        data={[{ value: '1', label: t('role.global') }, { value: '0', label: t('role.organize') }]}
      />
      {v.globalMark === 0 && (
        <OrgMultiPicker label={t('role.organizes')} required value={v.organizeIds ?? []} onChange={(ids) => form.setField('organizeIds', ids)} error={form.errors.organizeIds} testId="role-organizes" />
      )}
      <TextInput label={t('role.fullName')} withAsterisk value={v.fullName} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} data-testid="role-fullName" />
      <TextInput label={t('role.enCode')} withAsterisk value={v.enCode} onChange={(e) => form.setField('enCode', e.currentTarget.value)} error={form.errors.enCode} data-testid="role-enCode" />
      <NumberInput label={t('common.sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
      <Switch label={t('common.enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      <Textarea label={t('common.description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
    </FormDialog>
  );
}
