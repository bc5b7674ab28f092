import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/contract/ids';
import { PURCHASE_MENU, type PurchaseRow } from '../../src/features/purchase/contract';
import type { PullResult, PushResult } from '../../src/features/sync/contract';
import { call, testDialect } from '../helpers/test-app';
import { fileClient, uniqueBytes } from './files-fixtures';
import { startWorkflowApp, W, workflowCalls, type WorkflowApp } from './workflow-fixtures';

const P = '/api/business/purchase';
const DAY = 86_400_000;
let t: WorkflowApp;
let w: ReturnType<typeof workflowCalls>;
const id: Record<string, string> = {};
let officeDept = '';
let seq = 0;

type Named = PurchaseRow & { applDeptName: string; useUserName: string };
const item = (extra: Record<string, unknown> = {}) => ({ id: newId(), itemName: '激光打印机', itemType: 'office', itemNum: 2, unitPrice: '1,999.5', remark: '', ...extra });
const body = (extra: Record<string, unknown> = {}) => ({
  applDeptId: officeDept, useUserId: id.office, reason: '测试采购', expectedDate: Date.now() + 30 * DAY, items: [item()], files: [], description: '', ...extra,
});
const create = (account: string, extra: Record<string, unknown> = {}, submit = false, purchaseId = newId()) =>
  t.as<Named>(account, 'POST', P, { id: purchaseId, body: body(extra), submit });
const stored = (purchaseId: string) => t.db.selectFrom('bizPurchase').selectAll().where('id', '=', purchaseId).executeTakeFirst();
const count = async (table: 'bizPurchase' | 'faPlan') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const instances = (purchaseId: string) =>
  t.db.selectFrom('flowTask').select(['id', 'status']).where('businessModule', '=', 'purchase').where('businessId', '=', purchaseId).orderBy('creatorTime').execute();
const push = async (account: string, mutationId: string, name: string, args: unknown) =>
  (await call<PushResult>(t, 'POST', '/api/sync/push', { token: await t.token(account), body: { deviceId: `dev-${account}`, mutations: [{ id: mutationId, seq: ++seq, name, args }] } })).body.data.results[0]!;
async function decide(taskId: string, action: 'Audit' | 'Reject', extra: Record<string, unknown> = {}) {
  const [holder] = await w.holders(taskId);
  const res = await w.act(holder!, action, taskId, { handleOpinion: action === 'Audit' ? '同意' : '不同意', ...extra });
  expect(res.body.code, res.body.msg).toBe(200);
}

beforeAll(async () => {
  t = await startWorkflowApp();
  w = workflowCalls(t);
  for (const a of ['admin', 'office', 'assetadmin', 'wh01']) id[a] = await t.userId(a);
  officeDept = (await t.db.selectFrom('baseUser').select('organizeId').where('id', '=', id.office!).executeTakeFirstOrThrow()).organizeId!;
});
afterAll(() => t.close());

