import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetApi, PlanMsg, changeApplPayload, changeDtlListPayload, type PlanDetail, type PlanListRow, type PlanLogEntry, type PlanUpdateResult, type StoreResult } from '../../src/features/assets/contract';
import { countRows, startAssetApp, type AssetApp } from './assets-fixtures';

let t: AssetApp;
let planId: string;
let logId: string;
let head: { applEntId: string; applDeptId: string; useUserId: string };
const detail = async (id = planId) => (await t.as<PlanDetail>('office', 'GET', AssetApi.planDetail, { query: { id } })).body;
const save = (body: unknown) => t.as<PlanUpdateResult>('office', 'POST', AssetApi.planUpdate, { body });

beforeAll(async () => {
  t = await startAssetApp();
  head = { applEntId: t.org('HQ'), applDeptId: t.org('HQ02'), useUserId: t.user('office') };
  const res = await save({ ...head, dtlList: [{ itemName: '投影仪', itemType: 'office', itemNum: 3 }, { itemName: '办公椅', itemType: 'furniture', itemNum: 5 }] });
  expect(res.body.code).toBe(200);
  ({ id: planId, logId } = res.body.data);
});
afterAll(async () => t.closeAll());

describe('plan detail and change log', () => {
  it('answers the plan with its rows, names from the directory, nothing locked yet', async () => {
    const body = await detail();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ id: planId, applEntName: '轻办示范集团', applDeptName: '行政办公室', useUserName: '张敏', creatorUserName: '张敏', locked: false });
    expect(body.data.dtlList.map((r) => [r.itemName, r.itemTypeName, r.itemNum, r.hasApplNum])).toEqual([['投影仪', '办公设备', 3, 0], ['办公椅', '家具', 5, 0]]);
    expect(body.data.dtlList[0]!.dtlLogId).toBe(body.data.dtlList[0]!.id);
  });

  it('update wrote a log row with the §3 snake_case snapshot; creatorLog confirms the client payload', async () => {
    const logs = (await t.as<{ list: PlanLogEntry[] }>('office', 'GET', AssetApi.planLogs, { query: { id: planId } })).body.data.list;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ id: logId, changeUserName: '张敏' });
    const appl = changeApplPayload.parse(JSON.parse(logs[0]!.changeApplJson));
    const dtl = changeDtlListPayload.parse(JSON.parse(logs[0]!.changeDtlListJson));
    expect(appl).toMatchObject({ appl_ent_name: '轻办示范集团', appl_dept_name: '行政办公室', use_user_name: '张敏' });
    expect(dtl.map((d) => d.item_name)).toEqual(['投影仪', '办公椅']);
    expect(dtl[0]).toHaveProperty('F_CreatorTime');

    const payload = { planInfoLogId: logId, changeApplJson: JSON.stringify(appl), changeDtlListJson: JSON.stringify(dtl) };
    expect((await t.as('office', 'POST', AssetApi.planCreatorLog, { body: payload })).body).toMatchObject({ code: 200 });
    const forged = { ...payload, changeDtlListJson: JSON.stringify(dtl.map((d) => ({ ...d, item_num: 99 }))) };
    expect((await t.as('office', 'POST', AssetApi.planCreatorLog, { body: forged })).body).toMatchObject({ code: 400, msg: PlanMsg.logMismatch });
    expect((await t.as('office', 'POST', AssetApi.planCreatorLog, { body: { ...payload, changeApplJson: '{"a":1}' } })).body.msg).toBe(PlanMsg.logInvalid);
    expect((await t.as('office', 'POST', AssetApi.planCreatorLog, { body: { ...payload, planInfoLogId: 'nope' } })).body.code).toBe(404);
    // Someone else's log row cannot be touched, even by an asset administrator.
    expect((await t.as('assetadmin', 'POST', AssetApi.planCreatorLog, { body: payload })).body).toMatchObject({ code: 403, msg: PlanMsg.logNotYours });
  });
});

