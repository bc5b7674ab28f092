import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { dbName, QingbanDb } from '@/sync/db';

describe('device store version 2 (stocktaking tables)', () => {
  it('opens a version 1 database, keeps its rows and adds the stocktake tables', async () => {
    const userId = `upgrade-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(dbName(userId));
    old.version(1).stores({ organizes: 'id, parentId', outbox: '++seq, &id, status, *touches', blobs: 'id, ownerId', meta: 'key' });
    await old.open();
    await old.table('organizes').put({ id: 'o1', parentId: '-1', fullName: '华东分公司' });
    old.close();

    const db = new QingbanDb(userId);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(2);
    expect(await db.organizes.get('o1')).toMatchObject({ fullName: '华东分公司' });
    await db.stocktakeItems.put({ id: 'i1', stocktakeId: 's1', assetCode: 'ZC1', itemId: 'a1' });
    expect(await db.stocktakeItems.where('assetCode').equals('ZC1').count()).toBe(1);
    expect(await db.stocktakeScans.where('stocktakeId').equals('s1').count()).toBe(0);
    db.close();
  });
});
