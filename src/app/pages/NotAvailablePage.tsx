import { Code } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ResultScreen } from '@/components/feedback/ResultScreen';

/** An honest screen for a page this version does not have yet; shows which address was asked for. */
export function NotAvailableView({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <div className="qb-page-card">
      <ResultScreen
        testId="not-available"
        icon={<IconTool size={44} />}
        color="gray"
        title={t('notAvailable.title')}
        description={
          <>
            {t('notAvailable.body')}
            <br />
            {t('notAvailable.address')} <Code>{address}</Code>
          </>
        }
      />
    </div>
  );
}

export default function NotAvailablePage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return <NotAvailableView address={pathname} />;
}
