import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { formatDate } from '@/lib/format';
import { usePortalT } from '../i18n';
import { PortalView } from './PortalView';
import type { PortalDataState } from './use-portal-data';

/** A portal page's states: loading, the portal (live, or kept with its time and an offline note), nothing kept, refused. */
export function PortalFrame({ state }: { state: PortalDataState }) {
  const t = usePortalT();
  const { snapshot, source } = state;
  if (source === 'loading') return <Center h={200}><Loader size="sm" aria-label={t('view.loading')} /></Center>;
  if (source === 'refused') return <Text c="dimmed" data-testid="portal-refused">{t('view.refused')}</Text>;
  if (!snapshot) return <Alert color="orange" data-testid="portal-offline">{t('view.never')}</Alert>;
  return (
    <Stack gap="sm">
      {source === 'cache' && <Alert color="orange" data-testid="portal-offline">{t('view.offline', { time: formatDate(snapshot.fetchedAt) })}</Alert>}
      {source === 'live' && <Text size="xs" c="dimmed" data-testid="portal-fetched-at">{t('view.updated', { time: formatDate(snapshot.fetchedAt) })}</Text>}
      <PortalView home={snapshot.home} lists={snapshot.lists} />
    </Stack>
  );
}
