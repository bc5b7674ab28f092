import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** A new version waits until the user says so: never a silent reload mid-work. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <Paper role="alertdialog" shadow="md" p="md" withBorder pos="fixed" bottom={16} left={16} style={{ zIndex: 400 }}>
      <Text size="sm" mb="xs">{t('pwa.updateReady')}</Text>
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>{t('pwa.later')}</Button>
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>{t('pwa.reload')}</Button>
      </Group>
    </Paper>
  );
}
