import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { dbName, QingbanDb, schemaVersion } from '@/sync/db';

describe('device store version 7 (站内信)', () => {
  it('opens a version 4 database with a write waiting, keeps it, and adds the mails and inbox copies', async () => {
    const userId = `upgrade-mail-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(dbName(userId));
    old.version(1).stores({ organizes: 'id, parentId', users: 'id, organizeId', outbox: '++seq, &id, status, *touches', blobs: 'id, ownerId', meta: 'key' });
    old.version(2).stores({ stocktakes: 'id', stocktakeItems: 'id, stocktakeId, assetCode, itemId', stocktakeScans: 'id, stocktakeId, itemId, code' });
    old.version(3).stores({ assetPlans: 'id, applEntId, applDeptId, creatorTime' });
    old.version(4).stores({ files: 'id, creatorTime' });
    await old.open();
    await old.table('outbox').add({ id: 'w1', name: 'stocktake.scan', args: {}, status: 'pending', touches: ['stocktakeScans:s1'], before: {}, attempts: 0, createdAt: 1 });
    old.close();

    const db = new QingbanDb(userId);
    await db.open();
    expect(schemaVersion()).toBeGreaterThanOrEqual(7);
    expect(db.verno).toBe(schemaVersion());
    expect(await db.outbox.where('id').equals('w1').count()).toBe(1);
    await db.mails.bulkPut([{ id: 'm1', authorUserId: 'me' }, { id: 'm2', authorUserId: 'other' }]);
    await db.mailInbox.bulkPut([{ id: 'c1', mailId: 'm2' }]);
    expect(await db.mails.where('authorUserId').equals('me').primaryKeys()).toEqual(['m1']);
    expect(await db.mailInbox.where('mailId').equals('m2').primaryKeys()).toEqual(['c1']);
    db.close();
    await Dexie.delete(dbName(userId));
  });
});
