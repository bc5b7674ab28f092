import { Alert, Button, Stack } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '@/components/dialogs/confirm';
import type { StocktakeCounts } from '@/features/stocktaking/contract';
import { notify } from '@/lib/notify';
import { useSyncDb } from '@/sync/hooks';
import { requestPull } from '@/sync/session';
import { stocktakeApi } from '../api';
import { useStT } from '../i18n';
import { completeBlock } from './completion';

interface Props {
  id: string;
  /** Holds the page's 完成 button (btn_complete); a checker without it learns that all is synced and who completes. */
  allowed: boolean;
  online: boolean;
  unsynced: number;
  waitingPhotos: number;
  counts: StocktakeCounts;
  onDone(): void;
}

/**
 * 完成盘点: refused on the device while offline or while any scan of this stocktake is unsynced; then
 * confirmed. Shown to the stocktake's checkers too, so the one on the device hears why it must wait.
 */
export function CompleteButton({ id, allowed, online, unsynced, waitingPhotos, counts, onDone }: Props) {
  const t = useStT();
  const db = useSyncDb();
  const [refusal, setRefusal] = useState<string | null>(null);
  const complete = async () => {
    const block = completeBlock(online, unsynced, waitingPhotos);
    if (block) {
      const message = block.kind === 'offline' ? t('complete.offline') : t('complete.unsynced', { count: block.count });
      setRefusal(message);
      notify('warning', message);
      return;
    }
    if (!allowed) {
      setRefusal(t('complete.needsAdmin'));
      return;
    }
    setRefusal(null);
    if (!(await confirmAction({ title: t('complete.title'), message: t('complete.confirm', counts) }))) return;
    try {
      const info = await stocktakeApi.complete(id);
      await db?.stocktakes.update(id, { status: info.status, completedAt: info.completedAt });
      requestPull(['stocktakes']);
      notify('success', t('complete.done'));
      onDone();
    } catch {
      // The http client showed the server's reason.
    }
  };
  return (
    <Stack gap={4}>
      <Button color="green" leftSection={<IconChecks size={16} />} onClick={() => void complete()} data-testid="stocktake-complete">{t('complete.button')}</Button>
      {refusal && <Alert color="orange" role="alert" data-testid="complete-refused" withCloseButton onClose={() => setRefusal(null)}>{refusal}</Alert>}
    </Stack>
  );
}
