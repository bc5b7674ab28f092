import { Button, Group, Progress, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useStT } from '../i18n';
import { useDownload } from './use-download';

/** 下载到本机 (重新下载 once on the device), with the saving and thumbnail progress. */
export function DownloadButton({ id, downloaded, disabled }: { id: string; downloaded: boolean; disabled: boolean }) {
  const t = useStT();
  const { progress, run } = useDownload(id);
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <Group gap="xs">
      <Button variant={downloaded ? 'default' : 'filled'} leftSection={<IconDownload size={16} />} loading={progress !== null} disabled={disabled} onClick={() => void run()} data-testid="stocktake-download">
        {t(downloaded ? 'download.again' : 'download.button')}
      </Button>
      {progress && (
        <div style={{ width: 200 }} data-testid="download-progress">
          <Progress value={percent ?? 100} animated={percent === null} aria-label={t(`download.${progress.phase}`)} />
          <Text size="xs" c="dimmed" aria-live="polite">{t(`download.${progress.phase}`, { done: progress.done, total: progress.total })}</Text>
        </div>
      )}
    </Group>
  );
}
