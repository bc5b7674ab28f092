import { backoffDelay } from '@/sync/backoff';
import type { QingbanDb } from '@/sync/db';
import type { BlobEntry } from '@/sync/types';
import { PHOTO_BLOB_PREFIX } from './keys';
import { attachUploaded } from './scan-actions';

/** Sends one photo; resolves with its address. Throws UploadRefused when the server will never take it. */
export type UploadFn = (blob: Blob, name: string) => Promise<string>;

/** The server refused this file (not an image, too large…): retrying the same bytes cannot help. */
export class UploadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRefused';
  }
}

export interface PhotoState {
  attempts: number;
  lastError: string | null;
  /** Refused by the server: waits for the checker (retry or remove), not retried by itself. */
  refused: boolean;
}

const stateKey = (blobId: string) => `stocktakePhoto:${blobId}`;
export const readPhotoState = (db: QingbanDb, blobId: string): Promise<PhotoState> =>
  db.getMeta<PhotoState>(stateKey(blobId), { attempts: 0, lastError: null, refused: false });

/** Photos waiting on this device, oldest first. */
export async function pendingPhotos(db: QingbanDb): Promise<BlobEntry[]> {
  return (await db.blobs.where('id').startsWith(PHOTO_BLOB_PREFIX).toArray()).sort((a, b) => a.createdAt - b.createdAt);
}

export interface UploaderOptions {
  db: QingbanDb;
  upload: UploadFn;
  isOnline?: () => boolean;
  /** Schedules the next try after a failure (tests record it instead of waiting). */
  schedule?: (fn: () => void, ms: number) => unknown;
  random?: () => number;
}

/**
 * Sends the scans' photos when there is a network: upload, then `stocktake.attachPhoto` through the
 * outbox and the blob removed, in one transaction. A failed upload keeps the blob and tries again
 * with backoff; a refused one keeps it and waits for the checker. One run at a time.
 */
export function createPhotoUploader(opts: UploaderOptions) {
  const isOnline = opts.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const schedule = opts.schedule ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  let running: Promise<number> | null = null;
  let again = false;
  let failures = 0;
  let stopped = false;

  async function once(): Promise<{ sent: number; failed: boolean }> {
    let sent = 0;
    for (const entry of await pendingPhotos(opts.db)) {
      if (!isOnline() || stopped) break;
      const state = await readPhotoState(opts.db, entry.id);
      if (state.refused || !entry.ownerId) continue;
      try {
        const url = await opts.upload(entry.blob, entry.name);
        await attachUploaded(opts.db, entry.id, entry.ownerId, url);
        await opts.db.meta.delete(stateKey(entry.id));
        failures = 0;
        sent += 1;
      } catch (error) {
        const refused = error instanceof UploadRefused;
        const message = error instanceof Error ? error.message : String(error);
        await opts.db.setMeta(stateKey(entry.id), { attempts: state.attempts + 1, lastError: message, refused } satisfies PhotoState);
        if (refused) continue;
        failures += 1;
        schedule(() => void run(), backoffDelay(failures, opts.random));
        return { sent, failed: true };
      }
    }
    return { sent, failed: false };
  }

  function run(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      for (;;) {
        again = false;
        const outcome = await once();
        total += outcome.sent;
        if (!again || outcome.failed) return total;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** The checker asks to try a refused photo again. */
  async function retry(blobId: string): Promise<number> {
    await opts.db.meta.delete(stateKey(blobId));
    return run();
  }

  /** No more rounds (the page closed, the user signed out); a round under way finishes its photo. */
  const stop = () => {
    stopped = true;
  };

  return { run, retry, stop };
}
export type PhotoUploader = ReturnType<typeof createPhotoUploader>;
