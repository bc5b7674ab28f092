import { Badge, Group, Loader, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { useSyncStatus, useSyncT } from '@/sync';

/** Header badge: offline, pending writes, syncing spinner, rejected count. Click goes to the sync page. */
export function SyncBadge({ onOpen }: { onOpen?(): void }) {
  const t = useSyncT();
  const s = useSyncStatus();
  const refused = s.rejected + s.conflicts;
  if (s.online && s.pending === 0 && refused === 0 && !s.pushing && !s.pulling && s.pausedCode === null) return null;
  return (
    <Group
      gap={4}
      mr={4}
      data-testid="sync-badge"
      onClick={onOpen}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onOpen?.()}
      role={onOpen ? 'button' : undefined}
      tabIndex={onOpen ? 0 : undefined}
      aria-label={t('title')}
      style={{ cursor: onOpen ? 'pointer' : undefined }}
    >
      {!s.online ? <Badge color="orange" variant="light" data-testid="offline-badge" leftSection={<IconCloudOff size={12} />}>{t('offline')}</Badge> : null}
      {s.pushing || s.pulling ? <Loader role="status" size={14} aria-label={t('syncing')} /> : null}
      {s.pending > 0 ? <Badge color="blue" variant="light" data-testid="sync-badge-pending">{t('pendingCount', { count: s.pending })}</Badge> : null}
      {refused > 0 ? <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} />}>{t('rejectedCount', { count: refused })}</Badge> : null}
      {s.pausedCode !== null ? (
        <Tooltip label={t('paused')}>
          <Badge color="orange" variant="filled" aria-label={t('paused')}><IconAlertTriangle size={10} /></Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}
