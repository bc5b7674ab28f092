import { BusinessStatusBadge } from '@/components/business/BusinessStatusBadge';
import { usePurchaseT } from '../i18n';

export function StatusBadge({ status }: { status: number }) {
  const t = usePurchaseT();
  return <BusinessStatusBadge status={status} label={t(`status.${status}`)} testId="purchase-status" />;
}
