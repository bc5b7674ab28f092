import { Anchor, Divider, Group, Modal, Stack, Text, TypographyStylesProvider } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FileInfo } from '@/features/files/contract';
import type { MessageInfo } from '@/features/message/contract';
import { formatDate } from '@/lib/format';
import { messageApi } from '../api';
import { useMsgT } from '../i18n';
import { sanitiseBody } from './sanitise';

async function download(file: FileInfo) {
  const { url } = await messageApi.fileLink(file);
  window.open(url, '_blank', 'noopener');
}

/** The view dialog (§2): title, date, sender, the sanitised HTML body and the attachments. */
export function MessageViewDialog({ message, onClose }: { message: MessageInfo | null; onClose(): void }) {
  const t = useMsgT();
  const [files, setFiles] = useState<FileInfo[]>([]);
  useEffect(() => {
    setFiles([]);
    if (!message?.fileIds.length) return;
    let live = true;
    void messageApi.files(message.fileIds).then((list) => live && setFiles(list));
    return () => { live = false; };
  }, [message]);
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('view.title')} size={720} centered>
      {message && (
        <Stack gap="sm" data-testid="message-view">
          <Text fw={600} size="lg">{message.title}</Text>
          <Group gap="lg">
            <Text size="sm" c="dimmed">{t('fields.sender')}: {message.releaseUser ?? ''}</Text>
            <Text size="sm" c="dimmed">{t('fields.date')}: {formatDate(message.releaseTime, 'creation')}</Text>
          </Group>
          <Divider />
          {message.bodyHtml
            ? <TypographyStylesProvider><div data-testid="message-body" dangerouslySetInnerHTML={{ __html: sanitiseBody(message.bodyHtml) }} /></TypographyStylesProvider>
            : <Text c="dimmed">{message.bodyText ?? t('view.noBody')}</Text>}
          {files.length > 0 && (
            <Stack gap={4}>
              {files.map((f) => (
                <Group key={f.fileId} gap={6}>
                  <IconPaperclip size={14} />
                  <Anchor component="button" type="button" onClick={() => void download(f)}>{f.name}</Anchor>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