describe(`purchase requests and their approval (${testDialect})`, () => {
  it('the demo holds requests in each state through the engine; the approved one registered its fixed-asset plan', async () => {
    const res = await t.as<{ list: Named[] }>('office', 'GET', P, undefined, { pageSize: '50', sidx: 'purchaseNo', sort: 'asc' });
    expect(res.body.code).toBe(200);
    const rows = res.body.data.list;
    expect(rows.map((r) => r.status).sort()).toEqual([0, 1, 2, 3]);
    expect(rows.every((r) => /^CG\d{6}-\d{3}$/.test(r.purchaseNo))).toBe(true);
    expect(rows[0]!.applDeptName).not.toBe('');
    const approved = rows.find((r) => r.status === 2)!;
    expect(approved.assetPlanId).toEqual(expect.any(String));
    const plan = await t.db.selectFrom('faPlan').selectAll().where('id', '=', approved.assetPlanId!).executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ applDeptId: officeDept, useUserId: approved.useUserId, creatorUserId: id.office });
    const planRows = await t.db.selectFrom('faPlanDtl').select(['itemName', 'itemNum', 'hasApplNum']).where('planId', '=', plan.id).orderBy('sortCode').execute();
    expect(planRows).toEqual(approved.items.map((i) => ({ itemName: i.itemName, itemNum: i.itemNum, hasApplNum: 0 })));
    for (const r of rows.filter((x) => x.status > 0)) {
      const task = await t.db.selectFrom('flowTask').select(['status', 'businessId']).where('id', '=', r.flowTaskId!).executeTakeFirstOrThrow();
      expect(task).toEqual({ status: r.status, businessId: r.id });
    }
    expect(rows.filter((r) => r.status !== 2).every((r) => r.assetPlanId === null)).toBe(true);
  });

  it('refuses bad input with the field’s message and writes nothing', async () => {
    const before = await count('bizPurchase');
    const company = (await t.db.selectFrom('baseOrganize').select('id').where('category', '=', 'company').orderBy('id').executeTakeFirstOrThrow()).id;
    const cases: [Record<string, unknown>, string][] = [
      [{ applDeptId: '' }, '申购部门不能为空'],
      [{ applDeptId: company }, '申购部门不存在或已停用'],
      [{ useUserId: 'nobody' }, '使用人不存在或已停用'],
      [{ reason: '   ' }, '采购事由不能为空'],
      [{ items: [] }, '物品列表不能为空'],
      [{ items: [item({ itemName: '' })] }, '物品名称、物品类型、计划数量不能为空'],
      [{ items: [item({ itemName: '名'.repeat(51) })] }, '物品名称不能超过50个字符'],
      [{ items: [item({ itemNum: 0 })] }, '计划数量须为1到100000000之间的整数'],
      [{ items: [item({ itemNum: 1.5 })] }, '计划数量须为1到100000000之间的整数'],
      [{ items: [item({ unitPrice: '12.345' })] }, '预估单价最多保留两位小数'],
      [{ items: [item({ unitPrice: '-1' })] }, '预估单价不能为负数'],
      [{ items: [item({ itemNum: 100_000_000, unitPrice: '100' })] }, '采购总金额不能超过1000000000元'],
      [{ items: [item({ itemType: 'nonsense' })] }, '物品类型不存在'],
      [{ items: [item({ id: 'same' }), item({ id: 'same' })] }, '物品行重复'],
      [{ files: [{ name: '假的.pdf', fileId: 'not-a-file', fileSize: 1, fileExtension: 'pdf', fileVersionId: 'not-a-file', url: '' }] }, '附件不存在或不属于该采购计划'],
    ];
    for (const [extra, msg] of cases) {
      const res = await create('office', extra);
      expect(res.body.code, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect(await count('bizPurchase')).toBe(before);
  });

  it('computes the total from the rows; submitted, its status follows the approval and approval registers the plan in the same step', async () => {
    const made = await create('office', { items: [item(), item({ itemName: '碎纸机', unitPrice: 450, itemNum: 3 })] });
    expect(made.body.code).toBe(200);
    expect(made.body.data).toMatchObject({ totalAmount: '5349.00', status: 0, flowTaskId: null, assetPlanId: null, applEntId: expect.any(String), useUserName: '张敏' });
    const purchaseId = made.body.data.id;
    const plansBefore = await count('faPlan');
    expect((await t.as('office', 'POST', `${P}/${purchaseId}/Actions/Submit`)).body.code).toBe(200);
    const [task] = await instances(purchaseId);
    expect((await stored(purchaseId))!.status).toBe(1);
    // The approver reads the rows, with type names and amounts, in the flow's form.
    const [holder] = await w.holders(task!.id);
    const detail = await w.detail(holder!, task!.id);
    expect(detail.task.formData).toMatchObject({ totalAmount: 5349, items: [{ itemName: '激光打印机', itemTypeName: '办公设备', amount: 3999 }, { itemName: '碎纸机', amount: 1350 }] });
    expect((await t.as('office', 'POST', `${P}/${purchaseId}/Actions/Submit`)).body.msg).toBe('该采购计划正在审批中，不能重复提交');
    expect((await t.as('office', 'PUT', `${P}/${purchaseId}`, { body: body() })).body.msg).toBe('审批中或已通过的采购计划不能修改');
    // The bound flow is not launched from 发起流程.
    const engine = await t.db.selectFrom('flowEngine').select('id').where('enCode', '=', 'purchaseApproval').executeTakeFirstOrThrow();
    expect((await t.as('office', 'POST', `${W}/FlowTask`, { flowId: engine.id, formData: {}, status: 1 })).body.msg).toBe('该流程由业务单据提交审批，不能在发起流程中直接发起');
    await decide(task!.id, 'Audit');
    const approved = (await stored(purchaseId))!;
    expect(approved.status).toBe(2);
    expect(await count('faPlan')).toBe(plansBefore + 1);
    const planRows = await t.db.selectFrom('faPlanDtl').select(['itemName', 'itemType', 'itemNum']).where('planId', '=', approved.assetPlanId!).orderBy('sortCode').execute();
    expect(planRows).toEqual([{ itemName: '激光打印机', itemType: 'office', itemNum: 2 }, { itemName: '碎纸机', itemType: 'office', itemNum: 3 }]);
    // The plan is the assets feature's own: its change log names the applicant, and 资产计划登记 shows it.
    const log = await t.db.selectFrom('faPlanLog').select('changeUserId').where('planId', '=', approved.assetPlanId!).execute();
    expect(log).toEqual([{ changeUserId: id.office }]);
    const planDetail = await t.as<{ dtlList: unknown[]; locked: boolean }>('admin', 'GET', '/api/business/fixedAsset-plan/detail', undefined, { id: approved.assetPlanId! });
    expect(planDetail.body.data).toMatchObject({ locked: false, dtlList: [expect.anything(), expect.anything()] });
    expect((await t.as('office', 'DELETE', `${P}/${purchaseId}`)).body.msg).toBe('审批中或已通过的采购计划不能删除');
  });

  it('above 10万 a second step follows; rejected back it is 已驳回 with no plan, and sent again on the same instance', async () => {
    const plansBefore = await count('faPlan');
    const made = await create('office', { items: [item({ itemNum: 10, unitPrice: '20000' })] }, true);
    expect(made.body.data.status).toBe(1);
    const purchaseId = made.body.data.id;
    const taskId = made.body.data.flowTaskId!;
    await decide(taskId, 'Audit');
    expect((await stored(purchaseId))!.status).toBe(1);
    await decide(taskId, 'Reject', { rejectTo: 'initiator' });
    expect((await stored(purchaseId))).toMatchObject({ status: 3, assetPlanId: null });
    expect(await count('faPlan')).toBe(plansBefore);
    const edited = await t.as<Named>('office', 'PUT', `${P}/${purchaseId}`, { body: body({ items: [item({ itemNum: 4 })] }), submit: true });
    expect(edited.body.data).toMatchObject({ status: 1, flowTaskId: taskId });
    expect((await instances(purchaseId)).length).toBe(1);
  });

  it('an approval whose plan can no longer be registered fails as a whole: the request stays in approval, no plan is left', async () => {
    const made = await create('office', { useUserId: id.wh01 }, true);
    const purchaseId = made.body.data.id;
    const plansBefore = await count('faPlan');
    await t.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', id.wh01!).execute();
    try {
      const [holder] = await w.holders(made.body.data.flowTaskId!);
      const res = await w.act(holder!, 'Audit', made.body.data.flowTaskId!, { handleOpinion: '同意' });
      expect(res.body.code).toBe(400);
      expect((await stored(purchaseId))!.status).toBe(1);
      expect(await count('faPlan')).toBe(plansBefore);
    } finally {
      await t.db.updateTable('baseUser').set({ enabledMark: 1 }).where('id', '=', id.wh01!).execute();
    }
  });

  it('checks the menu, each button and the data scope on every call', async () => {
    expect((await t.as('wh01', 'GET', P)).body.code).toBe(403);
    expect((await create('wh01')).body.code).toBe(403);
    const own = await create('office');
    expect((await t.as('wh01', 'GET', `${P}/${own.body.data.id}`)).body.code).toBe(403);
    const menu = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', PURCHASE_MENU).executeTakeFirstOrThrow();
    const buttons = new Map((await t.db.selectFrom('baseModuleButton').select(['id', 'enCode']).where('moduleId', '=', menu.id).execute()).map((b) => [b.enCode, b.id]));
    const self = await t.scheme(menu.id, 'self');
    await t.roleFor('wh01', { module: [menu.id], button: [buttons.get('btn_add')!], resource: [self] });
    const whDept = (await t.db.selectFrom('baseUser').select('organizeId').where('id', '=', id.wh01!).executeTakeFirstOrThrow()).organizeId!;
    const mine = await create('wh01', { applDeptId: whDept, useUserId: id.wh01 });
    expect(mine.body.code, mine.body.msg).toBe(200);
    expect((await create('wh01', { applDeptId: whDept, useUserId: id.wh01 }, true)).body.code).toBe(403);
    const list = await t.as<{ list: PurchaseRow[] }>('wh01', 'GET', P, undefined, { pageSize: '100' });
    expect(list.body.data.list.map((r) => r.id)).toEqual([mine.body.data.id]);
    expect((await t.as('wh01', 'GET', `${P}/${own.body.data.id}`)).body.code).toBe(404);
    expect((await t.as('wh01', 'PUT', `${P}/${mine.body.data.id}`, { body: body() })).body.code).toBe(403);
    expect((await t.as('office', 'GET', P, undefined, { sidx: 'password' })).body.code).toBe(400);
  });

  it('attachments uploaded for the request are kept; the list searches item names', async () => {
    const purchaseId = newId();
    const files = fileClient(t as unknown as Parameters<typeof fileClient>[0], 'office');
    const quote = (await files.upload(uniqueBytes(2500), '供应商报价单.pdf', 1024, { ownerType: 'purchase', ownerId: purchaseId })).data;
    const made = await create('office', { files: [quote], items: [item({ itemName: '独一无二的测距仪' })] }, false, purchaseId);
    expect(made.body.data.files.map((f) => f.name)).toEqual(['供应商报价单.pdf']);
    const found = await t.as<{ list: PurchaseRow[] }>('office', 'GET', P, undefined, { keyword: '测距仪' });
    expect(found.body.data.list.map((r) => r.id)).toEqual([purchaseId]);
  });

  it('a request written offline with 提交审批 arrives once; a stale edit from a device is a conflict', async () => {
    const purchaseId = newId();
    const mutationId = newId();
    const args = { id: purchaseId, isNew: true, body: body({ reason: '离线登记的采购' }), submit: true };
    expect(await push('office', mutationId, 'purchase.save', args)).toMatchObject({ status: 'applied' });
    expect((await push('office', mutationId, 'purchase.save', args)).status).toBe('duplicate');
    expect(await push('office', newId(), 'purchase.save', args)).toMatchObject({ status: 'rejected' });
    expect((await stored(purchaseId))!.status).toBe(1);
    expect((await instances(purchaseId)).length).toBe(1);
    const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token: await t.token('office'), query: { collections: 'purchases', limit: '500' } });
    const change = res.body.data.changes.find((c) => c.id === purchaseId)!;
    expect(change.row).toMatchObject({ reason: '离线登记的采购', status: 1 });
    const none = await call<PullResult>(t, 'GET', '/api/sync/pull', { token: await t.token('wh02'), query: { collections: 'purchases', limit: '500' } });
    expect(none.body.data.changes.filter((c) => c.op === 'upsert')).toEqual([]);

    const draft = await create('office');
    const pulled = await call<PullResult>(t, 'GET', '/api/sync/pull', { token: await t.token('office'), query: { collections: 'purchases', limit: '1000' } });
    const seen = pulled.body.data.changes.find((c) => c.id === draft.body.data.id)!.version;
    expect((await t.as('office', 'PUT', `${P}/${draft.body.data.id}`, { body: body({ reason: '网页上改的' }) })).body.code).toBe(200);
    const stale = await call<PushResult>(t, 'POST', '/api/sync/push', {
      token: await t.token('office'),
      body: { deviceId: 'dev-office', mutations: [{ id: newId(), seq: ++seq, name: 'purchase.save', args: { id: draft.body.data.id, isNew: false, body: body({ reason: '设备上改的' }) }, baseVersion: seen }] },
    });
    expect(stale.body.data.results[0]!.status).toBe('conflict');
    expect((await stored(draft.body.data.id))!.reason).toBe('网页上改的');
  });
});
