import { Alert, Button, Card, Group, Loader, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MenuScope } from '@/app/permissions/MenuScope';
import { useRouteTable } from '@/app/routing/route-table';
import { ApprovalRecord } from '@/components/business/ApprovalRecord';
import { FileList } from '@/components/upload';
import { isEditablePurchase, PURCHASE_ITEM_TYPES, PURCHASE_MENU, PURCHASE_STATUS } from '@/features/purchase/contract';
import { formatDate } from '@/lib/format';
import { useDictionary } from '@/sync/dictionary';
import { useOrganizeName, useUserName } from '@/sync/hooks';
import { usePurchaseT } from '../i18n';
import type { Purchase } from './local-purchases';
import { PurchaseItemsTable } from './PurchaseItemsTable';
import { StatusBadge } from './StatusBadge';
import { usePurchase } from './use-purchase';
import { LabeledValue } from '@/components/feedback/LabeledValue';

const ASSET_PLAN_MENU = 'fixedAsset.plan';

/** Where the request went on approval: its fixed-asset plan, one click away for holders of 资产计划登记. */
function AssetPlanLine({ purchase }: { purchase: Purchase }) {
  const t = usePurchaseT();
  const navigate = useNavigate();
  const plans = useRouteTable().byEnCode.get(ASSET_PLAN_MENU);
  if (purchase.status !== PURCHASE_STATUS.approved || !purchase.assetPlanId) return <Text size="sm" c="dimmed">{t('msg.planPending')}</Text>;
  return (
    <Group gap="sm">
      <Text size="sm" data-testid="purchase-plan-made">{t('msg.planMade')}</Text>
      {plans && <Button size="xs" variant="light" onClick={() => void navigate({ to: plans.path, search: { planId: purchase.assetPlanId } })} data-testid="purchase-plan">{t('action.plan')}</Button>}
    </Group>
  );
}

function Basic({ purchase }: { purchase: Purchase }) {
  const t = usePurchaseT();
  const dept = useOrganizeName(purchase.applDeptId);
  const user = useUserName(purchase.useUserId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <LabeledValue label={t('col.applDept')}>{dept}</LabeledValue>
      <LabeledValue label={t('col.useUser')}>{user}</LabeledValue>
      <LabeledValue label={t('col.expectedDate')}>{purchase.expectedDate ? formatDate(purchase.expectedDate, 'date') : ''}</LabeledValue>
      <LabeledValue label={t('col.reason')}>{purchase.reason}</LabeledValue>
      <LabeledValue label={t('col.creatorTime')}>{formatDate(purchase.creatorTime)}</LabeledValue>
      <LabeledValue label={t('col.description')}>{purchase.description}</LabeledValue>
      <LabeledValue label={t('col.assetPlan')}><AssetPlanLine purchase={purchase} /></LabeledValue>
    </SimpleGrid>
  );
}

/**
 * /purchase/detail?id= (SPEC §2, kept alive): a request read from the device — who asks and why, its
 * rows with the total, attachments, and its approval record; offline too, the approval steps aside.
 */
export default function PurchaseDetailPage() {
  const t = usePurchaseT();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { id?: string };
  const purchase = usePurchase(search.id);
  const types = useDictionary(PURCHASE_ITEM_TYPES);
  const typeName = useMemo(() => {
    const names = new Map((types ?? []).map((o) => [o.value, o.text]));
    return (code: string) => names.get(code) ?? code;
  }, [types]);
  return (
    <MenuScope enCode={PURCHASE_MENU}>
      {(list) => (
        <Card withBorder padding="lg" maw={1100} data-testid="purchase-detail-page">
          {purchase === undefined ? <Loader size="sm" /> : !purchase ? <Alert color="orange">{t('msg.notFound')}</Alert> : (
            <>
              <Group justify="space-between" mb="md">
                <Group gap="sm"><Title order={4}>{purchase.reason}</Title><StatusBadge status={purchase.status} /><Text size="sm" c="dimmed">{purchase.purchaseNo || t('form.noPending')}</Text></Group>
                <Group gap="xs">
                  {isEditablePurchase(purchase.status) && <Button variant="light" onClick={() => void navigate({ to: '/purchase/form', search: { id: purchase.id } })} data-testid="purchase-edit">{t('action.edit')}</Button>}
                  <Button variant="default" onClick={() => void navigate({ to: list.path })}>{t('action.back')}</Button>
                </Group>
              </Group>
              <Tabs defaultValue="basic" keepMounted={false}>
                <Tabs.List mb="md">{(['basic', 'items', 'files', 'approval'] as const).map((k) => <Tabs.Tab key={k} value={k}>{t(`tab.${k}`)}</Tabs.Tab>)}</Tabs.List>
                <Tabs.Panel value="basic"><Basic purchase={purchase} /></Tabs.Panel>
                <Tabs.Panel value="items"><PurchaseItemsTable items={purchase.items} readOnly typeName={typeName} /></Tabs.Panel>
                <Tabs.Panel value="files">{purchase.files.length ? <FileList files={purchase.files.map((f) => ({ ...f, kind: 'annex' as const }))} /> : <Text c="dimmed">{t('empty')}</Text>}</Tabs.Panel>
                <Tabs.Panel value="approval">
                  <ApprovalRecord taskId={purchase.flowTaskId} status={purchase.status} badge={<StatusBadge status={purchase.status} />} testId="purchase"
                    labels={{ none: t('approval.none'), offline: t('approval.offline'), loading: t('approval.loading'), flow: t('action.flow'), by: (user, node) => t('approval.by', { user, node }) }} />
                </Tabs.Panel>
              </Tabs>
            </>
          )}
        </Card>
      )}
    </MenuScope>
  );
}
