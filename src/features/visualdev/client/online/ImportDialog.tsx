import { Alert, Button, FileInput, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { OnlineModelRow } from '@/features/visualdev/contract';
import { requestPull } from '@/sync/session';
import { useOnlineT } from './i18n';
import { onlineApi, type ImportPreview } from './online-api';

const SHOWN_ERRORS = 20;

/** 导入: an Excel file is checked on the server row by row first; only a file without problems is imported. */
export function ImportDialog({ model, onClose }: { model: OnlineModelRow; onClose(): void }) {
  const t = useOnlineT();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const check = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    if (!chosen) return;
    setProgress(0);
    try {
      setPreview(await onlineApi.importPreview(model.id, chosen, setProgress));
    } finally {
      setProgress(null);
    }
  };
  const bad = preview?.rows.filter((r) => Object.keys(r.errors).length > 0) ?? [];
  const run = async () => {
    if (!preview) return;
    setProgress(0);
    try {
      const { count } = await onlineApi.importData(model.id, preview.rows.map((r) => r.data), setProgress);
      notifications.show({ message: t('imported', { count }), color: 'green' });
      requestPull();
      onClose();
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`${t('importTitle')} · ${model.fullName}`} size="lg">
      <Stack>
        <Group align="flex-end">
          <FileInput label={t('chooseFile')} accept=".xlsx" value={file} onChange={(f) => void check(f)} clearable w={320} data-testid="online-import-file" />
          <Button variant="subtle" onClick={() => void onlineApi.template(model.id, model.fullName)}>{t('downloadTemplate')}</Button>
        </Group>
        {progress !== null && <Progress value={progress < 0 ? 100 : progress * 100} animated={progress < 0} aria-label={t('importing')} />}
        {preview && <Text size="sm">{t('previewRows', { total: preview.total, bad: bad.length })}</Text>}
        {bad.length > 0 && (
          <Alert color="red" variant="light">
            <List size="sm">
              {bad.slice(0, SHOWN_ERRORS).map((r) => <List.Item key={r.row}>{t('rowError', { row: r.row, message: Object.values(r.errors).join('；') })}</List.Item>)}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button onClick={() => void run()} disabled={!preview || preview.total === 0 || bad.length > 0} loading={progress !== null} data-testid="online-import-run">{t('importRun')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
