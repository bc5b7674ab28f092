import { afterEach, describe, expect, it } from 'vitest';
import type { StocktakeCounts, StocktakeDownload, StocktakeItemRow } from '@/features/stocktaking/contract';
import { QingbanDb } from '@/sync/db';
import { undoEntry } from '@/sync/local-apply';
import { pullCollection } from '@/sync/pull';
import { FakeServer, fakeTransport, freshDb } from '@/sync/testing';
import { countsOf, isDuplicate, type LocalScan } from './counting';
import { liveStocktake } from './live-stocktake';
import { loadLocalStocktake, toView } from './local-view';
import { saveDownload } from './local-store';
import { recordScan, undoScan } from './scan-actions';

const ST = 'st1';
const item = (n: number, stocktakeId = ST): StocktakeItemRow => ({
  id: `${stocktakeId}-row${n}`, stocktakeId, itemId: `fa${n}`, assetCode: `ZC${stocktakeId}${String(n).padStart(4, '0')}`, itemName: `物品${n}`, itemTypeName: '电脑',
  expectedEntId: 'e1', expectedEntName: '华东分公司', expectedDeptId: 'd1', expectedDeptName: '仓储部', expectedUserName: null,
  expectedLocation: 'EC-仓库A', thumbUrl: null, result: null, foundLocation: null, foundBy: null, foundByName: null, foundAt: null, firstScanId: null,
});
const download = (count: number, stocktakeId = ST): StocktakeDownload => ({
  stocktake: {
    id: stocktakeId, name: '年中盘点', scopeType: 'dept', scopeId: 'd1', scopeName: '仓储部', location: 'EC-仓库A', status: 'open', creatorId: 'admin', creatorName: '王磊',
    createdAt: 1, completedAt: null, appliedAt: null, checkers: [{ userId: 'u1', realName: '赵强', account: 'wh01' }],
    counts: { expected: count, found: 0, moved: 0, missing: count, unknown: 0 },
  },
  items: Array.from({ length: count }, (_, i) => item(i + 1, stocktakeId)), scans: [],
});

let db: QingbanDb;
let stop: Array<() => void> = [];
afterEach(() => {
  stop.forEach((s) => s());
  stop = [];
  db?.close();
});

/** Subscribes as the page does; returns the view's counts once every change so far is in. */
function watch(stocktakeId = ST) {
  const live = liveStocktake(db, stocktakeId);
  stop.push(live.subscribe(() => undefined));
  return async () => {
    await live.settled();
    return live.get()?.counts;
  };
}
/** The whole view — header, items, scans with their duplicate marks, counts — equals a full re-read. */
async function expectSameAsReread(stocktakeId = ST) {
  const live = liveStocktake(db, stocktakeId);
  await live.settled();
  expect(live.get()).toEqual(toView(await loadLocalStocktake(db, stocktakeId)));
}
/** What a full re-read of the store says (the page's old way). */
async function reread(stocktakeId = ST): Promise<StocktakeCounts> {
  const items = await db.stocktakeItems.where('stocktakeId').equals(stocktakeId).toArray();
  const scans = (await db.stocktakeScans.where('stocktakeId').equals(stocktakeId).toArray()) as unknown as LocalScan[];
  return countsOf(items as unknown as StocktakeItemRow[], scans);
}
const scan = (code: string, location = 'EC-仓库A') => recordScan(db, { stocktakeId: ST, code, location, byName: '赵强' });

