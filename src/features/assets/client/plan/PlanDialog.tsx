import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { sessionStore } from '@/app/session/session-store';
import { DepartmentPicker, UnitPicker, UserPicker } from '@/components/pickers';
import { useStore } from '@/lib/store';
import { notify } from '@/lib/notify';
import { assetsApi } from '../api/assets-api';
import { at, useAssetT } from '../i18n';
import { draftFromDetail, firstPlanWarning, isOfficeUser, newDraft, planLocks, toUpdateBody, type PlanDraft } from './plan-draft';
import { PlanItemTable } from './PlanItemTable';
import { writeChangeLog } from './plan-save';

interface Props {
  /** null: closed; {} a new plan; {id} an existing one. */
  target: { id?: string } | null;
  onClose(): void;
  onSaved(): void;
}

/** 资产计划登记编辑 (SPEC §2, §5): basic info through the pickers, the item table, cancel / save. */
export function PlanDialog({ target, onClose, onSaved }: Props) {
  const t = useAssetT();
  const me = useStore(sessionStore, (s) => s.userInfo);
  const [draft, setDraft] = useState<PlanDraft | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setDraft(null);
    setUnreadable(false);
    if (!target) return;
    if (!target.id) return setDraft(newDraft(sessionStore.get().userInfo));
    let live = true;
    assetsApi.planDetail(target.id).then((d) => live && setDraft(draftFromDetail(d)), () => live && setUnreadable(true));
    return () => {
      live = false;
    };
  }, [target]);

  const office = isOfficeUser(me);
  const locks = draft ? planLocks(draft, office) : null;
  const set = (change: Partial<PlanDraft>) => setDraft((d) => (d ? { ...d, ...change } : d));

  const save = async () => {
    if (!draft) return;
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
      onSaved();
      onClose();
    } catch {
      // The http client showed the server's reason (a §5 warning); the dialog stays open for a fix.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={target !== null} onClose={onClose} title={t('plan.dialogTitle')} size={960} centered closeOnClickOutside={false}>
      {unreadable ? <Alert color="orange" data-testid="plan-unreadable">{t('common.offlineUnavailable')}</Alert> : !draft || !locks ? <Loader size="sm" aria-label={t('common.loading')} /> : (
        <Stack gap="sm">
          <Title order={6}>{t('plan.basicInfo')}</Title>
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
          <Title order={6}>{t('plan.items')}</Title>
          <PlanItemTable rows={draft.dtlList} onChange={(dtlList) => set({ dtlList })} />
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
        <Button onClick={() => void save()} loading={busy} disabled={!draft} data-testid="plan-save">{t('common.save')}</Button>
      </Group>
    </Modal>
  );
}
