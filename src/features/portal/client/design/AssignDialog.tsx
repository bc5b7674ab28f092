import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RolePicker, UserPicker } from '@/components/pickers';
import type { PortalRow } from '@/features/portal/contract';
import { notify } from '@/lib/notify';
import { usePortalT } from '../i18n';
import { portalApi } from '../portal-api';

/** 分配: the roles whose members get this portal on /home, and users who get it whatever their roles. */
export function AssignDialog({ row, onClose }: { row: PortalRow | null; onClose(): void }) {
  const t = usePortalT();
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!row) return;
    portalApi.assigned(row.id).then((a) => { setRoleIds(a.roles.map((r) => r.id)); setUserIds(a.users.map((u) => u.id)); }, () => undefined);
  }, [row]);
  const save = () => {
    if (!row) return;
    setBusy(true);
    portalApi.assign(row.id, { roleIds, userIds }).then((msg) => { notify('success', msg); onClose(); }, () => undefined).finally(() => setBusy(false));
  };
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('assign.title', { name: row?.fullName ?? '' })}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('assign.hint')}</Text>
        <RolePicker multiple label={t('assign.roles')} value={roleIds} onChange={setRoleIds} data-testid="portal-assign-roles" />
        <UserPicker multiple label={t('assign.users')} value={userIds} onChange={setUserIds} data-testid="portal-assign-users" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('designer.cancel')}</Button>
          <Button loading={busy} onClick={save} data-testid="portal-assign-ok">{t('assign.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
