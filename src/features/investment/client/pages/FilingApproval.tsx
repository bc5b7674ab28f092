import { ApprovalRecord } from '@/components/business/ApprovalRecord';
import { useInvestmentT } from '../i18n';
import { StatusBadge } from './StatusBadge';
import type { Filing } from './local-filings';

/** 审批记录 of a filing (the detail's seventh tab, which investmentOver opens). */
export function FilingApproval({ filing }: { filing: Filing }) {
  const t = useInvestmentT();
  return (
    <ApprovalRecord taskId={filing.flowTaskId} status={filing.status} badge={<StatusBadge status={filing.status} />} testId="filing"
      labels={{ none: t('approval.none'), offline: t('approval.offline'), loading: t('approval.loading'), flow: t('action.flow'), by: (user, node) => t('approval.by', { user, node }) }} />
  );
}
