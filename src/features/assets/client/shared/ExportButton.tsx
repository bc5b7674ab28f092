import { Button, Progress, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useAssetT } from '../i18n';

/** 导出 with its progress underneath while the file comes. */
export function ExportButton({ progress, onClick, disabled, testId }: { progress: number | null; onClick(): void; disabled?: boolean; testId: string }) {
  const t = useAssetT();
  return (
    <Stack gap={2}>
      <Button variant="default" leftSection={<IconDownload size={16} />} loading={progress !== null} disabled={disabled} onClick={onClick} data-testid={testId}>
        {t('common.export')}
      </Button>
      {progress !== null && (
        <Progress value={progress < 0 ? 100 : Math.round(progress * 100)} animated striped size="xs" aria-label={t('common.exportProgress')} data-testid={`${testId}-progress`} />
      )}
    </Stack>
  );
}
