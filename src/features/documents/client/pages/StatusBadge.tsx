import { Badge } from '@mantine/core';
import { BusinessStatusBadge } from '@/components/business/BusinessStatusBadge';
import { useDocumentsT } from '../i18n';
import type { ReceiveState } from './received';

const STATE_COLORS: Record<ReceiveState, string> = { unread: 'red', read: 'blue', signed: 'green' };

export function StatusBadge({ status }: { status: number }) {
  const t = useDocumentsT();
  return <BusinessStatusBadge status={status} label={t(`status.${status}`)} testId="doc-status" />;
}

/** 未读 / 已读 / 已签收 of a received document. */
export function StateBadge({ state }: { state: ReceiveState }) {
  const t = useDocumentsT();
  return <Badge variant="light" color={STATE_COLORS[state]} data-testid="doc-state">{t(`state.${state}`)}</Badge>;
}
