import { Button, Group, Modal, Radio, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { confirmAction } from '@/components/dialogs/confirm';
import { canTransition } from '@/features/assets/contract';
import { notify } from '@/lib/notify';
import { assetsApi } from '../api/assets-api';
import { at, useAssetT } from '../i18n';

interface Props {
  opened: boolean;
  itemId: string;
  status: string;
  onClose(): void;
  onDone(): void;
}

/** Item status change (300 px): one option, re-store the item, after 'Are you sure you want to re-store?'. */
export function StatusDialog({ opened, itemId, status, onClose, onDone }: Props) {
  const t = useAssetT();
  const allowed = canTransition('restore', status);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) setChoice(allowed ? 'restore' : null);
  }, [opened, allowed]);

  const submit = async () => {
    if (choice !== 'restore' || !(await confirmAction({ message: at('status.restoreConfirm') }))) return;
    setBusy(true);
    try {
      await assetsApi.restore(itemId);
      notify('success', at('status.restored'));
      onDone();
      onClose();
    } catch {
      // SPEC §8: re-store failures are only logged (by the quiet call).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={t('status.title')} size={300} centered data-testid="status-dialog">
      <Radio.Group value={choice} onChange={setChoice} label={t('status.choose')}>
        <Radio value="restore" label={t('status.restore')} disabled={!allowed} mt="xs" data-testid="status-restore" />
      </Radio.Group>
      {!allowed && <Text size="xs" c="dimmed" mt="xs">{t('status.restoreNotAllowed')}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
        <Button onClick={() => void submit()} disabled={choice !== 'restore'} loading={busy} data-testid="status-submit">{t('common.confirm')}</Button>
      </Group>
    </Modal>
  );
}
