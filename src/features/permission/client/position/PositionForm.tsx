import { NumberInput, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { positionBody, type PositionBody } from '@/features/permission/contract';
import { notify } from '@/lib/notify';
import { usePermT } from '../i18n';
import { positionApi } from '../shared/organize-api';
import { OrgPicker } from '../shared/OrgPathPicker';

const blank = (organizeId = ''): PositionBody => ({ fullName: '', enCode: '', organizeId, type: '', sortCode: 0, enabledMark: 1, description: '' });

/** Create or edit a position of an organisation. */
export function PositionForm({ target, onClose, onSaved }: { target: { id?: string; organizeId?: string } | null; onClose(): void; onSaved(): void }) {
  const t = usePermT();
  const form = useZodForm(positionBody, blank());
  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    if (!target.id) return reset(blank(target.organizeId));
    let live = true;
    positionApi.info(target.id).then((p) => live && reset({
      fullName: p.fullName, enCode: p.enCode, organizeId: p.organizeId, type: p.type ?? '', sortCode: p.sortCode, enabledMark: p.enabledMark === 1 ? 1 : 0, description: p.description ?? '',
    }), () => onClose());
    return () => {
      live = false;
    };
  }, [target, reset, onClose]);
  const v = form.values;
  const submit = async (values: PositionBody) => {
    notify('success', target?.id ? await positionApi.update(target.id, values) : await positionApi.create(values));
    onSaved();
  };
  return (
    <FormDialog<typeof positionBody> opened={target !== null} title={t(target?.id ? 'position.edit' : 'position.add')} form={form} onClose={onClose} onSubmit={submit}>
      <OrgPicker label={t('position.organize')} required value={v.organizeId || null} onChange={(id) => form.setField('organizeId', id ?? '')} error={form.errors.organizeId} testId="position-organize" />
      <TextInput label={t('position.fullName')} withAsterisk value={v.fullName} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} data-testid="position-fullName" />
      <TextInput label={t('position.enCode')} withAsterisk value={v.enCode} onChange={(e) => form.setField('enCode', e.currentTarget.value)} error={form.errors.enCode} data-testid="position-enCode" />
      <TextInput label={t('position.type')} value={v.type ?? ''} onChange={(e) => form.setField('type', e.currentTarget.value)} error={form.errors.type} />
      <NumberInput label={t('common.sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
      <Switch label={t('common.enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      <Textarea label={t('common.description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
    </FormDialog>
  );
}
