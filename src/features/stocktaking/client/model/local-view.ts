import type { StocktakeCounts, StocktakeInfo, StocktakeItemRow, StocktakeScanRow } from '@/features/stocktaking/contract';
import type { QingbanDb } from '@/sync/db';
import { countsOf, duplicateScanIds } from './counting';
import { readDownloadMark, type DownloadMark } from './local-store';

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

export interface LocalData {
  stocktake: LocalStocktake | null;
  mark: DownloadMark | null;
  items: LocalItemRow[];
  scans: StocktakeScanRow[];
}

/** One full read of a stocktake from the device store (the page's first read; before, after every write). */
export async function loadLocalStocktake(db: QingbanDb, id: string): Promise<LocalData> {
  const [stocktake, mark, items, scans] = await Promise.all([
    db.stocktakes.get(id), readDownloadMark(db, id),
    db.stocktakeItems.where('stocktakeId').equals(id).toArray(), db.stocktakeScans.where('stocktakeId').equals(id).toArray(),
  ]);
  return { stocktake: (stocktake as LocalStocktake | undefined) ?? null, mark, items: items as unknown as LocalItemRow[], scans: scans as unknown as StocktakeScanRow[] };
}

export const byAssetCode = (a: LocalItemRow, b: LocalItemRow) => a.assetCode.localeCompare(b.assetCode);

/** Counts, duplicate marks and orders of what was read; `sorted` when the items already are by asset code. */
export function toView(data: LocalData | null, sorted = false): LocalStocktakeView {
  if (data === null) return { stocktake: null, mark: null, items: [], scans: [], counts: countsOf([], []) };
  const duplicates = duplicateScanIds(data.scans, new Map(data.items.map((i) => [i.itemId, i])));
  const scans = data.scans
    .map((s) => ({ ...s, duplicate: duplicates.has(s.id) }))
    .sort((a, b) => b.scannedAt - a.scannedAt || b.id.localeCompare(a.id));
  const items = sorted ? data.items : [...data.items].sort(byAssetCode);
  return { ...data, items, scans, counts: countsOf(data.items, data.scans) };
}
