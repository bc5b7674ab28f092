import { NumberInput, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { groupBody, type GroupBody } from '@/features/permission/contract';
import { notify } from '@/lib/notify';
import { usePermT } from '../i18n';
import { groupApi } from '../shared/organize-api';

const blank = (): GroupBody => ({ fullName: '', enCode: '', type: '', sortCode: 0, enabledMark: 1, description: '' });

/** Create or edit a user group. */
export function GroupForm({ target, onClose, onSaved }: { target: { id?: string } | null; onClose(): void; onSaved(): void }) {
  const t = usePermT();
  const form = useZodForm(groupBody, blank());
  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    if (!target.id) return reset(blank());
    let live = true;
    groupApi.info(target.id).then((g) => live && reset({
      fullName: g.fullName, enCode: g.enCode, type: g.type ?? '', sortCode: g.sortCode, enabledMark: g.enabledMark === 1 ? 1 : 0, description: g.description ?? '',
    }), () => onClose());
    return () => {
      live = false;
    };
  }, [target, reset, onClose]);
  const v = form.values;
  const submit = async (values: GroupBody) => {
    notify('success', target?.id ? await groupApi.update(target.id, values) : await groupApi.create(values));
    onSaved();
  };
  return (
    <FormDialog<typeof groupBody> opened={target !== null} title={t(target?.id ? 'group.edit' : 'group.add')} form={form} onClose={onClose} onSubmit={submit}>
      <TextInput label={t('group.fullName')} withAsterisk value={v.fullName} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} data-testid="group-fullName" />
      <TextInput label={t('group.enCode')} withAsterisk value={v.enCode} onChange={(e) => form.setField('enCode', e.currentTarget.value)} error={form.errors.enCode} data-testid="group-enCode" />
      <TextInput label={t('group.type')} value={v.type ?? ''} onChange={(e) => form.setField('type', e.currentTarget.value)} error={form.errors.type} />
      <NumberInput label={t('common.sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
      <Switch label={t('common.enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      <Textarea label={t('common.description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
    </FormDialog>
  );
}
