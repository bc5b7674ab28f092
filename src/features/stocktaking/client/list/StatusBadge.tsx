import { Badge } from '@mantine/core';
import type { StocktakeStatus } from '@/features/stocktaking/contract';
import { useStT } from '../i18n';

const COLOR: Record<StocktakeStatus, string> = { open: 'blue', completed: 'green', applied: 'gray' };

export function StatusBadge({ status }: { status: StocktakeStatus }) {
  const t = useStT();
  return <Badge variant="light" color={COLOR[status]} data-testid="stocktake-status">{t(`status.${status}`)}</Badge>;
}