describe('lock rules once a row is purchased (§4, §5)', () => {
  let rows: PlanDetail['dtlList'];
  beforeAll(async () => {
    rows = (await detail()).data.dtlList;
    const stored = await t.as<StoreResult>('assetadmin', 'POST', AssetApi.store, { body: { planDtlId: rows[0]!.id, count: 2, brand: '爱普生', specification: 'CB-X50', unitPrice: '3,299.5' } });
    expect(stored.body.code).toBe(200);
    expect((await detail()).data.locked).toBe(true);
  });
  const edit = (over: Record<string, unknown>, dtl?: unknown[]) =>
    save({ id: planId, ...head, ...over, dtlList: dtl ?? rows.map((r) => ({ id: r.id, itemName: r.itemName, itemType: r.itemType, itemNum: r.itemNum })) });

  it('refuses every locked change and writes nothing', async () => {
    const logsBefore = await countRows(t, 'faPlanLog');
    const r0 = { id: rows[0]!.id, itemName: '投影仪', itemType: 'office', itemNum: 3 };
    const r1 = { id: rows[1]!.id, itemName: '办公椅', itemType: 'furniture', itemNum: 5 };
    expect((await edit({ useUserId: t.user('sysadmin') })).body.msg).toBe(PlanMsg.headLocked);
    expect((await edit({ applDeptId: t.org('HQ03') })).body.msg).toBe(PlanMsg.headLocked);
    expect((await edit({}, [r1])).body.msg).toBe(PlanMsg.rowLockedDelete('投影仪'));
    expect((await edit({}, [{ ...r0, itemName: '幕布' }, r1])).body.msg).toBe(PlanMsg.rowLocked('投影仪'));
    expect((await edit({}, [{ ...r0, itemType: 'electronic' }, r1])).body.msg).toBe(PlanMsg.rowLocked('投影仪'));
    expect((await edit({}, [{ ...r0, itemNum: 1 }, r1])).body.msg).toBe(PlanMsg.itemNumBelowPurchased('投影仪', 2));
    expect((await edit({}, [r0, { ...r1, id: 'not-a-row' }])).body.msg).toBe(PlanMsg.rowUnknown);
    expect((await edit({}, [r0, r0])).body.msg).toBe(PlanMsg.rowDuplicate);
    expect(await countRows(t, 'faPlanLog')).toBe(logsBefore);
    expect((await detail()).data.dtlList.map((r) => [r.itemName, r.itemNum])).toEqual([['投影仪', 3], ['办公椅', 5]]);
  });

  it('allows what the lock leaves free: quantity down to what was stored, other rows edited, removed or added', async () => {
    const res = await edit({}, [
      { id: rows[0]!.id, itemName: '投影仪', itemType: 'office', itemNum: 2 },
      { itemName: '幕布', itemType: 'office', itemNum: '4' },
    ]);
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功', data: { id: planId } });
    const after = (await detail()).data;
    expect(after.dtlList.map((r) => [r.itemName, r.itemNum, r.hasApplNum])).toEqual([['投影仪', 2, 2], ['幕布', 4, 0]]);
    const logs = (await t.as<{ list: PlanLogEntry[] }>('office', 'GET', AssetApi.planLogs, { query: { id: planId } })).body.data.list;
    expect(logs).toHaveLength(2);
    expect(logs[0]!.id).toBe(res.body.data.logId);
    expect(JSON.parse(logs[0]!.changeDtlListJson)[0]).toMatchObject({ item_name: '投影仪', item_num: 2, has_appl_num: 2 });
  });

  it('an unknown plan id is 404', async () => {
    expect((await save({ id: 'no-plan', ...head, dtlList: [{ itemName: 'a', itemType: 'office', itemNum: 1 }] })).body).toMatchObject({ code: 404, msg: PlanMsg.planNotFound });
    expect((await detail('no-plan')).code).toBe(404);
  });
});

describe('plan list (getSubscribeModels)', () => {
  const list = async (body: Record<string, unknown>) =>
    (await t.as<{ list: PlanListRow[]; pagination: { total: number; currentPage: number; pageSize: number } }>('office', 'POST', AssetApi.planList, { body })).body;

  it('pages, counts and totals', async () => {
    const first = await list({ currentPage: 1, pageSize: 5 });
    expect(first.code).toBe(200);
    expect(first.data.list).toHaveLength(5);
    expect(first.data.pagination).toMatchObject({ currentPage: 1, pageSize: 5, total: 22 });
    const last = await list({ currentPage: 5, pageSize: 5 });
    expect(last.data.list).toHaveLength(2);
    const ours = (await list({ pageSize: 100 })).data.list.find((p) => p.id === planId)!;
    expect(ours).toMatchObject({ itemCount: 2, itemNum: 6, hasApplNum: 2, itemNames: '投影仪、幕布', creatorUserName: '张敏' });
  });

  it('filters by unit, state, item type and keyword', async () => {
    const ec = (await list({ applEntId: t.org('EC'), pageSize: 100 })).data.list;
    expect(ec.length).toBeGreaterThan(0);
    expect(ec.every((p) => p.applEntName === '华东分公司')).toBe(true);
    const none = (await list({ state: 'none', pageSize: 100 })).data.list;
    expect(none.length).toBeGreaterThan(0);
    expect(none.every((p) => p.hasApplNum === 0)).toBe(true);
    const part = (await list({ state: 'part', pageSize: 100 })).data.list;
    expect(part.map((p) => p.id)).toContain(planId);
    expect(part.every((p) => p.hasApplNum > 0 && p.hasApplNum < p.itemNum)).toBe(true);
    const done = (await list({ state: 'done', pageSize: 100 })).data.list;
    expect(done.every((p) => p.hasApplNum === p.itemNum)).toBe(true);
    expect(none.length + part.length + done.length).toBe(22);
    const vehicles = (await list({ itemType: 'vehicle', pageSize: 100 })).data.list;
    expect(vehicles.every((p) => /商务车|电动叉车/.test(p.itemNames))).toBe(true);
    expect((await list({ keyword: '幕布' })).data.list.map((p) => p.id)).toEqual([planId]);
  });

  it('sorts by a checked column only', async () => {
    const asc = (await list({ sidx: 'applEntName', sort: 'asc', pageSize: 100 })).data.list.map((p) => p.applEntName);
    expect(asc).toEqual([...asc].sort());
    const byTime = (await list({ sidx: 'creatorTime', sort: 'asc', pageSize: 100 })).data.list.map((p) => p.creatorTime);
    expect(byTime).toEqual([...byTime].sort((a, b) => a - b));
    expect((await list({ sidx: 'password; drop table fa_plan' })).msg).toBe('排序字段不合法');
  });
});
