import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createStore, useStore } from '@/lib/store';

interface Pending {
  title?: string;
  message: string;
  danger: boolean;
  resolve(ok: boolean): void;
}

const confirmStore = createStore<{ pending: Pending | null }>({ pending: null });

/** Asks the user; resolves true on confirm. Needs <ConfirmHost/> mounted once. */
export function confirmAction(options: { title?: string; message: string; danger?: boolean }): Promise<boolean> {
  return new Promise((resolve) => confirmStore.set({ pending: { ...options, danger: options.danger ?? false, resolve } }));
}

function settle(ok: boolean) {
  const { pending } = confirmStore.get();
  confirmStore.set({ pending: null });
  pending?.resolve(ok);
}

export function ConfirmHost() {
  const { t } = useTranslation();
  const pending = useStore(confirmStore, (s) => s.pending);
  return (
    <Modal opened={pending !== null} onClose={() => settle(false)} title={pending?.title ?? t('common.tip')} centered size="sm" data-testid="confirm-dialog">
      <Text size="sm">{pending?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => settle(false)}>{t('common.cancel')}</Button>
        <Button color={pending?.danger ? 'red' : undefined} onClick={() => settle(true)} data-testid="confirm-ok">{t('common.confirm')}</Button>
      </Group>
    </Modal>
  );
}
