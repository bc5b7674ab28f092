import { Badge } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function OfflineBadge() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Badge color="orange" variant="light" leftSection={<IconWifiOff size={12} />} data-testid="offline-badge" mr={4}>
      {t('header.offline')}
    </Badge>
  );
}
