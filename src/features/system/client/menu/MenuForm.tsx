import { Alert, Group, NumberInput, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { IconPicker } from '@/components/icons/IconPicker';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { MENU_DIRECTORY, MENU_MODEL_TYPES, MENU_ROOT, MENU_TYPES, menuBody, type MenuAdminNode, type MenuBody, type MenuBodyInput } from '@/features/system/contract';
import { notify } from '@/lib/notify';
import { menuApi } from './menu-api';
import { directoryOptions, sameAddress } from './menu-tree-model';
import { useMenuT } from './i18n';

/** A new menu under `parentId`, or one edited in place. */
export type MenuFormTarget = { mode: 'create'; parentId: string } | { mode: 'edit'; node: MenuAdminNode };

const blank = (parentId: string): MenuBodyInput => ({
  parentId, type: MENU_DIRECTORY, enCode: '', fullName: '', fullNameZhtw: '', fullNameEn: '', icon: null, urlAddress: '', linkTarget: null,
  keepAlive: 1, propertyJson: null, sortCode: 0, enabledMark: 1, hidden: 0, description: '',
});
const fromNode = (n: MenuAdminNode): MenuBodyInput => ({
  parentId: n.parentId, type: n.type, enCode: n.enCode, fullName: n.fullName, fullNameZhtw: n.fullNameZhtw ?? '', fullNameEn: n.fullNameEn ?? '', icon: n.icon,
  urlAddress: n.urlAddress ?? '', linkTarget: n.linkTarget, keepAlive: n.keepAlive === 1 ? 1 : 0, propertyJson: n.propertyJson, sortCode: n.sortCode,
  enabledMark: n.enabledMark === 1 ? 1 : 0, hidden: n.hidden === 1 ? 1 : 0, description: n.description ?? '',
});
const property = (json: unknown): { moduleId?: string; isTree?: 0 | 1 } => {
  if (json && typeof json === 'object') return json as { moduleId?: string; isTree?: 0 | 1 };
  try {
    return typeof json === 'string' && json ? (JSON.parse(json) as { moduleId?: string; isTree?: 0 | 1 }) : {};
  } catch {
    return {};
  }
};

/** Every field of SPEC §3's menu entry; a built-in menu keeps its code and type. */
export function MenuForm({ target, tree, onClose, onSaved }: { target: MenuFormTarget | null; tree: MenuAdminNode[]; onClose(): void; onSaved(): void }) {
  const t = useMenuT();
  const form = useZodForm(menuBody, blank(MENU_ROOT));
  const { reset } = form;
  useEffect(() => {
    if (target) reset(target.mode === 'create' ? blank(target.parentId) : fromNode(target.node));
  }, [target, reset]);
  const v = form.values;
  const editing = target?.mode === 'edit' ? target.node : undefined;
  const type = Number(v.type);
  const parents = useMemo(() => [{ value: MENU_ROOT, label: t('form.root') }, ...directoryOptions(tree, editing?.id)], [tree, editing, t]);
  const shared = type === MENU_DIRECTORY || type === 7 ? [] : sameAddress(tree, v.urlAddress as string, editing?.id);
  const prop = property(v.propertyJson);
  const setProp = (patch: Partial<typeof prop>) => form.setField('propertyJson', { ...prop, ...patch });

  const submit = async (values: MenuBody) => {
    const msg = editing ? await menuApi.update(editing.id, values) : await menuApi.create(values);
    notify('success', msg);
    onSaved();
  };
  return (
    <FormDialog<typeof menuBody> opened={target !== null} title={editing ? t('form.editTitle') : t('form.addTitle')} form={form} onClose={onClose} onSubmit={submit} width={720}>
      <Group grow align="flex-start">
        <Select label={t('form.parent')} data={parents} value={v.parentId} allowDeselect={false} searchable onChange={(p) => p && form.setField('parentId', p)} error={form.errors.parentId} data-testid="menu-parent" />
        <Select label={t('form.type')} withAsterisk disabled={editing?.builtIn} allowDeselect={false} value={String(type)} onChange={(x) => x && form.setField('type', Number(x))}
          data={MENU_TYPES.map((n) => ({ value: String(n), label: t(`types.${n}`) }))} error={form.errors.type} data-testid="menu-type" />
      </Group>
      <Group grow align="flex-start">
        <TextInput label={t('form.fullName')} withAsterisk value={v.fullName} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} data-testid="menu-fullName" />
        <TextInput label={t('form.enCode')} withAsterisk disabled={editing?.builtIn} value={v.enCode} onChange={(e) => form.setField('enCode', e.currentTarget.value)} error={form.errors.enCode} data-testid="menu-enCode" />
      </Group>
      <Group grow align="flex-start">
        <TextInput label={t('form.fullNameZhtw')} value={(v.fullNameZhtw as string) ?? ''} onChange={(e) => form.setField('fullNameZhtw', e.currentTarget.value)} error={form.errors.fullNameZhtw} />
        <TextInput label={t('form.fullNameEn')} value={(v.fullNameEn as string) ?? ''} onChange={(e) => form.setField('fullNameEn', e.currentTarget.value)} error={form.errors.fullNameEn} />
      </Group>
      <IconPicker label={t('form.icon')} value={v.icon as string | null} onChange={(icon) => form.setField('icon', icon)} error={form.errors.icon} testId="menu-icon" />
      {type !== MENU_DIRECTORY && (
        <TextInput label={type === 7 ? t('form.link') : t('form.urlAddress')} withAsterisk description={type === 7 ? t('form.linkHint') : t('form.urlHint')}
          value={(v.urlAddress as string) ?? ''} onChange={(e) => form.setField('urlAddress', e.currentTarget.value)} error={form.errors.urlAddress} data-testid="menu-urlAddress" />
      )}
      {shared.length > 0 && <Alert color="yellow" variant="light" data-testid="menu-shared-address">{t('form.sharedAddress', { names: shared.map((n) => n.fullName).join('、') })}</Alert>}
      {type === 7 && (
        <Select label={t('form.linkTarget')} value={(v.linkTarget as string) ?? '_blank'} allowDeselect={false} onChange={(x) => form.setField('linkTarget', x)}
          data={[{ value: '_self', label: t('form.targetSelf') }, { value: '_blank', label: t('form.targetBlank') }]} />
      )}
      {(MENU_MODEL_TYPES as readonly number[]).includes(type) && (
        <Group grow align="flex-end">
          <TextInput label={t('form.moduleId')} value={prop.moduleId ?? ''} onChange={(e) => setProp({ moduleId: e.currentTarget.value || undefined })} error={form.errors.propertyJson} />
          <Switch label={t('form.isTree')} checked={prop.isTree === 1} onChange={(e) => setProp({ isTree: e.currentTarget.checked ? 1 : 0 })} />
        </Group>
      )}
      <Group grow align="flex-end">
        <NumberInput label={t('form.sortCode')} min={0} value={v.sortCode as number} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
        {type !== MENU_DIRECTORY && <Switch label={t('form.keepAlive')} checked={v.keepAlive === 1} onChange={(e) => form.setField('keepAlive', e.currentTarget.checked ? 1 : 0)} />}
        <Switch label={t('form.enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
        <Switch label={t('form.hidden')} checked={v.hidden === 1} onChange={(e) => form.setField('hidden', e.currentTarget.checked ? 1 : 0)} />
      </Group>
      <Textarea label={t('form.description')} value={(v.description as string) ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
    </FormDialog>
  );
}
