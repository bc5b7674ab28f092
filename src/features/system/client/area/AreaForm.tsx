import { NumberInput, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { AREA_ROOT, areaBody, type AreaBody } from '@/features/system/contract';
import { notify } from '@/lib/notify';
import { areaApi } from './area-api';
import { useAreaT } from './i18n';

/** A new area below `parentId` (AREA_ROOT: a province), or an existing one edited in place. */
export type AreaFormTarget =
  | { mode: 'create'; parentId: string; parentName?: string }
  | { mode: 'edit'; id: string; parentName?: string };

const blank = (parentId: string): AreaBody => ({ parentId, fullName: '', enCode: '', sortCode: 0, enabledMark: 1, description: '' });

/** Create/edit dialog, validated with the contract's areaBody before the server sees it. */
export function AreaForm({ target, onClose, onSaved }: { target: AreaFormTarget | null; onClose(): void; onSaved(parentId: string): void }) {
  const t = useAreaT();
  const form = useZodForm(areaBody, blank(AREA_ROOT));
  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    if (target.mode === 'create') return reset(blank(target.parentId));
    let live = true;
    areaApi.info(target.id).then((info) => live && reset({
      parentId: info.parentId, fullName: info.fullName, enCode: info.enCode, sortCode: info.sortCode,
      enabledMark: info.enabledMark === 1 ? 1 : 0, description: info.description ?? '',
    }), () => onClose());
    return () => {
      live = false;
    };
  }, [target, reset, onClose]);

  const v = form.values;
  const title = !target ? '' : target.mode === 'edit' ? t('editTitle') : target.parentName ? t('addChildTitle', { name: target.parentName }) : t('addTitle');
  const submit = async (values: AreaBody) => {
    if (!target) return;
    const msg = target.mode === 'create' ? await areaApi.create(values) : await areaApi.update(target.id, values);
    notify('success', msg);
    onSaved(values.parentId);
  };
  return (
    <FormDialog<typeof areaBody> opened={target !== null} title={title} form={form} onClose={onClose} onSubmit={submit}>
      <TextInput label={t('parent')} readOnly variant="filled" value={target?.parentName ?? t('root')} data-testid="area-parent" />
      <TextInput label={t('fullName')} withAsterisk value={v.fullName} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} data-testid="area-fullName" />
      <TextInput label={t('enCode')} withAsterisk value={v.enCode} onChange={(e) => form.setField('enCode', e.currentTarget.value)} error={form.errors.enCode} data-testid="area-enCode" />
      <NumberInput label={t('sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
      <Switch label={t('enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      <Textarea label={t('description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
    </FormDialog>
  );
}
