import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResultScreen } from '@/components/feedback/ResultScreen';

export function PermissionDeniedView() {
  const { t } = useTranslation();
  return (
    <div className="qb-page-card">
      <ResultScreen testId="permission-denied" icon={<IconLock size={44} />} color="orange" title={t('denied.title')} description={t('denied.body')} />
    </div>
  );
}
