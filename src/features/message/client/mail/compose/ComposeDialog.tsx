import { Alert, Button, Group, Input, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCloudOff, IconSend } from '@tabler/icons-react';
import { useMemo } from 'react';
import { UserPicker } from '@/components/pickers';
import { RichTextEditor } from '@/components/rich-text';
import { AttachmentUpload } from '@/components/upload';
import { FORM_UPLOAD_DEFAULT_LIMIT } from '@/features/files/contract';
import { MAIL_FILE_OWNER, MAIL_FILES_MAX } from '@/features/message/contract';
import { useStore } from '@/lib/store';
import { syncStatusStore } from '@/sync/status';
import { useMailT } from '../i18n';
import type { ComposeValues } from '../model/compose-values';
import { useCompose } from './use-compose';

interface Props {
  /** The mail to write (new, a draft, a reply or forward); null: closed. */
  seed: ComposeValues | null;
  title: string;
  onClose(): void;
}

/**
 * 写邮件: To and Cc from the user selector, subject, the rich-text body and attachments (files of
 * this mail, so its recipients may open them). What is typed is saved as a draft as it goes
 * (已自动保存) through the outbox; sending goes the same way, so a mail written offline is sent on
 * reconnect, once. Files chosen offline wait on the device and are uploaded before the send.
 */
export function ComposeDialog({ seed, title, onClose }: Props) {
  const t = useMailT();
  const online = useStore(syncStatusStore, (s) => s.online);
  const c = useCompose(seed, onClose);
  const v = c.values;
  const owner = useMemo(() => (seed ? { ownerType: MAIL_FILE_OWNER, ownerId: seed.id } : undefined), [seed]);
  const saved = c.autosave === 'saved' ? t('compose.autosaved') : c.autosave === 'savedOnDevice' ? t('compose.savedOnDevice') : '';
  return (
    <Modal opened={seed !== null} onClose={() => void c.close()} title={title} size={900} centered closeOnClickOutside={false} data-testid="mail-compose">
      {v && (
        <Stack gap="sm">
          {!online && <Alert color="orange" variant="light" icon={<IconCloudOff size={16} />} role="status">{t('compose.offline')}</Alert>}
          <UserPicker label={t('compose.to')} required multiple value={v.toUserIds} onChange={(ids) => c.set('toUserIds', ids)} error={c.errors.to} data-testid="mail-to" />
          <UserPicker label={t('compose.cc')} multiple value={v.ccUserIds} onChange={(ids) => c.set('ccUserIds', ids)} data-testid="mail-cc" />
          <TextInput label={t('compose.subject')} withAsterisk value={v.subject} onChange={(e) => c.set('subject', e.currentTarget.value)} error={c.errors.subject} data-testid="mail-subject" />
          <RichTextEditor label={t('compose.body')} value={v.bodyHtml} onChange={(html) => c.set('bodyHtml', html)} error={c.errors.bodyHtml} testId="mail-body" minHeight={220} />
          <Input.Wrapper label={t('compose.attachments')} error={c.errors.fileIds}>
            <AttachmentUpload value={c.files} onChange={c.setFiles} limit={MAIL_FILES_MAX} fileSize={FORM_UPLOAD_DEFAULT_LIMIT} owner={owner} offline />
          </Input.Wrapper>
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="mail-autosave">{saved}</Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => void c.close()}>{t('compose.close')}</Button>
              <Button variant="light" onClick={() => void c.close(true)} data-testid="mail-save-draft">{t('compose.saveDraft')}</Button>
              <Button leftSection={<IconSend size={16} />} loading={c.busy} onClick={() => void c.send()} data-testid="mail-send">{t('compose.send')}</Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
