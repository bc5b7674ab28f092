import { useState } from 'react';
import { notify } from '@/lib/notify';
import type { MutationHandle } from '@/sync/mutations';
import { useSyncStatus } from '@/sync/hooks';

export interface RecordSaveOptions<B> {
  mutation: MutationHandle<{ id: string; isNew: boolean; body: B; submit: boolean }>;
  id: string;
  /** Known to the server once it answered with a number; until then every save is the first one. */
  isNew: boolean;
  /** The form's values checked by the contract's schema; null shows the errors and saves nothing. */
  validate(): B | null;
  /** The feature's strings: msg.saved, msg.queued, msg.submitted, msg.submitQueued. */
  t(key: string): string;
  onDone(id: string): void;
}

/**
 * 保存草稿 and 提交审批 of a business record (ADR 0036), written once: the save goes through the
 * outbox (a later save of the same record replaces one not sent yet), and the message says whether
 * it reached the server or waits on the device.
 */
export function useRecordSave<B>({ mutation, id, isNew, validate, t, onDone }: RecordSaveOptions<B>) {
  const { online } = useSyncStatus();
  const [busy, setBusy] = useState(false);
  const save = async (submit: boolean) => {
    const body = validate();
    if (!body) return;
    setBusy(true);
    try {
      await mutation.mutate({ id, isNew, body, submit }, { supersedes: (earlier) => (earlier as { id?: string }).id === id });
      notify('success', online ? t(submit ? 'msg.submitted' : 'msg.saved') : t(submit ? 'msg.submitQueued' : 'msg.queued'));
      onDone(id);
    } finally {
      setBusy(false);
    }
  };
  return { busy, save, online };
}
