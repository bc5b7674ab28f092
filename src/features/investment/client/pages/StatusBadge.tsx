import { Badge } from '@mantine/core';
import { useInvestmentT } from '../i18n';

const COLORS: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'green', 3: 'red', 4: 'orange', 5: 'dark' };

export function StatusBadge({ status }: { status: number }) {
  const t = useInvestmentT();
  return <Badge variant="light" color={COLORS[status] ?? 'gray'} data-testid="filing-status">{t(`status.${status}`)}</Badge>;
}
