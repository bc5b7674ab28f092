import { afterEach, describe, expect, it } from 'vitest';
import type { StocktakeDownload, StocktakeItemRow } from '@/features/stocktaking/contract';
import type { QingbanDb } from '@/sync/db';
import { freshDb } from '@/sync/testing';
import { countsOf, isDuplicate, type LocalScan } from './counting';
import { saveDownload } from './local-store';
import { recordScan, undoScan } from './scan-actions';

const ST = 'st1';
const item = (n: number, extra: Partial<StocktakeItemRow> = {}): StocktakeItemRow => ({
  id: `row${n}`, stocktakeId: ST, itemId: `fa${n}`, assetCode: `ZC2026000${n}`, itemName: `物品${n}`, itemTypeName: '电脑',
  expectedEntId: 'e1', expectedEntName: '华东分公司', expectedDeptId: 'd1', expectedDeptName: '仓储部', expectedUserName: null,
  expectedLocation: 'EC-仓库A', thumbUrl: null, result: null, foundLocation: null, foundBy: null, foundByName: null, foundAt: null, firstScanId: null, ...extra,
});
const download = (items: StocktakeItemRow[]): StocktakeDownload => ({
  stocktake: {
    id: ST, name: '年中盘点', scopeType: 'dept', scopeId: 'd1', scopeName: '仓储部', location: 'EC-仓库A', status: 'open', creatorId: 'admin', creatorName: '王磊',
    createdAt: 1, completedAt: null, appliedAt: null, checkers: [{ userId: 'u1', realName: '赵强', account: 'wh01' }],
    counts: { expected: items.length, found: 0, moved: 0, missing: items.length, unknown: 0 },
  },
  items, scans: [],
});

let db: QingbanDb;
afterEach(() => db?.close());

async function local() {
  const items = await db.stocktakeItems.where('stocktakeId').equals(ST).toArray();
  const scans = (await db.stocktakeScans.where('stocktakeId').equals(ST).toArray()) as unknown as LocalScan[];
  return { items, scans, counts: countsOf(items as unknown as StocktakeItemRow[], scans) };
}
const scan = (code: string, location = 'EC-仓库A', verdict?: 'found' | 'moved') => recordScan(db, { stocktakeId: ST, code, location, verdict, byName: '赵强' });

describe('stocktake scanning on the device', () => {
  it('counts found, moved (another place), missing and unknown from the local store, offline', async () => {
    db = await freshDb();
    await saveDownload(db, download([1, 2, 3, 4, 5].map((n) => item(n))));
    expect((await local()).counts).toEqual({ expected: 5, found: 0, moved: 0, missing: 5, unknown: 0 });

    expect(await scan('ZC20260001')).toMatchObject({ result: 'found', duplicate: false });
    expect(await scan(' zc20260002 ')).toMatchObject({ result: 'found', duplicate: false }); // scanners may send lower case
    expect(await scan('ZC20260003', 'EC-仓库B')).toMatchObject({ result: 'moved' });
    expect(await scan('ZC20260004', '', 'moved')).toMatchObject({ result: 'moved' });
    expect(await scan('NOPE-1')).toMatchObject({ result: 'unknown', item: null });

    const { items, counts } = await local();
    expect(counts).toEqual({ expected: 5, found: 2, moved: 2, missing: 1, unknown: 1 });
    expect(items.find((i) => i.id === 'row3')).toMatchObject({ result: 'moved', foundLocation: 'EC-仓库B', foundByName: '赵强' });
    // Every scan is one outbox entry, touching its scan row and (when known) its item.
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => e.name)).toEqual(Array(5).fill('stocktake.scan'));
    expect(outbox[0]!.touches).toEqual([`stocktakeScans:${(outbox[0]!.args as { id: string }).id}`, 'stocktakeItems:row1']);
    // The server gets the contract's arguments only.
    expect(Object.keys(outbox[0]!.args as object).sort()).toEqual(['code', 'deviceId', 'id', 'location', 'scannedAt', 'stocktakeId']);
  });

  it('warns about a duplicate scan and does not count it twice; the first scan wins', async () => {
    db = await freshDb();
    await saveDownload(db, download([item(1), item(2)]));
    const first = await scan('ZC20260001');
    const again = await scan('ZC20260001', 'EC-仓库B');
    expect(again).toMatchObject({ duplicate: true, result: 'moved' });
    expect((await scan('X-UNKNOWN')).duplicate).toBe(false);
    expect((await scan(' X-UNKNOWN')).duplicate).toBe(true);

    const { items, scans, counts } = await local();
    expect(counts).toEqual({ expected: 2, found: 1, moved: 0, missing: 1, unknown: 1 });
    expect(items.find((i) => i.id === 'row1')).toMatchObject({ result: 'found', firstScanId: first.id });
    const byItem = new Map(items.map((i) => [i.itemId as string, i as unknown as StocktakeItemRow]));
    expect(scans.filter((s) => isDuplicate(s, byItem, scans)).map((s) => s.code).sort()).toEqual(['X-UNKNOWN', 'ZC20260001']);
    expect(scans).toHaveLength(4);
  });

  it('undoes a mis-scan: the item falls back to its next scan, or to missing', async () => {
    db = await freshDb();
    await saveDownload(db, download([item(1), item(2)]));
    const first = await scan('ZC20260001');
    const second = await scan('ZC20260001', 'EC-仓库C');
    await undoScan(db, first.id);
    let state = await local();
    expect(state.items.find((i) => i.id === 'row1')).toMatchObject({ result: 'moved', firstScanId: second.id, foundLocation: 'EC-仓库C' });
    expect(state.counts).toMatchObject({ found: 0, moved: 1, missing: 1 });
    await undoScan(db, second.id);
    state = await local();
    expect(state.items.find((i) => i.id === 'row1')).toMatchObject({ result: null, firstScanId: null });
    expect(state.counts).toMatchObject({ found: 0, moved: 0, missing: 2 });
    expect(state.scans.every((s) => s.undone === 1)).toBe(true);

    const unknown = await scan('BAD-CODE');
    expect((await local()).counts.unknown).toBe(1);
    await undoScan(db, unknown.id);
    expect((await local()).counts.unknown).toBe(0);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['stocktake.scan', 'stocktake.scan', 'stocktake.undoScan', 'stocktake.undoScan', 'stocktake.scan', 'stocktake.undoScan']);
  });

  it('a second download keeps the scans still waiting in the outbox', async () => {
    db = await freshDb();
    await saveDownload(db, download([item(1), item(2)]));
    await scan('ZC20260002');
    await saveDownload(db, download([item(1), item(2)]));
    const { scans, counts } = await local();
    expect(scans).toHaveLength(1);
    expect(counts).toMatchObject({ found: 1, missing: 1 });
  });
});
