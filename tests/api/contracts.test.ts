import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/contract/ids';
import { CONTRACT_MENU, type ContractRow } from '../../src/features/contracts/contract';
import { remindExpiringContracts } from '../../src/features/contracts/server/expiry-job';
import type { PullResult, PushResult } from '../../src/features/sync/contract';
import { call, testDialect } from '../helpers/test-app';
import { fileClient, uniqueBytes } from './files-fixtures';
import { startWorkflowApp, W, workflowCalls, type WorkflowApp } from './workflow-fixtures';

const C = '/api/business/contract';
const DAY = 86_400_000;
let t: WorkflowApp;
let w: ReturnType<typeof workflowCalls>;
const id: Record<string, string> = {};
let seq = 0;

const body = (extra: Record<string, unknown> = {}) => ({
  fullName: '测试服务合同', contractType: 'service', partyA: '轻办集团有限公司', partyB: '测试供应商', amount: '12,345.6',
  signDate: Date.now(), startDate: Date.now(), endDate: Date.now() + 365 * DAY, ownerUserId: id.office, files: [], description: '', ...extra,
});
const create = (account: string, extra: Record<string, unknown> = {}, submit = false, contractId = newId()) =>
  t.as<ContractRow>(account, 'POST', C, { id: contractId, body: body(extra), submit });
const stored = (contractId: string) => t.db.selectFrom('bizContract').selectAll().where('id', '=', contractId).executeTakeFirst();
const instances = (contractId: string) =>
  t.db.selectFrom('flowTask').select(['id', 'status']).where('businessModule', '=', 'contract').where('businessId', '=', contractId).orderBy('creatorTime').execute();
const push = async (account: string, mutationId: string, name: string, args: unknown) =>
  (await call<PushResult>(t, 'POST', '/api/sync/push', { token: await t.token(account), body: { deviceId: `dev-${account}`, mutations: [{ id: mutationId, seq: ++seq, name, args }] } })).body.data.results[0]!;
/** Whoever holds the instance's open task approves (or rejects) it through the 待办 routes. */
async function decide(taskId: string, action: 'Audit' | 'Reject', extra: Record<string, unknown> = {}) {
  const [holder] = await w.holders(taskId);
  const res = await w.act(holder!, action, taskId, { handleOpinion: action === 'Audit' ? '同意' : '不同意', ...extra });
  expect(res.body.code).toBe(200);
  return holder!;
}

beforeAll(async () => {
  t = await startWorkflowApp();
  w = workflowCalls(t);
  for (const a of ['admin', 'office', 'assetadmin', 'wh01']) id[a] = await t.userId(a);
});
afterAll(() => t.close());

