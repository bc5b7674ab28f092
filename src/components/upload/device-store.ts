import { newId } from '@/contract/ids';
import { extensionOf, type FileKind, type UploadedFile } from '@/features/files/contract';
import type { QingbanDb } from '@/sync/db';
import { uploadBlobId, type DeviceUpload } from './device-table';
import type { UploadItem, UploadVia } from './types';

/*
 * The uploads kept on the device, as pages and features touch them (light: no transfer code). The
 * runner that sends them is device-queue.ts, started by the shell.
 */

export interface KeepOptions {
  kind: FileKind;
  via?: UploadVia;
  ownerType?: string | null;
  ownerId?: string | null;
  /** The file's id when the caller made it already (the record refers to it). */
  id?: string;
  name?: string;
  /** Bytes already in `blobs` under this id (handed over by a feature), not stored again. */
  blobId?: string;
}

/** Keeps a file on the device and queues its upload, in one transaction; the runner sends it when it can. */
export async function keepForUpload(db: QingbanDb, file: Blob & { name?: string }, opts: KeepOptions): Promise<DeviceUpload> {
  const id = opts.id ?? newId();
  const now = Date.now();
  const name = opts.name ?? (file.name || 'file');
  const entry: DeviceUpload = {
    id, blobId: opts.blobId ?? uploadBlobId(id), name, size: file.size, mimeType: file.type, extension: extensionOf(name), kind: opts.kind, via: opts.via ?? 'transfer',
    ownerType: opts.ownerType ?? null, ownerId: opts.ownerId ?? null, state: 'waiting', loaded: 0, speed: null, timeLeft: null,
    identifier: null, error: null, failure: null, attempts: 0, hold: false, retryAt: null, createdAt: now, updatedAt: now,
  };
  await db.transaction('rw', db.blobs, db.uploads, async () => {
    if (!opts.blobId) await db.blobs.put({ id: entry.blobId, blob: file, name, type: file.type, size: file.size, ownerId: entry.ownerId ?? id, createdAt: now });
    await db.uploads.put(entry);
  });
  return entry;
}

/** The user pauses (true) or resumes a kept upload. */
export const holdDeviceUpload = (db: QingbanDb, id: string, hold: boolean): Promise<number> => db.uploads.update(id, { hold });
/** The user tries a failed one again. */
export const retryDeviceUpload = (db: QingbanDb, id: string): Promise<number> => db.uploads.update(id, { retryAt: Date.now(), hold: false });

/** The user gives up on a kept upload: its bytes leave the device with it. */
export async function discardDeviceUpload(db: QingbanDb, id: string): Promise<void> {
  await db.transaction('rw', db.blobs, db.uploads, async () => {
    const entry = await db.uploads.get(id);
    if (!entry) return;
    await db.blobs.delete(entry.blobId);
    await db.uploads.delete(id);
  });
}

/** A kept upload as the queue's lists show it. */
export const deviceUploadItem = (e: DeviceUpload): UploadItem => ({
  id: e.id, name: e.name, size: e.size, mimeType: e.mimeType, extension: e.extension, kind: e.kind, via: e.via ?? 'transfer', state: e.hold ? 'paused' : e.state,
  loaded: e.loaded, speed: e.speed, timeLeft: e.timeLeft, identifier: e.identifier, error: e.error, failure: e.failure, attempts: e.attempts,
  result: null, ownerType: e.ownerType, ownerId: e.ownerId, createdAt: e.createdAt,
});

/** What a feature does with an upload that belongs to one of its records. */
export interface UploadOwner {
  /** Inside the transaction that takes the upload off the device: the owning record gets the file (e.g. an outbox write). */
  attach(db: QingbanDb, entry: DeviceUpload, file: UploadedFile): Promise<void>;
  /** Files the feature kept on the device before this queue existed, handed over when the runner starts. */
  adopt?(db: QingbanDb): Promise<void>;
}
const owners = new Map<string, UploadOwner>();
/** Features register their owner types when their offline writes load (before the runner starts). */
export const registerUploadOwner = (ownerType: string, owner: UploadOwner): void => void owners.set(ownerType, owner);
export const uploadOwners = (): ReadonlyMap<string, UploadOwner> => owners;
