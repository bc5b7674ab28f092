import { Paper, Stack, Title } from '@mantine/core';
import { deviceUploadItem, discardDeviceUpload, holdDeviceUpload, retryDeviceUpload } from '@/components/upload/device-store';
import type { DeviceUpload } from '@/components/upload/device-table';
import type { UploadQueue } from '@/components/upload/queue';
import type { UploadItem } from '@/components/upload/types';
import { UploadQueueList } from '@/components/upload/UploadQueueList';
import type { QingbanDb } from '@/sync/db';
import { useFilesT } from './i18n';

/** 待上传: what this page is sending now, and what waits on the device (sent by the shell when online). */
export function PendingUploads({ db, queue, items, kept, onPreview }: { db: QingbanDb | null; queue: UploadQueue; items: UploadItem[]; kept: DeviceUpload[]; onPreview(id: string): void }) {
  const t = useFilesT();
  const active = items.filter((i) => i.state !== 'success');
  if (!active.length && !kept.length) return null;
  return (
    <Paper withBorder p="sm" data-testid="pending-uploads">
      <Stack gap="xs">
        <Title order={2} size="h6">{t('pendingTitle')}</Title>
        <UploadQueueList items={active} onPause={(id) => queue.pause(id)} onResume={(id) => queue.resume(id)} onRetry={(id) => queue.retry(id)} onCancel={(id) => queue.cancel(id)} />
        {db && (
          <UploadQueueList
            items={kept.map(deviceUploadItem)}
            onPause={(id) => void holdDeviceUpload(db, id, true)} onResume={(id) => void holdDeviceUpload(db, id, false)}
            onRetry={(id) => void retryDeviceUpload(db, id)} onCancel={(id) => void discardDeviceUpload(db, id)} onPreview={onPreview}
          />
        )}
      </Stack>
    </Paper>
  );
}
