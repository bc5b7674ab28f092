import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DepartmentPicker, UnitPicker, UserPicker } from '@/components/pickers';
import { ASSET_LIMITS, assignBody, remarkBody, type ItemAction, type ItemRow } from '@/features/assets/contract';
import { notify } from '@/lib/notify';
import { assetsApi } from '../api/assets-api';
import { useAssetT } from '../i18n';
import { StatusBadge } from '../shared/StatusBadge';

/** The status actions of the storage list (re-store lives in the detail's status dialog). */
export type ListAction = Exclude<ItemAction, 'restore'>;
export const LIST_ACTIONS: readonly ListAction[] = ['receive', 'change', 'damage', 'lose', 'scrap'];

const withHolder = (a: ListAction) => a === 'receive' || a === 'change';

interface Props {
  target: { action: ListAction; item: ItemRow } | null;
  onClose(): void;
  onDone(): void;
}

/** 领用 / 变更 (to a unit, department, person) and 损坏 / 丢失 / 报废 (a remark), each writing its log row. */
export function ItemActionDialog({ target, onClose, onDone }: Props) {
  const t = useAssetT();
  const [entId, setEntId] = useState<string | null>(null);
  const [deptId, setDeptId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setEntId(null);
    setDeptId(null);
    setUserId(null);
    setRemark('');
  }, [target]);
  if (!target) return null;
  const { action, item } = target;

  const submit = async () => {
    const body = { id: item.id, entId: entId ?? '', deptId: deptId ?? '', userId: userId ?? '', remark: remark.trim() || null };
    const parsed = withHolder(action) ? assignBody.safeParse(body) : remarkBody.safeParse({ id: body.id, remark: body.remark });
    if (!parsed.success) return notify('warning', parsed.error.issues[0]?.message ?? '');
    setBusy(true);
    try {
      const call = { receive: assetsApi.receive, change: assetsApi.change, damage: assetsApi.damage, lose: assetsApi.lose, scrap: assetsApi.scrap }[action];
      notify('success', await call(body));
      onDone();
      onClose();
    } catch {
      // The server's reason was shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened onClose={onClose} title={t(`action.${action}Title`)} size={withHolder(action) ? 760 : 480} centered closeOnClickOutside={false} data-testid={`action-${action}`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm" fw={500}>{item.itemName}</Text>
          <Text size="sm" c="dimmed">{item.assetCode}</Text>
          <StatusBadge status={item.status} />
        </Group>
        {withHolder(action) && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <UnitPicker label={t(`action.${action}Ent`)} required value={entId} onChange={setEntId} data-testid="action-unit" />
            <DepartmentPicker label={t(`action.${action}Dept`)} required value={deptId} onChange={setDeptId} data-testid="action-dept" />
            <UserPicker label={t(`action.${action}User`)} required value={userId} onChange={setUserId} data-testid="action-user" />
          </SimpleGrid>
        )}
        <Textarea label={t('common.remark')} maxLength={ASSET_LIMITS.remarkMax} autosize minRows={3} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} data-testid="action-remark" />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
        <Button onClick={() => void submit()} loading={busy} data-testid="action-submit">{t('common.confirm')}</Button>
      </Group>
    </Modal>
  );
}
