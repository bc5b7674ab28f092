import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Title, Tooltip } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { sessionStore } from '@/app/session/session-store';
import { DepartmentPicker, UnitPicker, UserPicker } from '@/components/pickers';
import { useStore } from '@/lib/store';
import { notify } from '@/lib/notify';
import { requestPull } from '@/sync/session';
import { PLAN_SYNC_COLLECTION } from '@/features/assets/contract';
import { assetsApi } from '../api/assets-api';
import { at, useAssetT } from '../i18n';
import { firstPlanWarning, isOfficeUser, planLocks, toUpdateBody, type PlanDraft } from './plan-draft';
import { PlanItemTable } from './PlanItemTable';
import { PlanView } from './PlanView';
import { writeChangeLog } from './plan-save';
import { usePlanLoad } from './use-plan-load';

interface Props {
  /** null: closed; {} a new plan; {id} an existing one. */
  target: { id?: string } | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * 资产计划登记编辑 (SPEC §2, §5): basic info through the pickers, the item table, cancel / save.
 * Offline an existing plan opens read-only from the device store; saving always needs the network.
 */
export function PlanDialog({ target, onClose, onSaved }: Props) {
  const t = useAssetT();
  const me = useStore(sessionStore, (s) => s.userInfo);
  const { draft, setDraft, fromDevice, unreadable, online } = usePlanLoad(target);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();

  const office = isOfficeUser(me);
  const locks = draft ? planLocks(draft, office) : null;
  const set = (change: Partial<PlanDraft>) => setDraft((d) => (d ? { ...d, ...change } : d));
  // Why saving is not possible now (shown above the form and as the save button's description).
  const blocked = fromDevice ? t('plan.readOnlyOffline') : draft && !online ? t('plan.saveNeedsNetwork') : null;

  const save = async () => {
    if (!draft || blocked) return;
    const warning = firstPlanWarning(draft);
    if (warning) {
      notify('warning', at(`plan.warn.${warning.key}`, { name: warning.row?.itemName, purchased: warning.row?.hasApplNum }));
      return;
    }
    setBusy(true);
    try {
      const { result, msg } = await assetsApi.savePlan(toUpdateBody(draft));
      await writeChangeLog(result, draft);
      notify('success', msg);
      requestPull([PLAN_SYNC_COLLECTION]);
      onSaved();
      onClose();
    } catch {
      // The http client showed the server's reason (a §5 warning); the dialog stays open for a fix.
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (unreadable) return <Alert color="orange" data-testid="plan-unreadable">{t('common.offlineUnavailable')}</Alert>;
    if (fromDevice) return <PlanView plan={fromDevice} />;
    if (!draft || !locks) return <Loader role="status" size="sm" aria-label={t('common.loading')} />;
    return (
      <Stack gap="sm">
        <Title order={3} size="h6">{t('plan.basicInfo')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <UnitPicker
            label={t('plan.applEnt')} required value={draft.applEntId} disabled={!locks.unitEditable} data-testid="plan-unit"
            onChange={(id) => set({ applEntId: id, applEntName: '' })}
          />
          <DepartmentPicker
            label={t('plan.applDept')} required value={draft.applDeptId} disabled={!locks.deptEditable} data-testid="plan-dept"
            onChange={(id) => set({ applDeptId: id, applDeptName: '' })}
          />
          <UserPicker
            label={t('plan.useUser')} required value={draft.useUserId} disabled={!locks.userEditable} data-testid="plan-user"
            selectType={locks.userScope === 'all' ? 'all' : 'custom'} scope={locks.userScope === 'own' && me ? { departIds: [me.organizeId] } : undefined}
            onChange={(id) => set({ useUserId: id, useUserName: '' })}
          />
        </SimpleGrid>
        <Title order={3} size="h6">{t('plan.items')}</Title>
        <PlanItemTable rows={draft.dtlList} onChange={(dtlList) => set({ dtlList })} />
      </Stack>
    );
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={target !== null} onClose={onClose} title={t('plan.dialogTitle')} size={960} centered closeOnClickOutside={false}>
      {blocked && (
        <Alert color="orange" variant="light" icon={<IconCloudOff size={16} />} title={fromDevice ? t('common.offlineData') : t('plan.needsNetwork')} mb="sm" role="status" data-testid="plan-offline">
          <span id={reasonId}>{blocked}</span>
        </Alert>
      )}
      {body()}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{fromDevice ? t('common.close') : t('common.cancel')}</Button>
        <Tooltip label={t('plan.needsNetwork')} disabled={!blocked}>
          <span>
            <Button onClick={() => void save()} loading={busy} disabled={!draft || blocked !== null} aria-describedby={blocked ? reasonId : undefined} data-testid="plan-save">
              {t('common.save')}
            </Button>
          </span>
        </Tooltip>
      </Group>
    </Modal>
  );
}
