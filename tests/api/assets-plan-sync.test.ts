import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src/contract/envelope';
import { AssetApi, AssetModule, PLAN_SYNC_COLUMNS, planSyncItem, type PlanListRow, type PlanSyncItem, type PlanUpdateResult, type StoreResult } from '../../src/features/assets/contract';
import type { PullResult, SyncChange } from '../../src/features/sync/contract';
import { grantScheme, grantToUser, startAssetApp, type AssetApp } from './assets-fixtures';

/**
 * Collection `assetPlans` (ADR 0008 "Plans on the device"): a device receives exactly the plans the
 * 资产计划登记 list shows its user, each with its rows, and hears of a change of a row as a change of its plan.
 */
let t: AssetApp;

const pull = async (account: string, cursor?: string) => {
  const res = await t.as<PullResult>(account, 'GET', '/api/sync/pull', { query: { collections: 'assetPlans', limit: '2000', ...(cursor ? { cursor } : {}) } });
  expect(res.body.code).toBe(200);
  expect(res.body.data.hasMore).toBe(false);
  return res.body.data;
};
const ids = (changes: SyncChange[]) => changes.map((c) => c.id).sort();
/** What getSubscribeModels shows the user (all pages at once), or null when it refuses (no menu). */
async function listed(account: string): Promise<string[] | null> {
  const res = await t.as<ListPage<PlanListRow>>(account, 'POST', AssetApi.planList, { body: { currentPage: 1, pageSize: 1000 } });
  if (res.body.code === 403) return null;
  expect(res.body.code).toBe(200);
  return res.body.data.list.map((r) => r.id).sort();
}
const items = (change: SyncChange | undefined): PlanSyncItem[] =>
  planSyncItem.array().parse(JSON.parse(String(change?.row?.rowsJson))).sort((a, b) => a.sortCode - b.sortCode);
const save = async (body: unknown) => {
  const res = await t.as<PlanUpdateResult>('office', 'POST', AssetApi.planUpdate, { body });
  expect(res.body.code).toBe(200);
  return res.body.data.id;
};

beforeAll(async () => {
  t = await startAssetApp();
});
afterAll(async () => t.closeAll());

describe('who receives which plans: the menu, then its data scope — what the list shows', () => {
  it('gives asset administrators and office users every plan, each whole', async () => {
    const all = (await t.db.selectFrom('faPlan').select('id').execute()).map((p) => p.id).sort();
    expect(all.length).toBeGreaterThan(10);
    for (const account of ['assetadmin', 'office', 'admin']) {
      const page = await pull(account);
      expect(ids(page.changes)).toEqual(all);
      expect(await listed(account)).toEqual(all);
    }
    const change = (await pull('office')).changes[0]!;
    expect(Object.keys(change.row!).sort()).toEqual([...PLAN_SYNC_COLUMNS].sort());
    const plan = await t.db.selectFrom('faPlan').innerJoin('baseUser as u', 'u.id', 'faPlan.creatorUserId').select(['faPlan.applDeptName', 'u.realName']).where('faPlan.id', '=', change.id).executeTakeFirstOrThrow();
    expect(change.row).toMatchObject({ applDeptName: plan.applDeptName, creatorUserName: plan.realName });
    const rows = await t.db.selectFrom('faPlanDtl').select(['id', 'itemName', 'itemType', 'itemTypeName', 'itemNum', 'hasApplNum', 'sortCode', 'creatorTime']).where('planId', '=', change.id).orderBy('sortCode').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(items(change)).toEqual(rows);
  });

  it('gives nobody without the 资产计划登记 menu a single plan (the list refuses them too)', async () => {
    for (const account of ['wh01', 'nomenu']) {
      expect(await listed(account)).toBeNull();
      expect((await pull(account)).changes).toEqual([]);
    }
  });

  it('keeps a user granted the menu directly to their data scope (department): the device holds the list', async () => {
    await grantToUser(t, 'wh01', AssetModule.plan, []);
    await grantScheme(t, 'wh01', AssetModule.plan, 'department');
    const shown = await listed('wh01');
    const total = (await t.db.selectFrom('faPlan').select('id').execute()).length;
    expect(shown!.length).toBeGreaterThan(0);
    expect(shown!.length).toBeLessThan(total);
    expect(ids((await pull('wh01')).changes)).toEqual(shown);
  });
});

