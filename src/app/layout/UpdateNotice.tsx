import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivitySource, OutboxActivity } from '@/sync/update-gate';

export interface UpdateNoticeProps {
  /** Takes the waiting service worker into use and reloads. */
  apply(): Promise<void> | void;
  dismiss(): void;
  /** The outbox to wait for; by default the signed-in user's (loaded when 更新 is clicked). */
  activity?: ActivitySource;
}

const defaultActivity = (): Promise<ActivitySource> => import('@/sync/update-gate').then((m) => m.outboxActivity);

/**
 * A new version is waiting. 更新 applies it once the outbox is idle (no write waiting for the
 * server, no replay on the wire); until then it says how many changes it waits for.
 */
export function UpdateNotice({ apply, dismiss, activity }: UpdateNoticeProps) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<OutboxActivity | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function update() {
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    try {
      const [{ whenOutboxIdle }, source] = await Promise.all([import('@/sync/update-gate'), activity ?? defaultActivity()]);
      await whenOutboxIdle(source, { signal: controller.signal, onWaiting: setWaiting });
    } catch {
      // Called off (稍后) while waiting.
      return;
    }
    setWaiting(null);
    await apply();
  }

  function later() {
    abort.current?.abort();
    setWaiting(null);
    setBusy(false);
    dismiss();
  }

  const text = waiting === null ? t('pwa.updateReady') : waiting.pending > 0 ? t('pwa.waiting', { count: waiting.pending }) : t('pwa.syncing');
  return (
    <Paper role="alertdialog" aria-live="polite" shadow="md" p="md" withBorder pos="fixed" bottom={16} left={16} maw={360} style={{ zIndex: 400 }} data-testid="update-prompt">
      <Text size="sm" mb="xs" data-testid="update-prompt-text">{text}</Text>
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={later}>{t('pwa.later')}</Button>
        <Button size="xs" loading={busy} onClick={() => void update()}>{t('pwa.update')}</Button>
      </Group>
    </Paper>
  );
}
