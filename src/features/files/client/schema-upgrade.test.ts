import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { dbName, QingbanDb, schemaVersion } from '@/sync/db';

describe('device store version 4 (files and kept uploads)', () => {
  it('opens a version 3 database with a photo waiting, keeps it, and adds the files and uploads tables', async () => {
    const userId = `upgrade-files-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(dbName(userId));
    old.version(1).stores({ organizes: 'id, parentId', outbox: '++seq, &id, status, *touches', blobs: 'id, ownerId', meta: 'key' });
    old.version(2).stores({ stocktakes: 'id', stocktakeItems: 'id, stocktakeId, assetCode, itemId', stocktakeScans: 'id, stocktakeId, itemId, code' });
    old.version(3).stores({ assetPlans: 'id, applEntId, applDeptId, creatorTime' });
    await old.open();
    await old.table('blobs').put({ id: 'st-photo:1', blob: 'bytes', name: 'shelf.png', type: 'image/png', size: 5, ownerId: 'scan1', createdAt: 1 });
    old.close();

    const db = new QingbanDb(userId);
    await db.open();
    expect(schemaVersion()).toBeGreaterThanOrEqual(4);
    expect(db.verno).toBe(schemaVersion());
    expect(await db.blobs.get('st-photo:1')).toMatchObject({ ownerId: 'scan1' });
    await db.files.bulkPut([{ id: 'f1', fullName: 'a.pdf', creatorTime: 2 }, { id: 'f2', fullName: 'b.pdf', creatorTime: 1 }]);
    expect(await db.files.orderBy('creatorTime').primaryKeys()).toEqual(['f2', 'f1']);
    expect(await db.uploads.where('ownerType').equals('stocktakeScan').count()).toBe(0);
    db.close();
    await Dexie.delete(dbName(userId));
  });
});
