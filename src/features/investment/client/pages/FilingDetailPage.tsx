import { Alert, Button, Card, Group, Loader, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { MenuScope } from '@/app/permissions/MenuScope';
import { FileList } from '@/components/upload';
import { INVESTMENT_MENU, INVESTMENT_TABS, isEditableFiling } from '@/features/investment/contract';
import { formatDate, formatMoney } from '@/lib/format';
import { useDictionary } from '@/sync/dictionary';
import { useOrganizeName, useUserName } from '@/sync/hooks';
import { useInvestmentT } from '../i18n';
import { FilingApproval } from './FilingApproval';
import type { Filing } from './local-filings';
import { StatusBadge } from './StatusBadge';
import { useFiling } from './use-filing';
import { LabeledValue } from '@/components/feedback/LabeledValue';

function Sections({ filing, tab }: { filing: Filing; tab: string }) {
  const t = useInvestmentT();
  const industries = useDictionary('industry');
  const unitName = useOrganizeName(filing.unitId);
  const ownerName = useUserName(filing.ownerUserId);
  const industry = (function find(list = industries ?? []): string | undefined {
    for (const o of list) if (o.value === filing.industry) return o.text; else { const c = find(o.children ?? []); if (c) return c; }
    return undefined;
  })();
  switch (tab) {
    case 'basic': return <SimpleGrid cols={{ base: 1, sm: 2 }}><LabeledValue label={t('col.projectName')}>{filing.projectName}</LabeledValue><LabeledValue label={t('col.industry')}>{industry ?? filing.industry}</LabeledValue><LabeledValue label={t('col.scale')}>{t(`scale.${filing.scale}`)}</LabeledValue><LabeledValue label={t('col.location')}>{filing.location}</LabeledValue><LabeledValue label={t('col.overview')}>{filing.overview}</LabeledValue></SimpleGrid>;
    case 'estimate': return <SimpleGrid cols={{ base: 1, sm: 2 }}><LabeledValue label={t('col.totalInvestment')}>{formatMoney(filing.totalInvestment)}</LabeledValue><LabeledValue label={t('col.scale')}>{t(`scale.${filing.scale}`)}</LabeledValue></SimpleGrid>;
    case 'funding': return <SimpleGrid cols={{ base: 1, sm: 3 }}><LabeledValue label={t('col.selfFunds')}>{formatMoney(filing.selfFunds)}</LabeledValue><LabeledValue label={t('col.loanFunds')}>{formatMoney(filing.loanFunds)}</LabeledValue><LabeledValue label={t('col.otherFunds')}>{formatMoney(filing.otherFunds)}</LabeledValue></SimpleGrid>;
    case 'schedule': return <SimpleGrid cols={{ base: 1, sm: 2 }}><LabeledValue label={t('col.startDate')}>{formatDate(filing.startDate, 'date')}</LabeledValue><LabeledValue label={t('col.endDate')}>{formatDate(filing.endDate, 'date')}</LabeledValue></SimpleGrid>;
    case 'unit': return <SimpleGrid cols={{ base: 1, sm: 3 }}><LabeledValue label={t('col.unit')}>{unitName}</LabeledValue><LabeledValue label={t('col.owner')}>{ownerName}</LabeledValue><LabeledValue label={t('col.contactPhone')}>{filing.contactPhone}</LabeledValue></SimpleGrid>;
    case 'files': return filing.files.length ? <FileList files={filing.files.map((f) => ({ ...f, kind: 'annex' as const }))} /> : <Text c="dimmed">{t('empty')}</Text>;
    default: return <FilingApproval filing={filing} />;
  }
}

/**
 * A filing's detail: /investment/smallProjectFiling/detail, /investment/aboveAcale/detail and
 * investmentOver (the bell's type 4, which names its tab: activeIndex=6 is 审批记录). Read from the device.
 */
export default function FilingDetailPage() {
  const t = useInvestmentT();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { id?: string; activeIndex?: string | number };
  const filing = useFiling(search.id);
  const asked = INVESTMENT_TABS[Number(search.activeIndex ?? 0)] ?? 'basic';
  const [tab, setTab] = useState<string>(asked);
  useEffect(() => setTab(asked), [asked, search.id]);
  return (
    <MenuScope enCode={INVESTMENT_MENU}>
      {(list) => (
        <Card withBorder padding="lg" maw={1040} data-testid="filing-page">
          {filing === undefined ? <Loader size="sm" /> : !filing ? <Alert color="orange">{t('msg.notFound')}</Alert> : (
            <>
              <Group justify="space-between" mb="md">
                <Group gap="sm"><Title order={4}>{filing.projectName}</Title><StatusBadge status={filing.status} /><Text size="sm" c="dimmed">{filing.filingNo || t('form.noPending')}</Text></Group>
                <Group gap="xs">
                  {isEditableFiling(filing.status) && <Button variant="light" onClick={() => void navigate({ to: '/investment/smallProjectFiling/edit', search: { id: filing.id } })} data-testid="filing-edit">{t('action.edit')}</Button>}
                  <Button variant="default" onClick={() => void navigate({ to: list.path })}>{t('action.back')}</Button>
                </Group>
              </Group>
              <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
                <Tabs.List mb="md">{INVESTMENT_TABS.map((k) => <Tabs.Tab key={k} value={k}>{t(`tab.${k}`)}</Tabs.Tab>)}</Tabs.List>
                <Sections filing={filing} tab={tab} />
              </Tabs>
            </>
          )}
        </Card>
      )}
    </MenuScope>
  );
}
