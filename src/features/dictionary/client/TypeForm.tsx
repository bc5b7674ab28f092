import { NumberInput, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { DICT_ROOT, dictTypeBody, type DictTypeBody, type DictTypeNode } from '@/features/dictionary/contract';
import { notify } from '@/lib/notify';
import { dictionaryApi } from './dictionary-api';
import { useDictT } from './i18n';

export type TypeFormTarget = { mode: 'create' } | { mode: 'edit'; id: string };

const blank = (): DictTypeBody => ({ parentId: DICT_ROOT, fullName: '', enCode: '', isTree: 0, sortCode: 0, enabledMark: 1, description: '' });
const flat = (nodes: DictTypeNode[], depth = 0): { value: string; label: string }[] =>
  nodes.flatMap((n) => [{ value: n.id, label: `${'　'.repeat(depth)}${n.fullName}` }, ...flat(n.children ?? [], depth + 1)]);

/** 字典分类 create/edit, validated with the contract before the server sees it. */
export function TypeForm({ target, types, onClose, onSaved }: { target: TypeFormTarget | null; types: DictTypeNode[]; onClose(): void; onSaved(): void }) {
  const t = useDictT();
  const form = useZodForm(dictTypeBody, blank());
  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    if (target.mode === 'create') return reset(blank());
    let live = true;
    dictionaryApi.typeInfo(target.id).then((i) => live && reset({
      parentId: i.parentId, fullName: i.fullName, enCode: i.enCode, isTree: i.isTree === 1 ? 1 : 0, sortCode: i.sortCode,
      enabledMark: i.enabledMark === 1 ? 1 : 0, description: i.description ?? '',
    }), () => onClose());
    return () => {
      live = false;
    };
  }, [target, reset, onClose]);

  const v = form.values;
  const self = target?.mode === 'edit' ? target.id : null;
  const parents = [{ value: DICT_ROOT, label: t('root') }, ...flat(types).filter((o) => o.value !== self)];
  const submit = async (values: DictTypeBody) => {
    if (!target) return;
    notify('success', target.mode === 'create' ? await dictionaryApi.createType(values) : await dictionaryApi.updateType(target.id, values));
    onSaved();
  };
  return (
    <FormDialog<typeof dictTypeBody> opened={target !== null} title={target?.mode === 'edit' ? t('editTypeTitle') : t('addTypeTitle')} form={form} onClose={onClose} onSubmit={submit}>
      <Select label={t('parent')} data={parents} value={v.parentId ?? DICT_ROOT} onChange={(p) => form.setField('parentId', p ?? DICT_ROOT)} allowDeselect={false} />
      <TextInput label={t('fullName')} withAsterisk value={v.fullName} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} data-testid="dict-type-fullName" />
      <TextInput label={t('enCode')} withAsterisk value={v.enCode} onChange={(e) => form.setField('enCode', e.currentTarget.value)} error={form.errors.enCode} data-testid="dict-type-enCode" />
      <Switch label={t('isTree')} checked={v.isTree === 1} onChange={(e) => form.setField('isTree', e.currentTarget.checked ? 1 : 0)} />
      <NumberInput label={t('sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
      <Switch label={t('enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      <Textarea label={t('description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
    </FormDialog>
  );
}
