import { Badge } from '@mantine/core';
import { useSyncT } from '@/sync/i18n';

/** 未同步 — the sync engine's own word (the sync page's PendingMark lives in another feature). */
export function PendingBadge() {
  const t = useSyncT();
  return <Badge size="xs" color="orange" variant="light" data-testid="pending-mark">{t('unsynced')}</Badge>;
}
