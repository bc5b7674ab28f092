import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FileList, type FileListItem } from '@/components/upload';
import type { FileKind } from '@/features/files/contract';
import { useMailT } from '../i18n';
import { messageApi } from '../../api';

/** A mail's attachments by name, to preview and download (online: their records and links are the server's). */
export function MailAttachments({ fileIds, online }: { fileIds: string[]; online: boolean }) {
  const t = useMailT();
  const [files, setFiles] = useState<FileListItem[]>([]);
  const key = fileIds.join(',');
  useEffect(() => {
    setFiles([]);
    if (!key || !online) return;
    let live = true;
    void messageApi.files(key.split(',')).then((infos) => live && setFiles(infos.map((f) => ({ fileId: f.fileId, name: f.name, fileSize: f.fileSize, fileExtension: f.fileExtension, kind: f.fileType as FileKind }))), () => undefined);
    return () => {
      live = false;
    };
  }, [key, online]);
  if (!key) return null;
  return (
    <Stack gap={4} data-testid="mail-attachments">
      <Text size="sm" fw={600}>{t('detail.attachments')}</Text>
      {online ? <FileList files={files} /> : <Text size="sm" c="dimmed">{t('detail.filesOffline')}</Text>}
    </Stack>
  );
}
