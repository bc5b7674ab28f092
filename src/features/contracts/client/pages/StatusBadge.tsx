import { BusinessStatusBadge } from '@/components/business/BusinessStatusBadge';
import { useContractsT } from '../i18n';

export function StatusBadge({ status }: { status: number }) {
  const t = useContractsT();
  return <BusinessStatusBadge status={status} label={t(`status.${status}`)} testId="contract-status" />;
}
