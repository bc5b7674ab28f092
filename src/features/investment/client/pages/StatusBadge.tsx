import { BusinessStatusBadge } from '@/components/business/BusinessStatusBadge';
import { useInvestmentT } from '../i18n';

export function StatusBadge({ status }: { status: number }) {
  const t = useInvestmentT();
  return <BusinessStatusBadge status={status} label={t(`status.${status}`)} testId="filing-status" />;
}
