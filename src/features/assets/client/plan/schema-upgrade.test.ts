import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { dbName, QingbanDb, schemaVersion } from '@/sync/db';

describe('device store version 3 (asset plans)', () => {
  it('opens a version 2 database, keeps its rows and adds the assetPlans table', async () => {
    const userId = `upgrade-plans-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(dbName(userId));
    old.version(1).stores({ organizes: 'id, parentId', assets: 'id', outbox: '++seq, &id, status, *touches', blobs: 'id, ownerId', meta: 'key' });
    old.version(2).stores({ stocktakes: 'id', stocktakeItems: 'id, stocktakeId, assetCode, itemId', stocktakeScans: 'id, stocktakeId, itemId, code' });
    await old.open();
    await old.table('organizes').put({ id: 'o1', parentId: '-1', fullName: '华东分公司' });
    await old.table('assets').put({ id: 'a1', assetCode: 'ZC202611220001', _version: 3 });
    await old.table('stocktakeScans').put({ id: 's1', stocktakeId: 'st1', itemId: 'a1', code: 'ZC202611220001' });
    await old.table('outbox').add({ id: 'm1', status: 'pending', touches: ['assets:a1'] });
    old.close();

    const db = new QingbanDb(userId);
    await db.open();
    // Later versions (4: files) open on top of it as well.
    expect(schemaVersion()).toBeGreaterThanOrEqual(3);
    expect(db.verno).toBe(schemaVersion());
    expect(await db.organizes.get('o1')).toMatchObject({ fullName: '华东分公司' });
    expect(await db.assets.get('a1')).toMatchObject({ assetCode: 'ZC202611220001', _version: 3 });
    expect(await db.stocktakeScans.where('stocktakeId').equals('st1').count()).toBe(1);
    expect(await db.outbox.where('touches').equals('assets:a1').count()).toBe(1);
    await db.assetPlans.bulkPut([
      { id: 'p1', applEntId: 'ent', applDeptId: 'dept', creatorTime: 2, rowsJson: '[]', _version: 1 },
      { id: 'p2', applEntId: 'ent', applDeptId: 'other', creatorTime: 1, rowsJson: '[]', _version: 1 },
    ]);
    expect(await db.assetPlans.where('applDeptId').equals('dept').primaryKeys()).toEqual(['p1']);
    expect(await db.assetPlans.orderBy('creatorTime').primaryKeys()).toEqual(['p2', 'p1']);
    db.close();
    await Dexie.delete(dbName(userId));
  });
});
