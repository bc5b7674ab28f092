import { NumberInput, Select, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { PositionPicker, RolePicker, UserPicker } from '@/components/pickers';
import { userBody, type UserBody } from '@/features/permission/contract';
import { notify } from '@/lib/notify';
import { usePermT } from '../i18n';
import { OrgMultiPicker, OrgPicker } from '../shared/OrgPathPicker';
import { userApi } from './user-api';

type Input = z.input<typeof userBody>;
const blank = (organizeId?: string): Input => ({
  account: '', realName: '', mobilePhone: '', email: '', idCard: '', gender: null, organizeIds: organizeId ? [organizeId] : [], positionIds: [], roleIds: [],
  majorOrganizeId: null, majorPositionId: null, managerId: null, description: '', sortCode: 0, enabledMark: 1,
});
const split = (text: string) => text.split(',').filter(Boolean);
const ids = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);

/** Create or edit a user: the §5 rules, several organisations, positions of those organisations, roles. */
export function UserForm({ target, onClose, onSaved }: { target: { id?: string; organizeId?: string } | null; onClose(): void; onSaved(): void }) {
  const t = usePermT();
  const form = useZodForm(userBody, blank());
  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    if (!target.id) return reset(blank(target.organizeId));
    let live = true;
    userApi.info(target.id).then((u) => live && reset({
      account: u.account, realName: u.realName, mobilePhone: u.mobilePhone, email: u.email, idCard: u.idCard, gender: u.gender,
      organizeIds: split(u.organizeIds), positionIds: split(u.positionIds), roleIds: split(u.roleIds), majorOrganizeId: u.majorOrganizeId || null,
      majorPositionId: u.majorPositionId || null, managerId: u.managerId || null, description: u.description, sortCode: u.sortCode, enabledMark: u.enabledMark === 1 ? 1 : 0,
    }), () => onClose());
    return () => {
      live = false;
    };
  }, [target, reset, onClose]);

  const v = form.values;
  const orgIds = ids(v.organizeIds);
  const positionIds = ids(v.positionIds);
  // The main organisation is one of the user's organisations and the main position one of their
  // positions: choosing a main one adds it, removing one from the list clears it as the main one.
  const setOrganizes = (next: string[]) => {
    form.setField('organizeIds', next);
    if (v.majorOrganizeId && !next.includes(v.majorOrganizeId)) form.setField('majorOrganizeId', null);
  };
  const setMajorOrganize = (id: string | null) => {
    form.setField('majorOrganizeId', id);
    if (id && !orgIds.includes(id)) form.setField('organizeIds', [...orgIds, id]);
  };
  const setPositions = (next: string[]) => {
    form.setField('positionIds', next);
    if (v.majorPositionId && !next.includes(v.majorPositionId)) form.setField('majorPositionId', null);
  };
  const text = (key: 'account' | 'realName' | 'mobilePhone' | 'email' | 'idCard', required = false) => (
    <TextInput label={t(`user.${key}`)} withAsterisk={required} value={String(v[key] ?? '')} onChange={(e) => form.setField(key, e.currentTarget.value)} error={form.errors[key]} data-testid={`user-${key}`} />
  );
  const submit = async (values: UserBody) => {
    notify('success', target?.id ? await userApi.update(target.id, values) : await userApi.create(values));
    onSaved();
  };

  return (
    <FormDialog<typeof userBody> opened={target !== null} title={t(target?.id ? 'user.edit' : 'user.add')} form={form} onClose={onClose} onSubmit={submit} width={760}>
      <SimpleGrid cols={2} spacing="sm">
        {text('account', true)}
        {text('realName', true)}
        <Select label={t('user.gender')} clearable value={v.gender === null || v.gender === undefined ? null : String(v.gender)} onChange={(g) => form.setField('gender', g === null ? null : Number(g))} data={[{ value: '1', label: t('user.male') }, { value: '0', label: t('user.female') }, { value: '2', label: t('user.secret') }]} />
        {text('mobilePhone')}
        {text('email')}
        {text('idCard')}
      </SimpleGrid>
      <OrgMultiPicker label={t('user.organizes')} required value={orgIds} onChange={setOrganizes} error={form.errors.organizeIds} testId="user-organizes" />
      <SimpleGrid cols={2} spacing="sm">
        {/* Positions of the chosen organisations (and below): the shared 选择岗位 in custom mode. */}
        <PositionPicker multiple selectType="custom" departIds={orgIds} label={t('user.positions')} value={positionIds} onChange={setPositions} error={form.errors.positionIds} data-testid="user-positions" />
        <RolePicker multiple label={t('user.roles')} value={ids(v.roleIds)} onChange={(next) => form.setField('roleIds', next)} error={form.errors.roleIds} data-testid="user-roles" />
        <OrgPicker label={t('user.majorOrganize')} value={v.majorOrganizeId ?? null} onChange={setMajorOrganize} error={form.errors.majorOrganizeId} testId="user-majorOrganize" />
        {/* One of the chosen positions; the server checks it belongs to the main organisation. */}
        <PositionPicker selectType="custom" positionIds={positionIds} label={t('user.majorPosition')} value={v.majorPositionId ?? null} onChange={(id) => form.setField('majorPositionId', id)} error={form.errors.majorPositionId} data-testid="user-majorPosition" />
        <UserPicker label={t('user.manager')} value={v.managerId ?? null} onChange={(id) => form.setField('managerId', id)} error={form.errors.managerId} data-testid="user-manager" />
        <NumberInput label={t('common.sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
        <Switch mt="lg" label={t('common.enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      </SimpleGrid>
      <Textarea label={t('common.description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
    </FormDialog>
  );
}
