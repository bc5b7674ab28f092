import { Anchor, Divider, Group, Stack, Text, TypographyStylesProvider } from '@mantine/core';
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

/** The attachments' names (from the files feature), each a download link through it. */
function useFiles(fileIds: readonly string[] | undefined): FileInfo[] {
  const [files, setFiles] = useState<FileInfo[]>([]);
  const key = fileIds?.join(',') ?? '';
  useEffect(() => {
    setFiles([]);
    if (!key) return;
    let live = true;
    void messageApi.files(key.split(',')).then((list) => live && setFiles(list));
    return () => { live = false; };
  }, [key]);
  return files;
}

/** What the view dialog and the /list/detail page both show: title, sender, date, the sanitised HTML body and the attachments. */
export function MessageContent({ message }: { message: MessageInfo }) {
  const t = useMsgT();
  const files = useFiles(message.fileIds);
  return (
    <Stack gap="sm" data-testid="message-view">
      <Text fw={600} size="lg" data-testid="message-title">{message.title}</Text>
      <Group gap="lg">
        <Text size="sm" c="dimmed">{t('fields.sender')}: {message.releaseUser ?? ''}</Text>
        <Text size="sm" c="dimmed">{t('fields.date')}: {formatDate(message.releaseTime, 'creation')}</Text>
      </Group>
      <Divider />
      {message.bodyHtml
        ? <TypographyStylesProvider><div data-testid="message-body" dangerouslySetInnerHTML={{ __html: sanitiseBody(message.bodyHtml) }} /></TypographyStylesProvider>
        : <Text c="dimmed">{message.bodyText ?? t('view.noBody')}</Text>}
      {files.length > 0 && (
        <Stack gap={4} data-testid="message-files">
          {files.map((f) => (
            <Group key={f.fileId} gap={6}>
              <IconPaperclip size={14} />
              <Anchor component="button" type="button" onClick={() => void download(f)}>{f.name}</Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
