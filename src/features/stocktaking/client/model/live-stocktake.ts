import Dexie, { type IntervalTree, type ObservabilitySet } from 'dexie';
import type { StocktakeScanRow } from '@/features/stocktaking/contract';
import type { QingbanDb } from '@/sync/db';
import type { LocalRow } from '@/sync/types';
import { byAssetCode, toView, type LocalItemRow, type LocalStocktake, type LocalStocktakeView } from './local-view';
import { downloadMarkKey, readDownloadMark, type DownloadMark } from './local-store';

/**
 * A downloaded stocktake as the page shows it (header, items, scans, counts), kept change by change
 * instead of re-reading every item after every scan. Read once in full; then each committed write —
 * a scan or undo here, a pull bringing another device's scans, a rejected write rolled back, a
 * write in another tab — arrives as Dexie's `storagemutated` event with the keys it touched, and
 * only those rows are read again. A write of many rows at once (a download, a pull page of 50 or
 * more, a cleared table) comes as a whole range: then all is read again. The device store stays the
 * only truth, so the view is right after a reload by construction, and no schema change is needed.
 */
export interface LiveStocktake {
  /** undefined until the first full read is done. */
  get(): LocalStocktakeView | undefined;
  subscribe(listener: () => void): () => void;
  /** Resolves once every change seen so far is in the view (tests and the bench wait on it). */
  settled(): Promise<void>;
}

/** The primary keys of a mutated part, or 'all' when it holds a range rather than single keys. */
function pointKeys(tree: IntervalTree | undefined): string[] | 'all' {
  const keys: string[] = [];
  const walk = (node: IntervalTree | null | undefined): boolean => {
    if (!node || !('from' in node)) return true;
    if (typeof node.from !== 'string' || node.from !== node.to) return false;
    keys.push(node.from);
    return walk(node.l) && walk(node.r);
  };
  return walk(tree) ? keys : 'all';
}

function createLiveStocktake(db: QingbanDb, id: string, onIdle: () => void): LiveStocktake {
  let stocktake: LocalStocktake | null = null;
  let mark: DownloadMark | null = null;
  let items = new Map<string, LocalItemRow>();
  let scans = new Map<string, StocktakeScanRow>();
  /** Item row ids by asset code; null when an item came or went and the order must be made again. */
  let order: string[] | null = null;
  let view: LocalStocktakeView | undefined;
  let queue: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const part = (table: string) => `idb://${db.name}/${table}/`;
  const markKey = downloadMarkKey(id);

  const setItem = (key: string, row: LocalRow | undefined) => {
    const before = items.get(key);
    const after = row && row.stocktakeId === id ? (row as unknown as LocalItemRow) : undefined;
    if (after) items.set(key, after);
    else items.delete(key);
    if (!before !== !after || (before && after && before.assetCode !== after.assetCode)) order = null;
  };
  const setScan = (key: string, row: LocalRow | undefined) => {
    if (row && row.stocktakeId === id) scans.set(key, row as unknown as StocktakeScanRow);
    else scans.delete(key);
  };
  const readHeader = async () => {
    [stocktake, mark] = await Promise.all([db.stocktakes.get(id).then((row) => (row as LocalStocktake | undefined) ?? null), readDownloadMark(db, id)]);
  };
  const readAll = async () => {
    const [itemRows, scanRows] = await Promise.all([db.stocktakeItems.where('stocktakeId').equals(id).toArray(), db.stocktakeScans.where('stocktakeId').equals(id).toArray(), readHeader()]);
    items = new Map(itemRows.map((row) => [row.id, row as unknown as LocalItemRow]));
    scans = new Map(scanRows.map((row) => [row.id, row as unknown as StocktakeScanRow]));
    order = null;
  };
  const publish = () => {
    if (!order) order = [...items.values()].sort(byAssetCode).map((row) => row.id);
    const sorted = order.map((key) => items.get(key)!);
    view = toView({ stocktake, mark, items: sorted, scans: [...scans.values()] }, true);
    listeners.forEach((l) => l());
  };
  const enqueue = (work: () => Promise<unknown>) => {
    queue = queue.then(work).then(publish, (error: unknown) => console.warn('stocktake: could not read the device store', error));
  };
  const onMutated = (parts: ObservabilitySet) => {
    const itemKeys = pointKeys(parts[part('stocktakeItems')]);
    const scanKeys = pointKeys(parts[part('stocktakeScans')]);
    const header = pointKeys(parts[part('stocktakes')]);
    const meta = pointKeys(parts[part('meta')]);
    const headerChanged = header === 'all' || header.includes(id) || meta === 'all' || meta.includes(markKey);
    if (itemKeys.length === 0 && scanKeys.length === 0 && !headerChanged) return;
    enqueue(async () => {
      if (itemKeys === 'all' || scanKeys === 'all') return readAll();
      const [itemRows, scanRows] = await Promise.all([db.stocktakeItems.bulkGet(itemKeys), db.stocktakeScans.bulkGet(scanKeys), headerChanged ? readHeader() : null]);
      itemKeys.forEach((key, i) => setItem(key, itemRows[i]));
      scanKeys.forEach((key, i) => setScan(key, scanRows[i]));
    });
  };

  return {
    get: () => view,
    subscribe(listener) {
      if (listeners.size === 0) {
        Dexie.on('storagemutated', onMutated);
        enqueue(readAll);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        Dexie.on('storagemutated').unsubscribe(onMutated);
        view = undefined;
        onIdle();
      };
    },
    settled: () => queue,
  };
}

const open = new Map<string, LiveStocktake>();

/** The live view of a stocktake on this device, shared by every subscriber while any is subscribed. */
export function liveStocktake(db: QingbanDb, id: string): LiveStocktake {
  const key = `${db.name}\u0000${id}`;
  let live = open.get(key);
  if (!live) {
    live = createLiveStocktake(db, id, () => open.delete(key));
    open.set(key, live);
  }
  return live;
}
