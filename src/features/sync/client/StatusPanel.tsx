import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '@/lib/format';
import { currentEngine, requestPersistentStorage, requestPull, useSyncStatus, useSyncT } from '@/sync';
import { bytes } from './labels';

export function StatusPanel() {
  const t = useSyncT();
  const status = useSyncStatus();
  const [asked, setAsked] = useState(false);
  const syncNow = () => {
    const engine = currentEngine();
    if (engine) engine.replayer.attempts = 0;
    engine?.requestReplay();
    requestPull();
  };
  const { storage } = status;
  const persisted = storage?.persisted == null ? t('storage.unknown') : storage.persisted ? t('storage.yes') : t('storage.no');
  return (
    <Paper p="md" withBorder>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} size="h4">{t('title')}</Title>
          <Badge color={status.online ? 'green' : 'orange'} variant="light" leftSection={status.online ? null : <IconCloudOff size={12} />}>
            {status.online ? t('online') : t('offline')}
          </Badge>
          {status.pushing || status.pulling ? <Badge variant="light" leftSection={<Loader size={10} />}>{t('syncing')}</Badge> : null}
          {status.pending > 0 ? <Badge color="blue" variant="light" data-testid="sync-pending-count">{t('pendingCount', { count: status.pending })}</Badge> : null}
          {status.rejected + status.conflicts > 0 ? <Badge color="red" variant="light">{t('rejectedCount', { count: status.rejected + status.conflicts })}</Badge> : null}
          {status.pending === 0 && status.rejected + status.conflicts === 0 && !status.pushing ? <Badge color="gray" variant="light">{t('synced')}</Badge> : null}
        </Group>
        <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={syncNow} disabled={!status.online || status.pausedCode !== null}>{t('syncNow')}</Button>
      </Group>
      {status.pausedCode !== null ? <Alert color="orange" mb="sm">{t('paused')}</Alert> : null}
      {status.lastError && status.pausedCode === null ? (
        <Text size="sm" c="dimmed" mb="xs">
          {t('lastError', { msg: status.lastError })}
          {status.nextRetryAt ? ` · ${t('nextRetry', { time: formatDate(status.nextRetryAt, 'creation') })}` : ''}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mb="sm">{status.isLeader ? t('leaderHere') : t('leaderOther')}</Text>
      <Title order={3} size="h6" mb={4}>{t('storage.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Text size="sm">{t('storage.usage')}: {bytes(storage?.usage ?? null) ?? t('storage.unknown')}</Text>
        <Text size="sm">{t('storage.quota')}: {bytes(storage?.quota ?? null) ?? t('storage.unknown')}</Text>
        <Group gap="xs">
          <Text size="sm" data-testid="sync-persisted">{t('storage.persisted')}: {persisted}</Text>
          {storage?.persisted === false && !asked ? (
            <Button size="compact-xs" variant="subtle" onClick={() => void requestPersistentStorage().then(() => setAsked(true))}>{t('storage.request')}</Button>
          ) : null}
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
