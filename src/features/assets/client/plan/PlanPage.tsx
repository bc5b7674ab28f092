import { ActionIcon, Button, Group, Select, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconHistory, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { UnitPicker } from '@/components/pickers';
import { PrintDialog } from '@/components/print/PrintDialog';
import { AssetButton, type PlanListRow } from '@/features/assets/contract';
import { formatDate } from '@/lib/format';
import { useDictionary } from '@/sync/dictionary';
import { assetsApi } from '../api/assets-api';
import { useAssetT } from '../i18n';
import { OfflineNote } from '../shared/OfflineNote';
import { useOfflineList } from '../shared/use-offline-list';
import { localPlanPage } from './local-plans';
import { PlanDialog } from './PlanDialog';
import { PlanLogDialog } from './PlanLogDialog';

type Filters = { state?: 'none' | 'part' | 'done'; itemType?: string; applEntId?: string };
type Cell = { row: { original: PlanListRow } };

const online = (q: ListRequest & Filters) => assetsApi.planPage(q);
// Offline: the plans the device keeps (collection `assetPlans`), filtered, sorted and paged here.
const local = (q: ListRequest & Filters) => localPlanPage(q as Parameters<typeof localPlanPage>[0]);

/** 资产计划登记: the plans the caller may see, with add, edit and the change log; offline, the device's plans, read-only. */
export default function PlanPage() {
  const t = useAssetT();
  const types = useDictionary('itemType');
  const [state, setState] = useState<string | null>(null);
  const [itemType, setItemType] = useState<string | null>(null);
  const [applEntId, setApplEntId] = useState<string | null>(null);
  const filters = useMemo<Filters>(() => ({ state: (state ?? undefined) as Filters['state'], itemType: itemType ?? undefined, applEntId: applEntId ?? undefined }), [state, itemType, applEntId]);
  const [target, setTarget] = useState<{ id?: string } | null>(null);
  const [logPlan, setLogPlan] = useState<string | null>(null);
  const [printPlan, setPrintPlan] = useState<string | null>(null);
  const reloadRef = useRef<() => void>(() => undefined);
  const { fetchPage, offline } = useOfflineList<PlanListRow, Filters>(online, local);
  const close = useCallback(() => setTarget(null), []);
  // ?planId= (an approved purchase request's 查看资产计划) opens that plan's record.
  const asked = (useSearch({ strict: false }) as { planId?: string }).planId;
  useEffect(() => { if (asked) setLogPlan(asked); }, [asked]);

  const columns = useMemo(() => [
    { accessorKey: 'applEntName', header: t('plan.applEnt'), size: 150 },
    { accessorKey: 'applDeptName', header: t('plan.applDept'), size: 140 },
    { accessorKey: 'useUserName', header: t('plan.useUser'), size: 100 },
    { accessorKey: 'itemNames', header: t('plan.items'), size: 220 },
    { accessorKey: 'itemNum', header: t('plan.itemNum'), size: 90 },
    { accessorKey: 'hasApplNum', header: t('plan.hasApplNum'), size: 100 },
    { accessorKey: 'creatorUserName', header: t('plan.creator'), size: 100 },
    { accessorKey: 'creatorTime', header: t('plan.creatorTime'), size: 150, Cell: ({ row }: Cell) => formatDate(row.original.creatorTime) },
    { accessorKey: 'lastModifyTime', header: t('plan.lastModifyTime'), size: 150, Cell: ({ row }: Cell) => formatDate(row.original.lastModifyTime) },
  ], [t]);

  return (
    <>
      <OfflineNote show={offline} hint={t('plan.offlineHint')} />
      <ListPageFrame<PlanListRow, Filters>
        columns={columns} fetchPage={fetchPage} filters={filters} rowId={(r) => r.id}
        defaultSort={{ sidx: 'creatorTime', sort: 'desc' }} sortable={['creatorTime', 'lastModifyTime', 'applEntName', 'applDeptName', 'useUserName']}
        onResetFilters={() => { setState(null); setItemType(null); setApplEntId(null); }}
        searchFields={
          <>
            <Select label={t('plan.state')} placeholder={t('common.all')} clearable w={130} value={state} onChange={setState} data-testid="plan-filter-state"
              data={[{ value: 'none', label: t('plan.stateNone') }, { value: 'part', label: t('plan.statePart') }, { value: 'done', label: t('plan.stateDone') }]} />
            <Select label={t('plan.itemType')} placeholder={t('common.all')} clearable w={140} value={itemType} onChange={setItemType}
              data={(types ?? []).map((o) => ({ value: o.value, label: o.text }))} />
            <div style={{ width: 200 }}><UnitPicker label={t('plan.applEnt')} value={applEntId} onChange={setApplEntId} /></div>
          </>
        }
        toolbar={(c) => {
          reloadRef.current = c.reload;
          return (
            <ButtonGuard code={AssetButton.add}>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({})} data-testid="plan-add">{t('common.add')}</Button>
            </ButtonGuard>
          );
        }}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <ButtonGuard code={AssetButton.edit}>
              <Tooltip label={offline ? t('plan.view') : t('common.edit')}>
                <ActionIcon variant="subtle" onClick={() => setTarget({ id: row.id })} aria-label={t(offline ? 'plan.viewOf' : 'plan.editOf', { name: row.itemNames })} data-testid="plan-edit">
                  {offline ? <IconEye size={16} /> : <IconEdit size={16} />}
                </ActionIcon>
              </Tooltip>
            </ButtonGuard>
            <Tooltip label={t('plan.changeLog')}>
              <ActionIcon variant="subtle" color="gray" onClick={() => setLogPlan(row.id)} aria-label={t('plan.changeLogOf', { name: row.itemNames })} data-testid="plan-log"><IconHistory size={16} /></ActionIcon>
            </Tooltip>
            {!offline && (
              <Tooltip label={t('plan.print')}>
                <ActionIcon variant="subtle" color="gray" onClick={() => setPrintPlan(row.id)} aria-label={t('plan.printOf', { name: row.itemNames })} data-testid="plan-print"><IconPrinter size={16} /></ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      />
      <PlanDialog target={target} onClose={close} onSaved={() => reloadRef.current()} />
      <PlanLogDialog planId={logPlan} onClose={() => setLogPlan(null)} />
      <PrintDialog opened={printPlan !== null} onClose={() => setPrintPlan(null)} kind="assetPlan" ids={printPlan ? [printPlan] : []} />
    </>
  );
}
