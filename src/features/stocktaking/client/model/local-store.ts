import { STOCKTAKE_COLLECTIONS, type StocktakeDownload } from '@/features/stocktaking/contract';
import type { QingbanDb } from '@/sync/db';
import { rebase } from '@/sync/local-apply';
import { thumbBlobId } from './keys';

/** Where a download is on its way: saving rows, then fetching thumbnails. */
export interface DownloadProgress {
  phase: 'fetch' | 'save' | 'thumbs' | 'done';
  done: number;
  total: number;
}

export interface DownloadMark {
  at: number;
  items: number;
  thumbs: number;
}
export const downloadMarkKey = (id: string) => `stocktakeDownload:${id}`;
const markKey = downloadMarkKey;
export const readDownloadMark = (db: QingbanDb, id: string) => db.getMeta<DownloadMark | null>(markKey(id), null);

const CHUNK = 500;

/**
 * Puts a stocktake's download into the device store in one transaction: the header, every snapshot
 * item and every scan the server has, replacing what the device held of it. Scans still waiting in
 * the outbox are applied again on top, so a second download never loses an unsynced scan.
 */
export async function saveDownload(db: QingbanDb, data: StocktakeDownload, onProgress?: (p: DownloadProgress) => void): Promise<void> {
  const id = data.stocktake.id;
  const total = data.items.length + data.scans.length;
  await db.transaction('rw', db.dataTables, async () => {
    await db.stocktakes.put({ ...data.stocktake, _version: 0 });
    await db.stocktakeItems.where('stocktakeId').equals(id).delete();
    await db.stocktakeScans.where('stocktakeId').equals(id).delete();
    for (let at = 0; at < data.items.length; at += CHUNK) {
      await db.stocktakeItems.bulkPut(data.items.slice(at, at + CHUNK).map((row) => ({ ...row, _version: 0 })));
      onProgress?.({ phase: 'save', done: Math.min(at + CHUNK, data.items.length), total });
    }
    await db.stocktakeScans.bulkPut(data.scans.map((row) => ({ ...row, _version: 0 })));
    await rebase(db, { collection: STOCKTAKE_COLLECTIONS.scans });
    await db.setMeta(markKey(id), { at: Date.now(), items: data.items.length, thumbs: 0 } satisfies DownloadMark);
  });
  onProgress?.({ phase: 'save', done: total, total });
}

/**
 * Keeps the items' thumbnails on the device (blobs table) so the item list and detail show them
 * offline. A thumbnail that fails to load is skipped; the list then shows none.
 */
export async function cacheThumbnails(db: QingbanDb, data: StocktakeDownload, fetcher: typeof fetch = fetch, onProgress?: (p: DownloadProgress) => void): Promise<number> {
  const urls = [...new Set(data.items.map((i) => i.thumbUrl).filter((u): u is string => Boolean(u)))];
  let done = 0;
  let kept = 0;
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        if (!(await db.blobs.get(thumbBlobId(url)))) {
          const res = await fetcher(url);
          if (res.ok) {
            const blob = await res.blob();
            if (blob.type.startsWith('image/')) {
              await db.blobs.put({ id: thumbBlobId(url), blob, name: url, type: blob.type, size: blob.size, ownerId: null, createdAt: Date.now() });
              kept += 1;
            }
          }
        } else kept += 1;
      } catch {
        // Offline or gone: the item simply has no picture on this device.
      }
      done += 1;
      onProgress?.({ phase: 'thumbs', done, total: urls.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, urls.length) }, worker));
  const mark = await readDownloadMark(db, data.stocktake.id);
  if (mark) await db.setMeta(markKey(data.stocktake.id), { ...mark, thumbs: kept });
  return kept;
}
