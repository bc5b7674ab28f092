import { Avatar, Button, Group, Paper, Select, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sessionStore } from '@/app/session/session-store';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { PendingMark } from '@/components/feedback/PendingMark';
import { profileUpdateArgs } from '@/features/sync/contract';
import { notify } from '@/lib/notify';
import { useStore } from '@/lib/store';
import { updateProfile, usePendingIds, useProfile, useSyncStatus, type LocalRow } from '@/sync';
import { avatarSrc } from '@/app/session/avatar';

type ProfileArgs = z.input<typeof profileUpdateArgs>;

const GENDER: Record<number, string> = { 1: 'profile.male', 0: 'profile.female', 2: 'profile.secret' };
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const genderOf = (v: unknown): number | null => (typeof v === 'number' ? v : null);

const argsOf = (row: LocalRow): ProfileArgs => ({
  realName: str(row.realName),
  gender: genderOf(row.gender),
  mobilePhone: str(row.mobilePhone),
  email: str(row.email),
  description: str(row.description),
});

/**
 * 个人资料: read from the device store (renders offline), base info written through the profile.update
 * sync mutation — saved here first, marked 待同步 until the server accepts it.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.userInfo);
  const profile = useProfile();
  const pendingIds = usePendingIds('profile');
  const { online } = useSyncStatus();
  const [editing, setEditing] = useState(false);
  const form = useZodForm(profileUpdateArgs, {});
  const { reset } = form;
  const pending = !!user && pendingIds.has(user.userId);

  // The normal success once the server has taken every write made here.
  const awaitingSync = useRef(false);
  useEffect(() => {
    if (!awaitingSync.current || pending) return;
    awaitingSync.current = false;
    notify('success', t('profile.saved'));
  }, [pending, t]);

  if (!user) return null;
  const name = str(profile?.realName) || user.userName;
  const account = str(profile?.account) || user.userAccount;
  const headIcon = str(profile?.headIcon) || user.headIcon;
  const gender = genderOf(profile?.gender);
  const rows: Array<[string, string]> = [
    ['profile.account', account],
    ['profile.name', name],
    ['profile.gender', gender === null ? '' : t(GENDER[gender] ?? '')],
    ['profile.organize', user.organizeName],
    ['profile.department', user.departmentName],
    ['profile.position', user.positionName],
    ['profile.role', user.roleName],
    ['profile.mobile', profile ? str(profile.mobilePhone) : user.mobilePhone],
    ['profile.email', profile ? str(profile.email) : user.email],
    ['profile.description', str(profile?.description)],
  ];

  const open = () => {
    if (!profile) return;
    reset(argsOf(profile));
    setEditing(true);
  };
  const submit = async (values: z.output<typeof profileUpdateArgs>) => {
    await updateProfile.mutate(values);
    awaitingSync.current = true;
    if (!online) notify('info', t('profile.queued'));
  };
  const v = form.values;

  return (
    <Paper p="lg" radius="md" withBorder maw={720} data-testid="profile-page">
      <Group mb="lg" justify="space-between" align="flex-start">
        <Group>
          <Avatar src={avatarSrc(headIcon)} size={56} radius={28} color="brand">{name.slice(0, 1)}</Avatar>
          <div>
            <Group gap="xs">
              <Title order={2} size="h4" data-testid="profile-title">{name}</Title>
              {pending ? <PendingMark /> : null}
            </Group>
            <Text c="dimmed" size="sm">{account}</Text>
          </div>
        </Group>
        <Button variant="light" leftSection={<IconEdit size={16} />} onClick={open} disabled={!profile} data-testid="profile-edit">
          {t('profile.edit')}
        </Button>
      </Group>
      <Table withRowBorders verticalSpacing="sm">
        <Table.Tbody>
          {rows.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Td c="dimmed" w={140}>{t(key)}</Table.Td>
              <Table.Td data-testid={key.replace('.', '-')}>{value || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <FormDialog<typeof profileUpdateArgs> opened={editing} title={t('profile.editTitle')} form={form} onClose={() => setEditing(false)} onSubmit={submit}>
        <TextInput label={t('profile.name')} withAsterisk value={v.realName ?? ''} onChange={(e) => form.setField('realName', e.currentTarget.value)} error={form.errors.realName} data-testid="profile-form-realName" />
        <Select
          label={t('profile.gender')}
          clearable
          value={v.gender === null || v.gender === undefined ? null : String(v.gender)}
          onChange={(g) => form.setField('gender', g === null ? null : Number(g))}
          data={[{ value: '1', label: t('profile.male') }, { value: '0', label: t('profile.female') }, { value: '2', label: t('profile.secret') }]}
        />
        <TextInput label={t('profile.mobile')} value={v.mobilePhone ?? ''} onChange={(e) => form.setField('mobilePhone', e.currentTarget.value)} error={form.errors.mobilePhone} data-testid="profile-form-mobilePhone" />
        <TextInput label={t('profile.email')} value={v.email ?? ''} onChange={(e) => form.setField('email', e.currentTarget.value)} error={form.errors.email} data-testid="profile-form-email" />
        <Textarea label={t('profile.description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} data-testid="profile-form-description" />
      </FormDialog>
    </Paper>
  );
}
