import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DepartmentPicker, RolePicker, UserPicker } from '@/components/pickers';
import type { DocRow } from '@/features/documents/contract';
import { notify } from '@/lib/notify';
import { docApi } from '../api';
import { useDocumentsT } from '../i18n';

/** 发布: the scope (departments with everything below them, roles, users), expanded to users by the server at release. */
export function ReleaseDialog({ doc, onClose, onDone }: { doc: DocRow; onClose(): void; onDone(): void }) {
  const t = useDocumentsT();
  const [organizeIds, setOrganizeIds] = useState<string[]>([]);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const release = async () => {
    if (!organizeIds.length && !roleIds.length && !userIds.length) {
      notify('warning', t('msg.recipientsRequired'));
      return;
    }
    setBusy(true);
    try {
      const done = await docApi.release(doc.id, { organizeIds, roleIds, userIds });
      notify('success', t('msg.released', { n: done.recipientCount }));
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('release.title')} size="lg">
      <Stack gap="sm" data-testid="doc-release-dialog">
        <Text fw={500}>{doc.docNo} {doc.title}</Text>
        <DepartmentPicker multiple label={t('release.departments')} value={organizeIds} onChange={setOrganizeIds} data-testid="doc-release-departments" />
        <RolePicker multiple label={t('release.roles')} value={roleIds} onChange={setRoleIds} data-testid="doc-release-roles" />
        <UserPicker multiple label={t('release.users')} value={userIds} onChange={setUserIds} data-testid="doc-release-users" />
        <Text size="xs" c="dimmed">{t('release.hint')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('action.cancel')}</Button>
          <Button loading={busy} onClick={() => void release()} data-testid="doc-release-confirm">{t('action.release')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
