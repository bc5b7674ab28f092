import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef } from 'react';
import type { FileKind, UploadedFile } from '@/features/files/contract';
import { notify } from '@/lib/notify';
import { useSyncDb } from '@/sync/hooks';
import { deviceUploadItem, discardDeviceUpload, holdDeviceUpload, keepForUpload, retryDeviceUpload, uploadOwners } from './device-store';
import { errorText } from './format';
import { checkFiles, type UploadRules } from './limits';
import type { QueueActions } from './UploadQueueList';
import { useUploadQueue } from './use-upload-queue';
import type { UploadItem, UploadVia } from './types';

export interface UploadControlOptions {
  value: readonly UploadedFile[];
  onChange(next: UploadedFile[]): void;
  rules: UploadRules;
  kind: FileKind;
  /** Files chosen offline are kept on the device and upload from the shell when online; the value refers to them at once. */
  offline?: boolean;
  /**
   * The record the files belong to (its readers may download them, ADR 0018). Files kept offline
   * keep it too when its feature registered what to do once they are uploaded (`registerUploadOwner`).
   */
  owner?: { ownerType: string; ownerId: string };
  /** 'image': through the public image route (an address anyone may show, e.g. the system logo); online uploads only. */
  via?: UploadVia;
  /** Told whether a chosen file is still on its way (a form waits for it before saving). */
  onBusy?(busy: boolean): void;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What the attachment and image controls share: limits, the queue, files kept on the device, §8 refusals. */
export function useUploadControl({ value, onChange, rules, kind, offline = false, owner, via, onBusy }: UploadControlOptions) {
  const db = useSyncDb();
  const current = useRef({ value, onChange });
  useEffect(() => {
    current.current = { value, onChange };
  });
  const single = rules.limit === 1;
  const { queue, items } = useUploadQueue((item, file) => {
    const { value: now, onChange: change } = current.current;
    const next = single ? [file] : [...now.filter((f) => f.fileId !== file.fileId), file];
    // Two uploads may finish before the next render: the second builds on the first.
    current.current = { value: next, onChange: change };
    change(next);
    setTimeout(() => queue.dismiss(item.id), 0);
  });

  // §8: a refused file shows the server's text and leaves the list.
  useEffect(() => {
    for (const item of items) {
      if (item.state !== 'error' || item.failure !== 'refused') continue;
      notify('error', errorText(item) ?? '');
      queue.cancel(item.id);
    }
  }, [items, queue]);

  const busy = items.some((i) => i.state !== 'success');
  const tell = useRef(onBusy);
  tell.current = onBusy;
  useEffect(() => tell.current?.(busy), [busy]);
  useEffect(() => () => tell.current?.(false), []);

  const ids = value.map((f) => f.fileId).join(',');
  const kept = useLiveQuery(async () => (db && ids ? db.uploads.where('id').anyOf(ids.split(',')).toArray() : []), [db, ids]);
  const keptItems: UploadItem[] = (kept ?? []).map(deviceUploadItem);

  const choose = useCallback(
    async (files: readonly File[]) => {
      const active = queue.items().filter((i) => i.state !== 'success').length;
      const { value: now, onChange: change } = current.current;
      const { accepted, refusals } = checkFiles(files, now.length + active, rules);
      refusals.forEach((text) => notify('error', text));
      if (!accepted.length) return;
      if (single) queue.items().forEach((i) => queue.cancel(i.id));
      if (offline && db && isOffline()) {
        const kept = owner && uploadOwners().has(owner.ownerType) ? owner : {};
        const entries = await Promise.all(accepted.map((file) => keepForUpload(db, file, { kind, ...kept })));
        const refs = entries.map((e) => ({ name: e.name, fileId: e.id, fileSize: e.size, fileExtension: e.extension, fileVersionId: e.id, url: '' }));
        const next = single ? refs.slice(0, 1) : [...now, ...refs];
        current.current = { value: next, onChange: change };
        change(next);
        return;
      }
      for (const file of accepted) queue.add({ blob: file, name: file.name, kind, via, ...owner });
    },
    [db, kind, offline, owner, queue, rules, single, via],
  );

  const queueActions: QueueActions = {
    onPause: (id) => queue.pause(id), onResume: (id) => queue.resume(id), onRetry: (id) => queue.retry(id), onCancel: (id) => queue.cancel(id),
  };
  const keptActions: QueueActions = db
    ? {
        onPause: (id) => void holdDeviceUpload(db, id, true), onResume: (id) => void holdDeviceUpload(db, id, false), onRetry: (id) => void retryDeviceUpload(db, id),
        onCancel: (id) => {
          void discardDeviceUpload(db, id);
          const next = current.current.value.filter((f) => f.fileId !== id);
          current.current = { ...current.current, value: next };
          current.current.onChange(next);
        },
      }
    : {};
  return { choose, items: items.filter((i) => i.state !== 'success'), queueActions, keptItems, keptActions };
}
