import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ATTACHMENT_DEFAULT_LIMIT, type FileKind, type SizeUnit, type UploadedFile } from '@/features/files/contract';
import { ChooseButton } from './ChooseButton';
import { FileList } from './FileList';
import { FilePreview } from './FilePreview';
import type { FileListItem } from './file-api';
import { useUploadT } from './i18n';
import { acceptAttribute } from './limits';
import { UploadQueueList } from './UploadQueueList';
import { useUploadControl } from './use-upload-control';

export interface AttachmentUploadProps {
  value: readonly UploadedFile[];
  onChange(next: UploadedFile[]): void;
  /** Accepted types (extensions or MIME types), listed in 请选择{types}类型的文件; none: any. */
  accept?: readonly string[];
  /** At most this many files (0: no limit; 1: single-file mode). */
  limit?: number;
  /** Largest file; default 5 MB (SPEC §5). */
  fileSize?: { size: number; unit: SizeUnit };
  kind?: FileKind;
  disabled?: boolean;
  buttonText?: string;
  /** Files chosen offline wait on the device and upload when online. */
  offline?: boolean;
  /** The record the files belong to, so that its readers may download them. */
  owner?: { ownerType: string; ownerId: string };
  /** Told whether a chosen file is still uploading. */
  onBusy?(busy: boolean): void;
}

/** The generic attachment control (SPEC §4, §5): choose, watch the queue, then the list with preview, download and delete. */
export function AttachmentUpload({ value, onChange, accept, limit = 0, fileSize = ATTACHMENT_DEFAULT_LIMIT, kind = 'annex', disabled, buttonText, offline, owner, onBusy }: AttachmentUploadProps) {
  const t = useUploadT();
  const rules = { accept, limit, fileSize };
  const control = useUploadControl({ value, onChange, rules, kind, offline, owner, onBusy });
  const [preview, setPreview] = useState<FileListItem | null>(null);
  const files: FileListItem[] = value.map((f) => ({ ...f, kind }));
  const kept = new Set(control.keptItems.map((i) => i.id));
  const full = limit > 1 && value.length + control.items.length >= limit;
  return (
    <Stack gap="xs" data-testid="attachment-upload">
      <Group gap="xs">
        <ChooseButton label={buttonText ?? t('choose.file')} accept={acceptAttribute(rules)} multiple={limit !== 1} disabled={disabled || full} onFiles={(f) => void control.choose(f)} />
        <Text size="xs" c="dimmed">
          {t('choose.hint', { size: fileSize.size, unit: fileSize.unit })}
          {accept?.length ? ` · ${t('choose.types', { types: accept.join('、') })}` : ''}
          {limit > 0 ? ` · ${t('choose.count', { n: limit })}` : ''}
        </Text>
      </Group>
      <UploadQueueList items={control.items} {...control.queueActions} />
      <UploadQueueList items={control.keptItems} {...control.keptActions} />
      <FileList
        files={files.filter((f) => !kept.has(f.fileId))}
        onPreview={setPreview}
        onRemove={disabled ? undefined : (file) => onChange(value.filter((f) => f.fileId !== file.fileId))}
      />
      <FilePreview file={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
