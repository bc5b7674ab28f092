import { Badge } from '@mantine/core';
import { useSyncT } from '@/sync/i18n';

/** 未同步: put beside a row whose id is in usePendingIds(collection). */
export function PendingMark() {
  const t = useSyncT();
  return <Badge size="xs" color="orange" variant="light" data-testid="pending-mark">{t('unsynced')}</Badge>;
}
