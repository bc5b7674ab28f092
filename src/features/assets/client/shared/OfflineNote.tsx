import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useAssetT } from '../i18n';

/** The visible mark of a list or dialog showing what the device holds (the server could not be reached). */
export function OfflineNote({ show, hint }: { show: boolean; hint?: string }) {
  const t = useAssetT();
  if (!show) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconCloudOff size={16} />} title={t('common.offlineData')} mb="sm" data-testid="offline-note" role="status">
      {hint ?? t('common.offlineHint')}
    </Alert>
  );
}
