import { Badge } from '@mantine/core';
import type { TaskRow } from '@/features/workflow/contract';
import { useWorkflowT } from './i18n';

const STATUS_COLOR: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'green', 3: 'red', 4: 'orange', 5: 'dark' };
const URGENT_COLOR: Record<number, string> = { 1: 'gray', 2: 'orange', 3: 'red' };

/** §4 status of an instance (suspended shown over it). */
export function StatusBadge({ row }: { row: Pick<TaskRow, 'status' | 'suspended'> }) {
  const t = useWorkflowT();
  if (row.suspended) return <Badge color="yellow" variant="light" tt="none">{t('status.suspended')}</Badge>;
  return <Badge color={STATUS_COLOR[row.status] ?? 'gray'} variant="light" tt="none" data-status={row.status}>{t(`status.${row.status}`)}</Badge>;
}

/** §4 urgency 1 normal, 2 important, 3 urgent. */
export function UrgentBadge({ urgent }: { urgent: number }) {
  const t = useWorkflowT();
  return <Badge color={URGENT_COLOR[urgent] ?? 'gray'} variant={urgent > 1 ? 'filled' : 'light'} tt="none">{t(`urgent.${urgent}`)}</Badge>;
}
