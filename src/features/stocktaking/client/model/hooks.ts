import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { StocktakeCounts, StocktakeInfo, StocktakeItemRow, StocktakeScanRow } from '@/features/stocktaking/contract';
import type { QingbanDb } from '@/sync/db';
import { usePendingIds, useSyncDb } from '@/sync/hooks';
import type { BlobEntry } from '@/sync/types';
import { countsOf, isDuplicate } from './counting';
import { thumbBlobId } from './keys';
import { readDownloadMark, type DownloadMark } from './local-store';
import { pendingPhotos, readPhotoState, type PhotoState } from './photo-uploader';

export type LocalStocktake = StocktakeInfo & { _version?: number };
export type LocalItemRow = StocktakeItemRow & { _version?: number };
export type LocalScanRow = StocktakeScanRow & { _version?: number; duplicate: boolean };

export interface LocalStocktakeView {
  stocktake: LocalStocktake | null;
  mark: DownloadMark | null;
  items: LocalItemRow[];
  /** Newest first, each marked when it added nothing to the counts. */
  scans: LocalScanRow[];
  counts: StocktakeCounts;
}

interface LocalData {
  stocktake: LocalStocktake | null;
  mark: DownloadMark | null;
  items: LocalItemRow[];
  scans: StocktakeScanRow[];
}

/** One read of a stocktake from the device store (what the page's live query runs after every write). */
export async function loadLocalStocktake(db: QingbanDb, id: string): Promise<LocalData> {
  const [stocktake, mark, items, scans] = await Promise.all([
    db.stocktakes.get(id), readDownloadMark(db, id),
    db.stocktakeItems.where('stocktakeId').equals(id).toArray(), db.stocktakeScans.where('stocktakeId').equals(id).toArray(),
  ]);
  return { stocktake: (stocktake as LocalStocktake | undefined) ?? null, mark, items: items as unknown as LocalItemRow[], scans: scans as unknown as StocktakeScanRow[] };
}

/** Counts, duplicate marks and orders of what was read. */
export function toView(data: LocalData | null): LocalStocktakeView {
  if (data === null) return { stocktake: null, mark: null, items: [], scans: [], counts: countsOf([], []) };
  const byItem = new Map(data.items.map((i) => [i.itemId, i]));
  const scans = data.scans
    .map((s) => ({ ...s, duplicate: isDuplicate(s, byItem, data.scans) }))
    .sort((a, b) => b.scannedAt - a.scannedAt || b.id.localeCompare(a.id));
  const items = [...data.items].sort((a, b) => a.assetCode.localeCompare(b.assetCode));
  return { ...data, items, scans, counts: countsOf(data.items, data.scans) };
}

/** A downloaded stocktake as the device holds it (undefined while reading; stocktake null when not on the device). */
export function useLocalStocktake(id: string | null): LocalStocktakeView | undefined {
  const db = useSyncDb();
  const data = useLiveQuery(async () => (db && id ? loadLocalStocktake(db, id) : null), [db, id]);
  return useMemo(() => (data === undefined ? undefined : toView(data)), [data]);
}

/** Stocktakes on this device (the list offline). */
export function useDownloadedStocktakes(): LocalStocktake[] | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => (db ? ((await db.stocktakes.toArray()) as unknown as LocalStocktake[]).sort((a, b) => b.createdAt - a.createdAt) : []), [db]);
}

/** Scan ids whose writes (scan, undo, photo) the server has not yet accepted. */
export const usePendingScanIds = (): ReadonlySet<string> => usePendingIds('stocktakeScans');

export interface PendingPhoto {
  blob: BlobEntry;
  state: PhotoState;
}

/** Photos still on the device, by scan id, with their upload state. */
export function usePendingPhotos(): Map<string, PendingPhoto> {
  const db = useSyncDb();
  const rows = useLiveQuery(async () => {
    if (!db) return [];
    const blobs = await pendingPhotos(db);
    return Promise.all(blobs.map(async (blob) => ({ blob, state: await readPhotoState(db, blob.id) })));
  }, [db]);
  return useMemo(() => new Map((rows ?? []).filter((r) => r.blob.ownerId).map((r) => [r.blob.ownerId!, r])), [rows]);
}

/** An object URL for a blob, revoked when the component lets go of it. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** An item's thumbnail: the copy kept on the device when there is one, else its address. */
export function useThumbnail(url: string | null): string | null {
  const db = useSyncDb();
  const kept = useLiveQuery(async () => (db && url ? ((await db.blobs.get(thumbBlobId(url)))?.blob ?? null) : null), [db, url]);
  const local = useObjectUrl(kept);
  return local ?? (kept === null && typeof navigator !== 'undefined' && navigator.onLine ? url : null);
}
