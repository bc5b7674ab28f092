import { NumberInput, SegmentedControl, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { ORG_ROOT, orgBody, type OrgBody, type OrgCategory } from '@/features/permission/contract';
import { usePermT } from '../i18n';
import { organizeApi } from '../shared/organize-api';
import { OrgPicker } from '../shared/OrgPathPicker';
import { UnitPicker } from '@/components/pickers';
import { notify } from '@/lib/notify';

export type OrgFormTarget =
  | { mode: 'create'; category: OrgCategory; parentId?: string }
  | { mode: 'edit'; id: string }
  | { mode: 'move'; id: string };

const blank = (category: OrgCategory, parentId?: string): OrgBody => ({ parentId: parentId ?? (category === 'company' ? ORG_ROOT : ''), category, fullName: '', enCode: '', sortCode: 0, enabledMark: 1, description: '' });

/** Create/edit a company or department; 'move' shows only the parent (the whole subtree moves along). */
export function OrgForm({ target, onClose, onSaved }: { target: OrgFormTarget | null; onClose(): void; onSaved(): void }) {
  const t = usePermT();
  const form = useZodForm(orgBody, blank('company'));
  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    if (target.mode === 'create') return reset(blank(target.category, target.parentId));
    let live = true;
    organizeApi.info(target.id).then((info) => live && reset({
      parentId: info.parentId, category: info.category, fullName: info.fullName, enCode: info.enCode, managerId: info.managerId,
      sortCode: info.sortCode, enabledMark: info.enabledMark === 1 ? 1 : 0, description: info.description ?? '',
    }), () => onClose());
    return () => {
      live = false;
    };
  }, [target, reset, onClose]);

  const v = form.values;
  const isCompany = v.category === 'company';
  const title = !target ? '' : target.mode === 'move' ? t('org.move') : target.mode === 'edit' ? t(isCompany ? 'org.editCompany' : 'org.editDepartment') : t(isCompany ? 'org.addCompany' : 'org.addDepartment');
  const submit = async (values: OrgBody) => {
    if (!target) return;
    const msg = target.mode === 'create' ? await organizeApi.create(values) : await organizeApi.update(target.id, values);
    notify('success', msg);
    onSaved();
  };
  // A company sits under a company or the top (选择单位 with 顶级节点); a department under either kind (选择组织).
  // Moving under its own subtree is refused by the server with its reason.
  const parent = isCompany ? (
    <UnitPicker label={t('org.parent')} required rootSelectable value={v.parentId || null} onChange={(id) => form.setField('parentId', id ?? '')} error={form.errors.parentId} data-testid="org-parent" />
  ) : (
    <OrgPicker label={t('org.parent')} required value={v.parentId && v.parentId !== ORG_ROOT ? v.parentId : null} onChange={(id) => form.setField('parentId', id ?? '')} error={form.errors.parentId} testId="org-parent" />
  );
  return (
    <FormDialog<typeof orgBody> opened={target !== null} title={title} form={form} onClose={onClose} onSubmit={submit}>
      {target?.mode === 'move' ? (
        <Stack gap="xs">
          <Text size="sm">{t('org.moveHint', { name: v.fullName })}</Text>
          {parent}
        </Stack>
      ) : (
        <>
          {target?.mode === 'edit' && (
            <SegmentedControl value={v.category} onChange={(c) => form.setField('category', c as OrgCategory)} data={[{ value: 'company', label: t('org.company') }, { value: 'department', label: t('org.department') }]} />
          )}
          {parent}
          <TextInput label={t(isCompany ? 'org.companyName' : 'org.departmentName')} withAsterisk value={v.fullName} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} data-testid="org-fullName" />
          <TextInput label={t('common.enCode')} withAsterisk value={v.enCode} onChange={(e) => form.setField('enCode', e.currentTarget.value)} error={form.errors.enCode} data-testid="org-enCode" />
          <NumberInput label={t('common.sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
          <Switch label={t('common.enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
          <Textarea label={t('common.description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
        </>
      )}
    </FormDialog>
  );
}
