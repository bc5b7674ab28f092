import { Badge } from '@mantine/core';
import { useDocumentsT } from '../i18n';
import type { ReceiveState } from './received';

const COLORS: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'green', 3: 'red', 4: 'orange', 5: 'dark', 6: 'teal' };
const STATE_COLORS: Record<ReceiveState, string> = { unread: 'red', read: 'blue', signed: 'green' };

export function StatusBadge({ status }: { status: number }) {
  const t = useDocumentsT();
  return <Badge variant="light" color={COLORS[status] ?? 'gray'} data-testid="doc-status">{t(`status.${status}`)}</Badge>;
}

/** 未读 / 已读 / 已签收 of a received document. */
export function StateBadge({ state }: { state: ReceiveState }) {
  const t = useDocumentsT();
  return <Badge variant="light" color={STATE_COLORS[state]} data-testid="doc-state">{t(`state.${state}`)}</Badge>;
}