describe('a stocktake on the device kept change by change', () => {
  it('follow scans, moved items, unknown codes, repeats and undo exactly as a full re-read', async () => {
    db = await freshDb();
    const counts = watch();
    await saveDownload(db, download(60));
    expect(await counts()).toEqual({ expected: 60, found: 0, moved: 0, missing: 60, unknown: 0 });

    const first = await scan(`ZC${ST}0001`);
    await scan(`ZC${ST}0002`, 'EC-仓库B');
    const unknown = await scan('NOPE-1');
    const again = await scan(' NOPE-1 ');
    await scan(`ZC${ST}0001`, 'EC-仓库C'); // a repeat: counted once
    expect(await counts()).toEqual({ expected: 60, found: 1, moved: 1, missing: 58, unknown: 1 });
    expect(await counts()).toEqual(await reread());

    // The one-pass duplicate marks are isDuplicate's, scan by scan.
    const { items, scans } = (await loadLocalStocktake(db, ST)) as unknown as { items: StocktakeItemRow[]; scans: LocalScan[] };
    const byItem = new Map(items.map((i) => [i.itemId, i]));
    const marked = liveStocktake(db, ST).get()!.scans.filter((s) => s.duplicate).map((s) => s.id).sort();
    expect(marked).toEqual(scans.filter((s) => isDuplicate(s, byItem, scans)).map((s) => s.id).sort());
    expect(marked).toHaveLength(2);

    await undoScan(db, first.id); // the repeat (moved) now wins the item
    expect(await counts()).toEqual({ expected: 60, found: 0, moved: 2, missing: 58, unknown: 1 });
    await undoScan(db, unknown.id); // the second NOPE-1 still counts
    expect(await counts()).toEqual(await reread());
    expect((await counts())?.unknown).toBe(1);
    await undoScan(db, again.id);
    expect((await counts())?.unknown).toBe(0);
    expect(await counts()).toEqual(await reread());
    await expectSameAsReread();
  });

  it('take a write back when the sync engine rolls it back (a rejected scan)', async () => {
    db = await freshDb();
    const counts = watch();
    await saveDownload(db, download(3));
    await scan(`ZC${ST}0003`);
    expect((await counts())?.found).toBe(1);
    const entry = (await db.outbox.orderBy('seq').last())!;
    await undoEntry(db, entry);
    expect(await counts()).toEqual({ expected: 3, found: 0, moved: 0, missing: 3, unknown: 0 });
    expect(await counts()).toEqual(await reread());
    await expectSameAsReread();
  });

  it('take in scans of other devices arriving by pull, one by one and a page at a time', async () => {
    db = await freshDb();
    const counts = watch();
    await saveDownload(db, download(80));
    const server = new FakeServer();
    const transport = fakeTransport(server);
    // Another checker found item 5 and scanned a code that is in no list.
    server.put('stocktakeItems', `${ST}-row5`, { ...item(5), result: 'found', firstScanId: 'other-1', foundByName: '李娜' });
    server.put('stocktakeScans', 'other-1', { stocktakeId: ST, code: `ZC${ST}0005`, itemId: 'fa5', result: 'found', undone: 0, scannedAt: 5 });
    server.put('stocktakeScans', 'other-2', { stocktakeId: ST, code: 'ELSEWHERE-9', itemId: null, result: 'unknown', undone: 0, scannedAt: 6 });
    await pullCollection({ db, transport }, 'stocktakeItems');
    await pullCollection({ db, transport }, 'stocktakeScans');
    expect(await counts()).toEqual({ expected: 80, found: 1, moved: 0, missing: 79, unknown: 1 });

    // A page of 60 changes at once (Dexie reports it as a whole range: read again in full).
    for (let n = 10; n < 70; n++) server.put('stocktakeItems', `${ST}-row${n}`, { ...item(n), result: n % 2 ? 'moved' : 'found', firstScanId: `other-${n}` });
    await pullCollection({ db, transport }, 'stocktakeItems');
    expect(await counts()).toEqual({ expected: 80, found: 31, moved: 30, missing: 19, unknown: 1 });
    expect(await counts()).toEqual(await reread());
    await expectSameAsReread();

    // The administrator completes the stocktake: the header follows too.
    server.put('stocktakes', ST, { ...download(80).stocktake, status: 'completed', completedAt: 9 });
    await pullCollection({ db, transport }, 'stocktakes');
    await expectSameAsReread();
    expect(liveStocktake(db, ST).get()?.stocktake?.status).toBe('completed');
  });

  it('count only their own stocktake, and are right again after a reload', async () => {
    db = await freshDb();
    const counts = watch();
    await saveDownload(db, download(4));
    await saveDownload(db, download(7, 'st2'));
    await recordScan(db, { stocktakeId: 'st2', code: 'ZCst20001', location: '', byName: '赵强' });
    await recordScan(db, { stocktakeId: 'st2', code: 'ST2-UNKNOWN', location: '', byName: '赵强' });
    await scan(`ZC${ST}0004`);
    expect(await counts()).toEqual({ expected: 4, found: 1, moved: 0, missing: 3, unknown: 0 });

    // The page goes away and the device restarts: counts come from the store again.
    stop.forEach((s) => s());
    stop = [];
    const name = db.userId;
    db.close();
    db = new QingbanDb(name);
    await db.open();
    expect(await watch()()).toEqual({ expected: 4, found: 1, moved: 0, missing: 3, unknown: 0 });
    expect(await watch('st2')()).toEqual({ expected: 7, found: 1, moved: 0, missing: 6, unknown: 1 });
    await expectSameAsReread();
    await expectSameAsReread('st2');
  });
});
