import { afterEach, describe, expect, it } from 'vitest';
import { DOC_COLLECTIONS } from '@/features/documents/contract';
import { deleteUserDb, openUserDb } from '@/sync/db';
import { readDoc } from './mutations';

const ME = 'doc-reader-tester';
afterEach(async () => {
  await deleteUserDb(ME);
});

const receipt = (id: string, docId: string, readAt: number | null) => ({ id, docId, userId: ME, parentId: null, relayFromUserId: null, depth: 0, receivedAt: 100, readAt, signedAt: null, _version: 1 });

describe('doc.read on the device', () => {
  it('marks the receipt read at once and queues the opening time once for the server; an earlier reading stays', async () => {
    const db = await openUserDb(ME);
    const receipts = db.collection(DOC_COLLECTIONS.receipts);
    await receipts.bulkPut([receipt('r1', 'd1', null), receipt('r2', 'd2', 50)]);
    await readDoc.mutate({ docId: 'd1', readAt: 1234 });
    await readDoc.mutate({ docId: 'd2', readAt: 999 });
    expect((await receipts.get('r1'))?.readAt).toBe(1234);
    expect((await receipts.get('r2'))?.readAt).toBe(50);
    expect((await db.outbox.toArray()).map((e) => [e.name, e.args])).toEqual([['doc.read', { docId: 'd1', readAt: 1234 }], ['doc.read', { docId: 'd2', readAt: 999 }]]);
  });

  it('refuses arguments the server would refuse before anything is written', async () => {
    const db = await openUserDb(ME);
    await expect(readDoc.mutate({ docId: '', readAt: 1 })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
