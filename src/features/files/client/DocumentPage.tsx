import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconFileZip } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { usePermissions } from '@/app/permissions/permissions';
import { ChooseButton } from '@/components/upload/ChooseButton';
import { keepForUpload } from '@/components/upload/device-store';
import { downloadZip, removeFile, type FileListItem } from '@/components/upload/file-api';
import { FileList } from '@/components/upload/FileList';
import { FilePreview } from '@/components/upload/FilePreview';
import { checkFiles } from '@/components/upload/limits';
import { useUploadQueue } from '@/components/upload/use-upload-queue';
import { KIND_RULES, sizeLimitText } from '@/features/files/contract';
import { notify } from '@/lib/notify';
import { useSyncDb } from '@/sync/hooks';
import { useFilesT } from './i18n';
import { PendingUploads } from './PendingUploads';
import { keepFileRecord } from './records';
import { asListItem, useDocuments } from './use-documents';

const RULES = { fileSize: sizeLimitText(KIND_RULES.annex.maxBytes) };

/**
 * 文档中心 (menu extend/document): the user's files from the device store — readable offline —
 * uploads sent now when online or kept on the device when not (the shell sends them later),
 * several selected for one zip, preview, download and delete.
 */
export default function DocumentPage() {
  const t = useFilesT();
  const db = useSyncDb();
  const { online } = useNetwork();
  const { hasBtnP } = usePermissions();
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [preview, setPreview] = useState<FileListItem | null>(null);
  const { files, kept } = useDocuments(keyword);
  const { queue, items } = useUploadQueue((item, file) => {
    if (db) void keepFileRecord(db, { ...file, kind: item.kind, mimeType: item.mimeType, identifier: item.identifier });
    setTimeout(() => queue.dismiss(item.id), 0);
  });

  const choose = async (chosen: File[]) => {
    const { accepted, refusals } = checkFiles(chosen, 0, RULES);
    refusals.forEach((text) => notify('error', text));
    if (!navigator.onLine && db) await Promise.all(accepted.map((file) => keepForUpload(db, file, { kind: 'annex' })));
    else accepted.forEach((file) => queue.add({ blob: file, name: file.name, kind: 'annex' }));
  };
  const list = (files ?? []).map(asListItem);
  const chosen = list.filter((f) => selected.has(f.fileId));
  const select = (id: string, on: boolean) => setSelected((s) => (on ? new Set([...s, id]) : new Set([...s].filter((x) => x !== id))));
  const zip = () => void downloadZip(chosen.map((f) => f.fileId), `${t('zipName')}${dayjs().format('YYYYMMDDHHmmss')}`, chosen.reduce((n, f) => n + f.fileSize, 0));
  const remove = async (file: FileListItem) => {
    if (!online) return notify('warning', t('offlineRemove'));
    if (!(await removeFile(file.fileId))) return;
    await db?.files.delete(file.fileId);
    select(file.fileId, false);
    notify('success', t('removed'));
  };
  const openKept = async (id: string) => {
    const entry = kept.find((e) => e.id === id);
    const blob = entry && db ? (await db.blobs.get(entry.blobId))?.blob : null;
    if (entry && blob) setPreview({ fileId: entry.id, name: entry.name, fileSize: entry.size, fileExtension: entry.extension, blob });
  };

  return (
    <Stack gap="sm" data-testid="document-page">
      {!online && <Alert color="orange" variant="light" data-testid="documents-offline">{t('offline')}</Alert>}
      <Group justify="space-between">
        <Group gap="xs">
          <ButtonGuard code="btn_upload">
            <ChooseButton label={t('upload')} multiple onFiles={(f) => void choose(f)} testId="documents-upload" />
          </ButtonGuard>
          <ButtonGuard code="btn_download">
            <Button size="xs" variant="default" leftSection={<IconFileZip size={14} />} disabled={!chosen.length || !online} onClick={zip} data-testid="documents-zip">{t('zip')}</Button>
          </ButtonGuard>
          {chosen.length > 0 && <Text size="xs" c="dimmed">{t('selected', { n: chosen.length })}</Text>}
        </Group>
        <TextInput size="xs" placeholder={t('search')} aria-label={t('search')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
      </Group>
      <PendingUploads db={db} queue={queue} items={items} kept={kept} onPreview={(id) => void openKept(id)} />
      <Paper withBorder p="sm">
        <Stack gap="xs">
          {list.length > 0 && (
            <Checkbox size="xs" label={t('selectAll')} checked={chosen.length === list.length} indeterminate={chosen.length > 0 && chosen.length < list.length}
              onChange={(e) => setSelected(new Set(e.currentTarget.checked ? list.map((f) => f.fileId) : []))} />
          )}
          <FileList
            files={list} selected={selected} onSelect={select} onPreview={setPreview} emptyText={files ? t('empty') : undefined}
            noDownload={!hasBtnP('btn_download')} onRemove={hasBtnP('btn_remove') ? (f) => void remove(f) : undefined}
            extra={(f) => <Text size="xs" c="dimmed" visibleFrom="sm">{dayjs((files ?? []).find((r) => r.id === f.fileId)?.creatorTime).format('YYYY-MM-DD HH:mm')}</Text>}
          />
        </Stack>
      </Paper>
      <FilePreview file={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