describe('later changes reach the device on the next incremental pull', () => {
  let planId: string;
  let rowIds: string[];
  const head = () => ({ applEntId: t.org('EC'), applDeptId: t.org('EC02'), useUserId: t.user('wh01') });
  const row = async (id: string) => t.db.selectFrom('faPlanDtl').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    planId = await save({ ...head(), dtlList: [{ itemName: '扫码枪', itemType: 'electronic', itemNum: 4 }, { itemName: '货架', itemType: 'furniture', itemNum: 3 }] });
    rowIds = (await t.db.selectFrom('faPlanDtl').select('id').where('planId', '=', planId).orderBy('sortCode').execute()).map((r) => r.id);
  });

  it('an edited row arrives as its plan, whole', async () => {
    const start = await pull('office');
    expect(items(start.changes.find((c) => c.id === planId)).map((r) => [r.itemName, r.itemNum])).toEqual([['扫码枪', 4], ['货架', 3]]);
    await save({ id: planId, ...head(), dtlList: [{ id: rowIds[0], itemName: '扫码枪', itemType: 'electronic', itemNum: 4 }, { id: rowIds[1], itemName: '货架', itemType: 'furniture', itemNum: 7 }] });
    const next = await pull('office', start.cursor);
    expect(next.changes.map((c) => [c.id, c.op])).toEqual([[planId, 'upsert']]);
    expect(items(next.changes[0]).map((r) => [r.id, r.itemNum])).toEqual([[rowIds[0], 4], [rowIds[1], 7]]);
    expect(next.changes[0]!.row!.lastModifyTime).toEqual(expect.any(Number));
  });

  it('a change of a row alone (items stored from it) reaches the device: the row touches its plan', async () => {
    const start = await pull('office');
    const planBefore = await t.db.selectFrom('faPlan').selectAll().where('id', '=', planId).executeTakeFirstOrThrow();
    const stored = await t.as<StoreResult>('assetadmin', 'POST', AssetApi.store, { body: { planDtlId: rowIds[0], count: 2, brand: '霍尼韦尔', specification: '1900GSR', unitPrice: '820' } });
    expect(stored.body.code).toBe(200);
    // The plan row itself is as it was: only its row's count changed.
    expect(await t.db.selectFrom('faPlan').selectAll().where('id', '=', planId).executeTakeFirstOrThrow()).toEqual(planBefore);
    expect((await row(rowIds[0]!)).hasApplNum).toBe(2);
    const next = await pull('office', start.cursor);
    expect(next.changes.map((c) => [c.id, c.op])).toEqual([[planId, 'upsert']]);
    expect(items(next.changes[0]).map((r) => [r.itemName, r.hasApplNum])).toEqual([['扫码枪', 2], ['货架', 0]]);
    // The same for a row changed by hand in the database (no API in between).
    await t.db.updateTable('faPlanDtl').set({ itemNum: 9 }).where('id', '=', rowIds[1]!).execute();
    const after = await pull('office', next.cursor);
    expect(items(after.changes[0]).map((r) => r.itemNum)).toEqual([4, 9]);
  });

  it('a row removed by a save leaves the plan; nothing else is sent', async () => {
    const start = await pull('assetadmin');
    await save({ id: planId, ...head(), dtlList: [{ id: rowIds[0], itemName: '扫码枪', itemType: 'electronic', itemNum: 4 }] });
    const next = await pull('assetadmin', start.cursor);
    expect(next.changes.map((c) => [c.id, c.op])).toEqual([[planId, 'upsert']]);
    expect(items(next.changes[0]).map((r) => r.id)).toEqual([rowIds[0]]);
    expect((await pull('assetadmin', next.cursor)).changes).toEqual([]);
  });

  it('a plan moved into the caller’s scope arrives; moved out, it leaves as a delete (the list agrees)', async () => {
    const start = await pull('wh01');
    const other = { applEntId: t.org('EC'), applDeptId: t.org('EC03'), useUserId: t.user('office') };
    const moving = await save({ ...other, dtlList: [{ itemName: '叉车', itemType: 'vehicle', itemNum: 1 }] });
    // Out of reach from birth: never sent (an incremental pull names a changed row it may not read as a delete).
    expect((await pull('wh01', start.cursor)).changes.map((c) => [c.id, c.op])).toEqual([[moving, 'delete']]);
    expect(await listed('wh01')).not.toContain(moving);

    const dtl = await t.db.selectFrom('faPlanDtl').select('id').where('planId', '=', moving).executeTakeFirstOrThrow();
    const body = (h: typeof other) => ({ id: moving, ...h, dtlList: [{ id: dtl.id, itemName: '叉车', itemType: 'vehicle', itemNum: 1 }] });
    const mid = await pull('wh01');
    await save(body(head()));
    const arrived = await pull('wh01', mid.cursor);
    expect(arrived.changes.map((c) => [c.id, c.op])).toEqual([[moving, 'upsert']]);
    expect(arrived.changes[0]!.row).toMatchObject({ applDeptId: t.org('EC02') });
    expect(await listed('wh01')).toContain(moving);

    await save(body(other));
    const left = await pull('wh01', arrived.cursor);
    expect(left.changes.map((c) => [c.id, c.op])).toEqual([[moving, 'delete']]);
    expect(await listed('wh01')).not.toContain(moving);
  });

  it('saves and stores of one plan running at once all succeed (the plan is taken first, never a deadlock)', async () => {
    const body = (n: number) => ({ id: planId, ...head(), dtlList: [{ id: rowIds[0], itemName: '扫码枪', itemType: 'electronic', itemNum: 40 + n }] });
    const store = () => t.as<StoreResult>('assetadmin', 'POST', AssetApi.store, { body: { planDtlId: rowIds[0], count: 1, brand: '霍尼韦尔', specification: '1900GSR', unitPrice: '820' } });
    await save(body(0));
    const start = await pull('office');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? store() : t.as('office', 'POST', AssetApi.planUpdate, { body: body(i) }))));
    expect(answers.filter((a) => a.body.code !== 200).map((a) => a.body)).toEqual([]);
    expect((await row(rowIds[0]!)).hasApplNum).toBe(2 + 3);
    const next = await pull('office', start.cursor);
    expect(next.changes.map((c) => c.id)).toEqual([planId]);
    expect(items(next.changes[0]).map((r) => [r.hasApplNum, r.itemNum])).toEqual([[5, (await row(rowIds[0]!)).itemNum]]);
  });

  it('a plan deleted from the database leaves devices as a tombstone (no call deletes plans, §7)', async () => {
    const start = await pull('office');
    await t.db.deleteFrom('faPlanDtl').where('planId', '=', planId).execute();
    await t.db.deleteFrom('faPlan').where('id', '=', planId).execute();
    const next = await pull('office', start.cursor);
    expect(next.changes).toEqual([expect.objectContaining({ id: planId, op: 'delete' })]);
  });

  it('a role disabled takes the menu and every plan with it (the list refuses too)', async () => {
    const role = await t.db.selectFrom('baseRole').select('id').where('fullName', '=', '办公室固定资产').executeTakeFirstOrThrow();
    await t.db.updateTable('baseRole').set({ enabledMark: 0 }).where('id', '=', role.id).execute();
    try {
      expect(await listed('office')).toBeNull();
      expect((await pull('office')).changes).toEqual([]);
    } finally {
      await t.db.updateTable('baseRole').set({ enabledMark: 1 }).where('id', '=', role.id).execute();
    }
    expect((await pull('office')).changes.length).toBeGreaterThan(0);
  });
});
