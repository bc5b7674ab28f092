import { ActionIcon, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatFileSize } from '@/contract/money';
import { confirmAction } from '@/components/dialogs/confirm';
import { extensionOf } from '@/features/files/contract';
import { downloadFile, type FileListItem } from './file-api';
import { FileIcon } from './FileIcon';
import { uploadT, useUploadT } from './i18n';

export interface FileListProps {
  files: readonly FileListItem[];
  onPreview?(file: FileListItem): void;
  /** Default: download through the signed link (or from the device). */
  onDownload?(file: FileListItem): void;
  /** Shown when given; asks 是否删除该文件 (title 提示) first. */
  onRemove?(file: FileListItem): void;
  selected?: ReadonlySet<string>;
  onSelect?(fileId: string, checked: boolean): void;
  /** After the name (a state badge, a date). */
  extra?(file: FileListItem): ReactNode;
  /** Hides the download action (no permission). */
  noDownload?: boolean;
  emptyText?: string;
}

/** §8: 是否删除该文件 (或 该图片), titled 提示. */
export const confirmFileRemoval = (image = false): Promise<boolean> =>
  confirmAction({ title: uploadT('confirm.title'), message: uploadT(image ? 'confirm.deleteImage' : 'confirm.deleteFile'), danger: true });

function Act({ label, onClick, children, testId }: { label: string; onClick(): void; children: ReactNode; testId: string }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" size="sm" aria-label={label} onClick={onClick} data-testid={testId}>{children}</ActionIcon>
    </Tooltip>
  );
}

/** Files with their icon, size (1024 steps, two decimals), preview, download and delete; keyboard-usable buttons. */
export function FileList({ files, onPreview, onDownload, onRemove, selected, onSelect, extra, noDownload, emptyText }: FileListProps) {
  const t = useUploadT();
  if (!files.length) return emptyText ? <Text size="sm" c="dimmed" data-testid="file-list-empty">{emptyText}</Text> : null;
  const remove = async (file: FileListItem) => {
    if (await confirmFileRemoval()) onRemove?.(file);
  };
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.label')} data-testid="file-list">
      {files.map((file) => (
        <Group component="li" key={file.fileId} gap="xs" wrap="nowrap" data-testid="file-row" data-name={file.name}>
          {onSelect && (
            <Checkbox size="xs" aria-label={t('actionOf.select', { name: file.name })} checked={selected?.has(file.fileId) ?? false} onChange={(e) => onSelect(file.fileId, e.currentTarget.checked)} />
          )}
          <FileIcon extension={file.fileExtension ?? extensionOf(file.name)} />
          <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }} title={file.name}>{file.name}</Text>
          {extra?.(file)}
          <Text size="xs" c="dimmed" data-testid="file-size">{formatFileSize(file.fileSize)}</Text>
          {onPreview && <Act label={t('actionOf.preview', { name: file.name })} onClick={() => onPreview(file)} testId="file-preview"><IconEye size={16} /></Act>}
          {!noDownload && <Act label={t('actionOf.download', { name: file.name })} onClick={() => (onDownload ? onDownload(file) : void downloadFile(file))} testId="file-download"><IconDownload size={16} /></Act>}
          {onRemove && <Act label={t('actionOf.remove', { name: file.name })} onClick={() => void remove(file)} testId="file-remove"><IconTrash size={16} /></Act>}
        </Group>
      ))}
    </Stack>
  );
}
