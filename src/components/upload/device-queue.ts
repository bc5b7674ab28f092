import { FileText, type UploadedFile } from '@/features/files/contract';
import type { QingbanDb } from '@/sync/db';
import { hashFile, type HashFn } from '@/workers/file-hash-client';
import { uploadOwners } from './device-store';
import type { DeviceUpload } from './device-table';
import { createHttpUploadTransport } from './http-transport';
import { UploadQueue, type QueueOptions } from './queue';
import { UploadError, type UploadItem, type UploadTransport } from './types';

export interface RunnerOptions extends Partial<Pick<QueueOptions, 'isOnline' | 'onOnline' | 'schedule' | 'random' | 'now'>> {
  transport?: UploadTransport;
  hash?: HashFn;
  /** Also inside the finishing transaction, for every upload (the files module keeps the user's record list). */
  onRecord?(db: QingbanDb, entry: DeviceUpload, file: UploadedFile): Promise<void>;
  /** Table changes (default: Dexie's liveQuery, which also sees other tabs' writes). */
  watch?(db: QingbanDb, onEntries: (entries: DeviceUpload[]) => void): () => void;
}

const PERSIST_EVERY_MS = 1000;

async function liveWatch(db: QingbanDb, onEntries: (entries: DeviceUpload[]) => void): Promise<() => void> {
  const { liveQuery } = await import('dexie');
  const sub = liveQuery(() => db.uploads.orderBy('createdAt').toArray()).subscribe({ next: onEntries, error: (e: unknown) => console.warn('uploads: watch failed', e) });
  return () => sub.unsubscribe();
}

/**
 * Sends the uploads kept on the device, one at a time, whenever there is a network — from the shell,
 * whatever page is open, in the tab that leads sync. After a reload it starts over from the entries
 * (a known identifier is not hashed again; tus resumes the bytes; merge is idempotent by fileId), so
 * each file becomes one record. Success: the owner's write, the record, and the bytes leaving the
 * device happen in one transaction. Refusals wait for the user; anything else is retried with backoff.
 */
export function startDeviceUploads(db: QingbanDb, opts: RunnerOptions = {}): () => void {
  const written = new Map<string, { state: string; at: number }>();
  const seenRetry = new Map<string, number>();
  const finishing = new Set<string>();
  const queue = new UploadQueue({
    transport: opts.transport ?? createHttpUploadTransport({ scope: db.userId }),
    hash: opts.hash ?? hashFile,
    concurrency: 1,
    autoRetry: true,
    isOnline: opts.isOnline, onOnline: opts.onOnline, schedule: opts.schedule, random: opts.random, now: opts.now,
    onChange: (item) => void persist(item),
    onUploaded: (item, file) => finish(item, file),
  });

  async function persist(item: UploadItem): Promise<void> {
    if (item.state === 'success') return void setTimeout(() => queue.dismiss(item.id), 0);
    const now = Date.now();
    const last = written.get(item.id);
    if (last && last.state === item.state && now - last.at < PERSIST_EVERY_MS) return;
    written.set(item.id, { state: item.state, at: now });
    const { state, loaded, speed, timeLeft, identifier, error, failure, attempts } = item;
    await db.uploads.update(item.id, { state, loaded, speed, timeLeft, identifier, error, failure, attempts, updatedAt: now }).catch(() => undefined);
  }

  async function finish(item: UploadItem, file: UploadedFile): Promise<void> {
    finishing.add(item.id);
    try {
      await db.transaction('rw', db.dataTables, async () => {
        const entry = await db.uploads.get(item.id);
        if (!entry) return;
        const owner = entry.ownerType ? uploadOwners().get(entry.ownerType) : undefined;
        if (entry.ownerType && !owner) throw new Error(`no owner ${entry.ownerType}`);
        await owner?.attach(db, entry, file);
        await opts.onRecord?.(db, entry, file);
        await db.blobs.delete(entry.blobId);
        await db.uploads.delete(entry.id);
      });
    } catch (error) {
      console.warn('uploads: could not attach', error);
      throw new UploadError('failed', FileText.registerFailed);
    } finally {
      finishing.delete(item.id);
    }
  }

  function sync(entries: DeviceUpload[]): void {
    const ids = new Set(entries.map((e) => e.id));
    for (const e of entries) {
      const item = queue.get(e.id);
      if (!item) {
        seenRetry.set(e.id, e.retryAt ?? 0);
        queue.add({
          id: e.id, name: e.name, size: e.size, mimeType: e.mimeType, kind: e.kind, via: e.via, identifier: e.identifier, ownerType: e.ownerType, ownerId: e.ownerId,
          createdAt: e.createdAt, attempts: e.attempts, error: e.error, failure: e.failure,
          state: e.hold ? 'paused' : e.state === 'error' ? 'error' : 'waiting',
          source: async () => (await db.blobs.get(e.blobId))?.blob,
        });
        continue;
      }
      if (e.hold && item.state !== 'paused') queue.pause(e.id);
      else if (!e.hold && item.state === 'paused') queue.resume(e.id);
      if ((e.retryAt ?? 0) !== seenRetry.get(e.id)) {
        seenRetry.set(e.id, e.retryAt ?? 0);
        queue.retry(e.id);
      }
    }
    for (const item of queue.items()) if (!ids.has(item.id) && item.state !== 'success' && !finishing.has(item.id)) queue.cancel(item.id);
  }

  let stopped = false;
  let unwatch: () => void = () => undefined;
  void (async () => {
    for (const owner of uploadOwners().values()) await owner.adopt?.(db).catch((e: unknown) => console.warn('uploads: adopt failed', e));
    if (stopped) return;
    if (opts.watch) unwatch = opts.watch(db, sync);
    else {
      const off = await liveWatch(db, sync);
      if (stopped) off();
      else unwatch = off;
    }
  })();
  return () => {
    stopped = true;
    unwatch();
    queue.close();
  };
}
