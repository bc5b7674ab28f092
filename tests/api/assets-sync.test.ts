import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetApi } from '../../src/features/assets/contract';
import type { PullResult } from '../../src/features/sync/contract';
import { startAssetApp, type AssetApp } from './assets-fixtures';

let t: AssetApp;
const pull = async (account: string, cursor?: string) => {
  const res = await t.as<PullResult>(account, 'GET', '/api/sync/pull', { query: { collections: 'assets', limit: '2000', ...(cursor ? { cursor } : {}) } });
  expect(res.body.code).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  t = await startAssetApp();
});
afterAll(async () => t.closeAll());

describe('sync collection assets', () => {
  it('gives asset administrators and office users the whole register', async () => {
    const total = (await t.db.selectFrom('faItem').select('id').execute()).length;
    for (const account of ['assetadmin', 'office']) {
      const page = await pull(account);
      expect(page.changes).toHaveLength(total);
      expect(page.hasMore).toBe(false);
    }
    const row = (await pull('assetadmin')).changes[0]!.row!;
    expect(Object.keys(row).sort()).toEqual(['assetCode', 'attach', 'brand', 'creatorTime', 'id', 'itemName', 'itemType', 'itemTypeName', 'lastModifyTime', 'location', 'nowDeptId', 'nowDeptName', 'nowEntId', 'nowEntName', 'nowUserId', 'nowUserName', 'planDtlId', 'planId', 'specification', 'status', 'storageTime', 'unitPrice']);
  });

  it('gives everyone else what they hold and what their departments hold', async () => {
    const wh01 = t.user('wh01');
    const expected = await t.db.selectFrom('faItem').select('id').where((eb) => eb.or([eb('nowUserId', '=', wh01), eb('nowDeptId', '=', t.org('EC02'))])).execute();
    const page = await pull('wh01');
    expect(page.changes.map((c) => c.id).sort()).toEqual(expected.map((e) => e.id).sort());
  });

  it('sends later changes incrementally, and a delete when an item leaves the caller’s reach', async () => {
    const start = await pull('wh01');
    const adminStart = await pull('assetadmin');
    // Received into wh01's department: wh01 now sees it.
    const ecItem = await t.db.selectFrom('faItem').select('id').where('status', '=', '1').where('nowDeptId', '=', t.org('EC03')).executeTakeFirstOrThrow();
    expect((await t.as('assetadmin', 'POST', AssetApi.receive, { body: { id: ecItem.id, entId: t.org('EC'), deptId: t.org('EC02'), userId: t.user('wh01') } })).body.code).toBe(200);
    const next = await pull('wh01', start.cursor);
    expect(next.changes).toEqual([expect.objectContaining({ id: ecItem.id, op: 'upsert', row: expect.objectContaining({ status: '2', nowUserId: t.user('wh01') }) })]);
    const adminNext = await pull('assetadmin', adminStart.cursor);
    expect(adminNext.changes.map((c) => [c.id, c.op])).toEqual([[ecItem.id, 'upsert']]);
    // Handed over to another unit: it leaves wh01's device.
    expect((await t.as('assetadmin', 'POST', AssetApi.change, { body: { id: ecItem.id, entId: t.org('SC'), deptId: t.org('SC02'), userId: t.user('wh02') } })).body.code).toBe(200);
    const gone = await pull('wh01', next.cursor);
    expect(gone.changes.map((c) => [c.id, c.op])).toEqual([[ecItem.id, 'delete']]);
  });
});