describe(`contracts and their approval (${testDialect})`, () => {
  it('the demo holds contracts in each state, each reached through the engine with its history, numbered by the bill rule', async () => {
    const res = await t.as<{ list: (ContractRow & { ownerName: string })[]; pagination: { total: number } }>('office', 'GET', C, undefined, { pageSize: '50', sidx: 'contractNo', sort: 'asc' });
    expect(res.body.code).toBe(200);
    const rows = res.body.data.list;
    expect(rows.map((r) => r.status).sort()).toEqual([0, 1, 2, 2, 3]);
    expect(rows.every((r) => /^HT\d{6}-\d{4}$/.test(r.contractNo))).toBe(true);
    expect(new Set(rows.map((r) => r.contractNo)).size).toBe(rows.length);
    expect(rows[0]!.ownerName).toBe('张敏');
    for (const r of rows.filter((x) => x.status > 0)) {
      const task = await t.db.selectFrom('flowTask').select(['status', 'businessId']).where('id', '=', r.flowTaskId!).executeTakeFirstOrThrow();
      expect(task.businessId).toBe(r.id);
      expect(task.status).toBe(r.status);
    }
    const rejected = rows.find((r) => r.status === 3)!;
    expect(await w.actions(rejected.flowTaskId!)).toEqual(['launch', 'reject']);
    // 即将到期: the approved one that ends in 20 days.
    const expiring = await t.as<{ list: ContractRow[] }>('office', 'GET', C, undefined, { expiringDays: '30' });
    expect(expiring.body.data.list.map((r) => r.fullName)).toEqual(['仓储叉车租赁合同']);
  });

  it('refuses bad input with the field’s message and writes nothing', async () => {
    const before = (await t.db.selectFrom('bizContract').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '  ' }, '合同名称不能为空'],
      [{ amount: '1000000000.01' }, '合同金额不能超过1000000000元'],
      [{ amount: '12.345' }, '合同金额最多保留两位小数'],
      [{ amount: '-5' }, '合同金额不能为负数'],
      [{ amount: 'abc' }, '请输入正确的合同金额'],
      [{ endDate: Date.now() - 10 * DAY }, '结束日期不能早于开始日期'],
      [{ contractType: 'nonsense' }, '合同类型不存在'],
      [{ ownerUserId: 'nobody' }, '合同负责人不存在或已停用'],
      [{ files: [{ name: '假的.pdf', fileId: 'not-a-file', fileSize: 1, fileExtension: 'pdf', fileVersionId: 'not-a-file', url: '' }] }, '附件不存在或不属于该合同'],
    ];
    for (const [extra, msg] of cases) {
      const res = await create('office', extra);
      expect(res.body.code, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const after = (await t.db.selectFrom('bizContract').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(Number(after)).toBe(Number(before));
  });

  it('keeps attachments uploaded for the contract; one uploaded for another record is refused', async () => {
    const contractId = newId();
    const files = fileClient(t as unknown as Parameters<typeof fileClient>[0], 'office');
    const mine = (await files.upload(uniqueBytes(3000), '合同扫描件.pdf', 1024, { ownerType: 'contract', ownerId: contractId })).data;
    const elsewhere = (await files.upload(uniqueBytes(2000), '别处的附件.pdf', 1024, { ownerType: 'contract', ownerId: newId() })).data;
    expect((await create('office', { files: [elsewhere] }, false, contractId)).body.msg).toBe('附件不存在或不属于该合同');
    const made = await create('office', { files: [mine] }, false, contractId);
    expect(made.body.code).toBe(200);
    expect(made.body.data.files.map((f) => f.name)).toEqual(['合同扫描件.pdf']);
  });

  it('an approver without the contracts menu downloads the attachments of the contract in approval; an unrelated user cannot', async () => {
    // The step goes to office's department head: here wh02, who has no contracts menu.
    const { organizeId } = await t.db.selectFrom('baseUser').select('organizeId').where('id', '=', id.office!).executeTakeFirstOrThrow();
    const dept = t.db.updateTable('baseOrganize').where('id', '=', organizeId!);
    const { managerId } = await t.db.selectFrom('baseOrganize').select('managerId').where('id', '=', organizeId!).executeTakeFirstOrThrow();
    await dept.set({ managerId: await t.userId('wh02') }).execute();
    const contractId = newId();
    const bytes = uniqueBytes(2500);
    const scan = (await fileClient(t as unknown as Parameters<typeof fileClient>[0], 'office').upload(bytes, '合同扫描件（审批用）.pdf', 1024, { ownerType: 'contract', ownerId: contractId })).data;
    expect((await create('office', { files: [scan] }, true, contractId)).body.code).toBe(200);
    const [task] = await instances(contractId);
    await dept.set({ managerId }).execute();
    const [holder] = await w.holders(task!.id);
    expect(holder).toBe('wh02');
    // The step's holder reads the contract only in the flow's form: the contracts page is not theirs.
    expect((await t.as(holder!, 'GET', C)).body.code).toBe(403);
    const approver = await fileClient(t as unknown as Parameters<typeof fileClient>[0], holder!).download(scan);
    expect(approver.link.code, approver.link.msg).toBe(200);
    expect(approver.res!.rawPayload.equals(bytes)).toBe(true);
    // Someone with no part in the approval (and no menu) is still refused.
    const stranger = await fileClient(t as unknown as Parameters<typeof fileClient>[0], 'nomenu').download(scan);
    expect(stranger.link.code).toBe(403);
    // After deciding, the approver still sees the instance (已办), and so its attachments.
    await decide(task!.id, 'Audit');
    expect((await fileClient(t as unknown as Parameters<typeof fileClient>[0], holder!).download(scan)).link.code).toBe(200);
  });

  it('saves a draft with the amount in canonical form; submitted, its status follows the approval in the same transaction', async () => {
    const made = await create('office');
    expect(made.body.code).toBe(200);
    expect(made.body.data).toMatchObject({ amount: '12345.60', status: 0, flowTaskId: null, organizeId: expect.any(String) });
    const contractId = made.body.data.id;
    expect((await t.as('office', 'POST', `${C}/${contractId}/Actions/Submit`)).body.code).toBe(200);
    const sent = (await stored(contractId))!;
    expect(sent.status).toBe(1);
    const [task] = await instances(contractId);
    expect(task).toMatchObject({ id: sent.flowTaskId, status: 1 });
    // The approver reads the contract's values in the flow's form.
    const [holder] = await w.holders(task!.id);
    const detail = await w.detail(holder!, task!.id);
    expect(detail.task.formData).toMatchObject({ fullName: '测试服务合同', amount: 12345.6, contractNo: sent.contractNo });
    // The bound flow is not launched on its own from 发起流程.
    const engine = await t.db.selectFrom('flowEngine').select('id').where('enCode', '=', 'contractApproval').executeTakeFirstOrThrow();
    expect((await t.as<{ list: { id: string }[] }>('office', 'GET', `${W}/FlowEngine/ListAll`)).body.data.list.map((f) => f.id)).not.toContain(engine.id);
    expect((await t.as('office', 'POST', `${W}/FlowTask`, { flowId: engine.id, formData: {}, status: 1 })).body.msg).toBe('该流程由业务单据提交审批，不能在发起流程中直接发起');
    // Sent twice: refused, still one instance.
    const again = await t.as('office', 'POST', `${C}/${contractId}/Actions/Submit`);
    expect(again.body.code).toBe(400);
    expect(again.body.msg).toBe('该合同正在审批中，不能重复提交');
    expect((await t.as('office', 'PUT', `${C}/${contractId}`, { body: body({ fullName: '改名' }) })).body.msg).toBe('审批中或已通过的合同不能修改');
    await decide(task!.id, 'Audit');
    expect((await stored(contractId))!.status).toBe(2);
    expect((await t.as('office', 'DELETE', `${C}/${contractId}`)).body.msg).toBe('审批中或已通过的合同不能删除');
    // The initiator heard the result.
    const heard = await t.db.selectFrom('baseMessage').innerJoin('baseMessageReceive', 'baseMessageReceive.messageId', 'baseMessage.id').select('baseMessage.title')
      .where('baseMessageReceive.userId', '=', id.office!).where('baseMessage.bodyText', 'like', `%${task!.id}%`).execute();
    expect(heard.map((m) => m.title)).toContainEqual(expect.stringContaining('已通过'));
  });

  it('above 100万 a second step follows; sent back to the initiator it is 已驳回, edited and sent again on the same instance', async () => {
    const made = await create('office', { amount: 2_000_000 }, true);
    expect(made.body.data.status).toBe(1);
    const contractId = made.body.data.id;
    const taskId = made.body.data.flowTaskId!;
    await decide(taskId, 'Audit');
    expect((await stored(contractId))!.status).toBe(1);
    await decide(taskId, 'Reject', { rejectTo: 'initiator' });
    expect((await stored(contractId))!.status).toBe(3);
    // The generic resubmit is refused: the contract is the source of its values.
    const generic = await t.as('office', 'PUT', `${W}/FlowTask/${taskId}`, { flowId: 'x', formData: {}, status: 1 });
    expect(generic.body.msg).toBe('业务单据的审批请在单据中修改后重新提交');
    const edited = await t.as<ContractRow>('office', 'PUT', `${C}/${contractId}`, { body: body({ amount: 900_000 }), submit: true });
    expect(edited.body.code).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 1, flowTaskId: taskId, amount: '900000.00' });
    expect((await instances(contractId)).length).toBe(1);
    expect(await w.actions(taskId)).toEqual(['launch', 'approve', 'reject', 'resubmit']);
  });

  it('rejected to the end, withdrawn: each is the contract’s status; a new submission starts a new instance', async () => {
    const made = await create('office', {}, true);
    const contractId = made.body.data.id;
    await decide(made.body.data.flowTaskId!, 'Reject', { rejectTo: 'end' });
    expect((await stored(contractId))!.status).toBe(3);
    const again = await t.as<ContractRow>('office', 'PUT', `${C}/${contractId}`, { body: body(), submit: true });
    expect(again.body.data.status).toBe(1);
    expect(again.body.data.flowTaskId).not.toBe(made.body.data.flowTaskId);
    const withdrawn = await t.as('office', 'POST', `${W}/FlowLaunch/${again.body.data.flowTaskId}/Actions/Withdraw`, { handleOpinion: '金额有误' });
    expect(withdrawn.body.code).toBe(200);
    expect((await stored(contractId))!.status).toBe(4);
    expect((await instances(contractId)).map((i) => i.status)).toEqual([3, 4]);
  });

  it('checks the menu, each button and the data scope on every call', async () => {
    expect((await t.as('wh01', 'GET', C)).body.code).toBe(403);
    expect((await create('wh01')).body.code).toBe(403);
    const own = await create('office');
    expect((await t.as('wh01', 'GET', `${C}/${own.body.data.id}`)).body.code).toBe(403);
    const menu = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', CONTRACT_MENU).executeTakeFirstOrThrow();
    const buttons = new Map((await t.db.selectFrom('baseModuleButton').select(['id', 'enCode']).where('moduleId', '=', menu.id).execute()).map((b) => [b.enCode, b.id]));
    const self = await t.scheme(menu.id, 'self');
    await t.roleFor('wh01', { module: [menu.id], button: [buttons.get('btn_add')!], resource: [self] });
    // Adds, may not send; sees only what it created.
    const mine = await create('wh01', { ownerUserId: id.wh01 });
    expect(mine.body.code).toBe(200);
    expect((await create('wh01', { ownerUserId: id.wh01 }, true)).body.code).toBe(403);
    expect((await t.as('wh01', 'POST', `${C}/${mine.body.data.id}/Actions/Submit`)).body.code).toBe(403);
    const list = await t.as<{ list: ContractRow[] }>('wh01', 'GET', C, undefined, { pageSize: '100' });
    expect(list.body.data.list.map((r) => r.id)).toEqual([mine.body.data.id]);
    expect((await t.as('wh01', 'GET', `${C}/${own.body.data.id}`)).body.code).toBe(404);
    expect((await t.as('wh01', 'PUT', `${C}/${mine.body.data.id}`, { body: body({ ownerUserId: id.wh01 }) })).body.code).toBe(403);
    // Sort names come from a list.
    expect((await t.as('office', 'GET', C, undefined, { sidx: 'password' })).body.code).toBe(400);
  });

  it('a draft written offline with 提交审批 arrives once: one contract, one instance, however often the device resends it', async () => {
    const contractId = newId();
    const mutationId = newId();
    const args = { id: contractId, isNew: true, body: body({ fullName: '离线起草的合同' }), submit: true };
    expect(await push('office', mutationId, 'contract.save', args)).toMatchObject({ status: 'applied' });
    expect((await push('office', mutationId, 'contract.save', args)).status).toBe('duplicate');
    expect((await stored(contractId))!.status).toBe(1);
    expect((await instances(contractId)).length).toBe(1);
    // A different write of the same new id is refused, never a second contract.
    expect(await push('office', newId(), 'contract.save', args)).toMatchObject({ status: 'rejected' });
    // The device then pulls it with its status.
    const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token: await t.token('office'), query: { collections: 'contracts', limit: '500' } });
    const row = res.body.data.changes.find((c) => c.id === contractId)!.row as Record<string, unknown>;
    expect(row).toMatchObject({ fullName: '离线起草的合同', status: 1 });
    // Someone without the menu pulls nothing.
    const none = await call<PullResult>(t, 'GET', '/api/sync/pull', { token: await t.token('wh02'), query: { collections: 'contracts', limit: '500' } });
    expect(none.body.data.changes.filter((c) => c.op === 'upsert')).toEqual([]);
  });

  it('an edit from a device that saw an older version is a conflict, not an overwrite', async () => {
    const made = await create('office');
    const contractId = made.body.data.id;
    const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token: await t.token('office'), query: { collections: 'contracts', limit: '1000' } });
    const seen = res.body.data.changes.find((c) => c.id === contractId)!.version;
    expect((await t.as('office', 'PUT', `${C}/${contractId}`, { body: body({ fullName: '网页上改的' }) })).body.code).toBe(200);
    const pushed = await call<PushResult>(t, 'POST', '/api/sync/push', {
      token: await t.token('office'),
      body: { deviceId: 'dev-office', mutations: [{ id: newId(), seq: ++seq, name: 'contract.save', args: { id: contractId, isNew: false, body: body({ fullName: '设备上改的' }) }, baseVersion: seen }] },
    });
    expect(pushed.body.data.results[0]!.status).toBe('conflict');
    expect((await stored(contractId))!.fullName).toBe('网页上改的');
  });

  it('reminds the owner of an approved contract 30 days before its end, once per threshold', async () => {
    const jobCtx = { database: t.database, notify: { send: async () => ({ messageId: null, delivered: 1 }), sendTemplate: async () => ({ messageId: null, delivered: 0 }) } } as never;
    // Only the demo's forklift lease ends within 30 days.
    expect(await remindExpiringContracts(jobCtx)).toBe(1);
    expect(await remindExpiringContracts(jobCtx)).toBe(0);
    const forklift = await t.db.selectFrom('bizContract').select('remindedDays').where('fullName', '=', '仓储叉车租赁合同').executeTakeFirstOrThrow();
    expect(JSON.parse(forklift.remindedDays)).toEqual([30]);
    // It ends in 20 days: 14 days on, 6 are left and the 7-day reminder goes.
    expect(await remindExpiringContracts(jobCtx, Date.now() + 14 * DAY)).toBe(1);
    const later = await t.db.selectFrom('bizContract').select('remindedDays').where('fullName', '=', '仓储叉车租赁合同').executeTakeFirstOrThrow();
    expect(JSON.parse(later.remindedDays)).toEqual([30, 7]);
  });

  it('two submissions of one contract at the same moment make one instance', async () => {
    const made = await create('office');
    const contractId = made.body.data.id;
    const both = await Promise.all([t.as('office', 'POST', `${C}/${contractId}/Actions/Submit`), t.as('office', 'POST', `${C}/${contractId}/Actions/Submit`)]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect((await instances(contractId)).length).toBe(1);
  });
});
