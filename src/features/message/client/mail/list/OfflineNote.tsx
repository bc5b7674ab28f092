import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useMailT } from '../i18n';

/** Shown over a list or a mail read from the device while there is no network. */
export function OfflineNote({ show }: { show: boolean }) {
  const t = useMailT();
  if (!show) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconCloudOff size={16} />} title={t('offline.title')} mb="sm" role="status" data-testid="mail-offline">
      {t('offline.hint')}
    </Alert>
  );
}
