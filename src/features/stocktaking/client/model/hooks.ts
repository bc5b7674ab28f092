import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { usePendingIds, useSyncDb } from '@/sync/hooks';
import { thumbBlobId } from './keys';
import { liveStocktake } from './live-stocktake';
import { toView, type LocalStocktake, type LocalStocktakeView } from './local-view';
import { pendingPhotos, photoState, type PhotoState } from './photo-uploader';

export type { LocalItemRow, LocalScanRow, LocalStocktake, LocalStocktakeView } from './local-view';
export { loadLocalStocktake, toView } from './local-view';

const EMPTY_VIEW = toView(null);
const noSubscription = () => () => undefined;

/**
 * A downloaded stocktake as the device holds it (undefined while first read; stocktake null when not
 * on the device), kept change by change (live-stocktake.ts): a scan reads back its rows, not the list.
 */
export function useLocalStocktake(id: string | null): LocalStocktakeView | undefined {
  const db = useSyncDb();
  const live = db && id ? liveStocktake(db, id) : null;
  const view = useSyncExternalStore(live ? live.subscribe : noSubscription, () => live?.get());
  return live ? view : EMPTY_VIEW;
}

/** Stocktakes on this device (the list offline). */
export function useDownloadedStocktakes(): LocalStocktake[] | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => (db ? ((await db.stocktakes.toArray()) as unknown as LocalStocktake[]).sort((a, b) => b.createdAt - a.createdAt) : []), [db]);
}

/** Scan ids whose writes (scan, undo, photo) the server has not yet accepted. */
export const usePendingScanIds = (): ReadonlySet<string> => usePendingIds('stocktakeScans');

export interface PendingPhoto {
  /** The upload's id in the device's queue. */
  id: string;
  blob: Blob | null;
  state: PhotoState;
}

/** Photos still on the device, by scan id, with their upload state. */
export function usePendingPhotos(): Map<string, PendingPhoto> {
  const db = useSyncDb();
  const rows = useLiveQuery(async () => {
    if (!db) return [];
    const entries = await pendingPhotos(db);
    return Promise.all(entries.map(async (e) => ({ scanId: e.ownerId, photo: { id: e.id, blob: (await db.blobs.get(e.blobId))?.blob ?? null, state: photoState(e) } })));
  }, [db]);
  return useMemo(() => new Map((rows ?? []).flatMap((r) => (r.scanId ? [[r.scanId, r.photo] as const] : []))), [rows]);
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

