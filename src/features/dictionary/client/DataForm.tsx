import { ColorInput, NumberInput, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { newId } from '@/contract/ids';
import { DICT_ROOT, dictDataBody, type DictDataBody } from '@/features/dictionary/contract';
import { notify } from '@/lib/notify';
import { colourOf, type DataRow } from './data-rows';
import { useDictT } from './i18n';
import { createDictionaryData, updateDictionaryData } from './mutations';

export type DataFormTarget = { mode: 'create'; typeId: string; parentId?: string } | { mode: 'edit'; row: DataRow };

const blank = (typeId: string, parentId = DICT_ROOT): DictDataBody =>
  ({ dictionaryTypeId: typeId, parentId, fullName: '', enCode: '', sortCode: 0, enabledMark: 1, description: '', styleJson: null });

interface Props {
  target: DataFormTarget | null;
  /** Rows of the type, for the parent select of a tree dictionary; empty for a flat one. */
  parents: DataRow[] | null;
  onClose(): void;
}

/** 字典数据 create/edit: saved on this device first (sync mutation), the server told when online. */
export function DataForm({ target, parents, onClose }: Props) {
  const t = useDictT();
  const form = useZodForm(dictDataBody, blank(''));
  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    if (target.mode === 'create') return reset(blank(target.typeId, target.parentId));
    const r = target.row;
    reset({
      dictionaryTypeId: r.dictionaryTypeId, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode, sortCode: r.sortCode,
      enabledMark: r.enabledMark === 1 ? 1 : 0, description: r.description ?? '', styleJson: r.styleJson,
    });
  }, [target, reset]);

  const v = form.values;
  const self = target?.mode === 'edit' ? target.row.id : null;
  const parentOptions = [{ value: DICT_ROOT, label: t('root') }, ...(parents ?? []).filter((r) => r.id !== self).map((r) => ({ value: r.id, label: `${'　'.repeat(r.depth)}${r.fullName}` }))];
  const submit = async (values: DictDataBody) => {
    if (!target) return;
    if (target.mode === 'create') await createDictionaryData.mutate({ ...values, id: newId() });
    else {
      const { dictionaryTypeId: _type, ...rest } = values;
      await updateDictionaryData.mutate({ ...rest, id: target.row.id }, { baseVersion: target.row._version ?? null });
    }
    notify('success', t('queued'));
    onClose();
  };
  return (
    <FormDialog<typeof dictDataBody> opened={target !== null} title={target?.mode === 'edit' ? t('editTitle') : t('addTitle')} form={form} onClose={onClose} onSubmit={submit}>
      {parents && <Select label={t('parent')} data={parentOptions} value={v.parentId ?? DICT_ROOT} onChange={(p) => form.setField('parentId', p ?? DICT_ROOT)} allowDeselect={false} />}
      <TextInput label={t('fullName')} withAsterisk value={v.fullName} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} data-testid="dict-data-fullName" />
      <TextInput label={t('enCode')} withAsterisk value={v.enCode} onChange={(e) => form.setField('enCode', e.currentTarget.value)} error={form.errors.enCode} data-testid="dict-data-enCode" />
      <NumberInput label={t('sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
      <ColorInput label={t('style')} value={colourOf(v.styleJson ?? null) ?? ''} onChange={(c) => form.setField('styleJson', c ? JSON.stringify({ color: c }) : null)} error={form.errors.styleJson} />
      <Switch label={t('enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      <Textarea label={t('description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
    </FormDialog>
  );
}
