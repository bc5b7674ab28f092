import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CODE_RE, AssetApi, ItemMsg, type PlanUpdateResult, type StoreResult } from '../../src/features/assets/contract';
import { chinaDay } from '../../src/features/assets/server/asset-code';
import { countRows, startAssetApp, type AssetApp } from './assets-fixtures';

let t: AssetApp;
let rowId: string;
const store = (body: Record<string, unknown>, account = 'assetadmin') =>
  t.as<StoreResult>(account, 'POST', AssetApi.store, { body: { planDtlId: rowId, count: 1, brand: '联想', specification: 'E14', unitPrice: '4999', ...body } });

beforeAll(async () => {
  t = await startAssetApp();
  const plan = await t.as<PlanUpdateResult>('office', 'POST', AssetApi.planUpdate, {
    body: { applEntId: t.org('EC'), applDeptId: t.org('EC03'), useUserId: (await t.staffOf('EC03')).id, dtlList: [{ itemName: '笔记本电脑', itemType: 'electronic', itemNum: 40 }] },
  });
  rowId = (await t.db.selectFrom('faPlanDtl').select('id').where('planId', '=', plan.body.data.id).executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.closeAll());

describe('入库 (fixedAsset-storage/store)', () => {
  it('creates items in storage with ZC+today+serial codes, raises the row, logs each', async () => {
    const res = await store({ count: 3, unitPrice: '1,234.5', location: 'EC-3F-301', storageTime: Date.UTC(2026, 10, 1) });
    expect(res.body).toMatchObject({ code: 200, msg: ItemMsg.stored(3) });
    const { ids, assetCodes } = res.body.data;
    expect(assetCodes).toHaveLength(3);
    const day = chinaDay(Date.now());
    for (const c of assetCodes) expect(c).toMatch(ASSET_CODE_RE);
    expect(assetCodes.every((c) => c.startsWith(`ZC${day}`))).toBe(true);
    const serials = assetCodes.map((c) => Number(c.slice(10)));
    expect(serials).toEqual([serials[0], serials[0]! + 1, serials[0]! + 2]);
    const items = await t.db.selectFrom('faItem').selectAll().where('id', 'in', ids).execute();
    for (const i of items) {
      expect(i).toMatchObject({ status: '1', unitPrice: '1234.50', itemName: '笔记本电脑', nowEntName: '华东分公司', nowDeptName: '销售部', nowUserId: null, location: 'EC-3F-301', storageTime: Date.UTC(2026, 10, 1) });
    }
    const logs = await t.db.selectFrom('faItemLog').selectAll().where('itemId', 'in', ids).execute();
    expect(logs).toHaveLength(3);
    for (const l of logs) expect(l).toMatchObject({ kind: 'storage', status: '1', operatorName: '王磊', deptName: '销售部' });
    const row = await t.db.selectFrom('faPlanDtl').select('hasApplNum').where('id', '=', rowId).executeTakeFirstOrThrow();
    expect(row.hasApplNum).toBe(3);
  });

  it('keeps codes unique under concurrent stores', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => store({ count: 2 })));
    for (const r of results) expect(r.body.code).toBe(200);
    const codes = results.flatMap((r) => r.body.data.assetCodes);
    expect(new Set(codes).size).toBe(12);
    const all = await t.db.selectFrom('faItem').select('assetCode').execute();
    expect(new Set(all.map((a) => a.assetCode)).size).toBe(all.length);
  });

  it('refuses more than the plan has left, and writes nothing', async () => {
    const before = await countRows(t, 'faItem');
    const res = await store({ count: 26 });
    expect(res.body).toMatchObject({ code: 400, msg: ItemMsg.countOverPlan(25) });
    expect(await countRows(t, 'faItem')).toBe(before);
    expect((await store({ count: 25 })).body.code).toBe(200);
    expect((await store({ count: 1 })).body.msg).toBe(ItemMsg.countOverPlan(0));
  });

  it('checks the money rule on the unit price', async () => {
    const cases: [unknown, string][] = [
      ['', ItemMsg.priceRequired], ['abc', ItemMsg.priceInvalid], ['-1', ItemMsg.priceNegative], ['1000000001', ItemMsg.priceTooLarge],
      ['1.234', ItemMsg.priceDecimals], [1e10, ItemMsg.priceTooLarge],
    ];
    for (const [unitPrice, msg] of cases) expect((await store({ unitPrice })).body.msg, String(unitPrice)).toBe(msg);
  });

  it('checks the other fields', async () => {
    expect((await store({ brand: '' })).body.msg).toBe(ItemMsg.brandRequired);
    expect((await store({ specification: ' ' })).body.msg).toBe(ItemMsg.specRequired);
    expect((await store({ count: 0 })).body.msg).toBe(ItemMsg.countInteger);
    expect((await store({ count: 501 })).body.msg).toBe(ItemMsg.countTooMany);
    expect((await store({ planDtlId: 'none' })).body.msg).toBe(ItemMsg.planRowUnknown);
  });

  it('lists plan rows still to store', async () => {
    const res = await t.as<{ list: { planDtlId: string; remaining: number }[]; pagination: { total: number } }>('assetadmin', 'POST', AssetApi.storagePlanRows, { body: { pageSize: 100 } });
    expect(res.body.code).toBe(200);
    expect(res.body.data.list.every((r) => r.remaining > 0)).toBe(true);
    expect(res.body.data.list.some((r) => r.planDtlId === rowId)).toBe(false);
    expect(res.body.data.pagination.total).toBeGreaterThan(0);
  });
});
