import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import type { TaskCounts, TaskRow } from '../../src/features/workflow/contract';
import { FileApi } from '../../src/features/files/contract';
import { WORKFLOW_FILE_OWNER } from '../../src/features/workflow/contract';
import { testDialect } from '../helpers/test-app';
import { fileClient, uniqueBytes } from './files-fixtures';
import { approver, flow, startWorkflowApp, users, W, workflowCalls, type WorkflowApp } from './workflow-fixtures';

let t: WorkflowApp;
let w: ReturnType<typeof workflowCalls>;
let id: Record<string, string>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startWorkflowApp();
  w = workflowCalls(t);
  id = {};
  for (const a of ['admin', 'sysadmin', 'assetadmin', 'office', 'wh01', 'logviewer', 'wh02']) id[a] = await t.userId(a);
});
afterAll(() => t.close());

describe(`workflow actions (${testDialect})`, () => {
  it('the demo shows real work on a first start: instances in every §4 status, todo for 王磊 and the administrator', async () => {
    const monitor = await t.as<{ list: TaskRow[] }>('admin', 'GET', `${W}/FlowMonitor`, undefined, { pageSize: '100' });
    const statuses = new Set(monitor.body.data.list.map((r) => r.status));
    for (const s of [1, 2, 3, 4, 5]) expect(statuses.has(s)).toBe(true);
    expect(await t.db.selectFrom('flowTask').select('id').where('status', '=', 0).executeTakeFirst()).toBeDefined();
    const todo = await t.as<{ list: TaskRow[] }>('assetadmin', 'GET', `${W}/FlowBefore/List/1`);
    expect(todo.body.data.list.map((r) => r.flowName)).toContain('请假申请');
    const counts = await t.as<TaskCounts>('admin', 'GET', `${W}/FlowBefore/Count`);
    expect(counts.body.data.todo).toBeGreaterThan(0);
    // 孙丽 (华南 仓储部, no department head) may launch both demo flows.
    const launches = await t.as<{ list: { fullName: string }[] }>('wh02', 'GET', `${W}/FlowEngine/ListAll`);
    expect(launches.body.data.list.map((f) => f.fullName)).toEqual(['请假申请', '费用报销']);
  });

  it('two approvers acting on one task at once: exactly one succeeds, the other hears 已由他人处理; a countersign of two moves on once', async () => {
    const flowId = await w.publish(flow(approver('all', { assignee: users(id.office!, id.assetadmin!), mode: 'all' }, approver('next', { assignee: users(id.sysadmin!) }))));
    const task = await w.launched('wh01', flowId);
    const op = await w.myTask('office', task);
    const token = await t.token('office');
    const twice = await Promise.all([0, 1].map(() => t.app.inject({ method: 'POST', url: `${W}/FlowBefore/Audit/${op.id}`, headers: { authorization: token, 'content-type': 'application/json' }, payload: { version: op.version } })));
    const codes = twice.map((r) => (r.json() as { code: number }).code).sort();
    expect(codes).toEqual([200, Code.CONFLICT]);
    expect(twice.map((r) => (r.json() as { msg: string }).msg)).toContain('已由他人处理');

    const other = await w.myTask('assetadmin', task);
    await w.approve('assetadmin', task, {});
    void other;
    expect(await w.holders(task)).toEqual(['sysadmin']);
    const sysTasks = await t.db.selectFrom('flowTaskOperator').select('id').where('taskId', '=', task).where('nodeId', '=', 'next').execute();
    expect(sysTasks).toHaveLength(1);

    // Two countersigners at the same moment: both succeed, the next node gets exactly one task.
    const both = await w.launched('wh01', flowId);
    const [a, b] = [await w.myTask('office', both), await w.myTask('assetadmin', both)];
    const at = await Promise.all([['office', a], ['assetadmin', b]].map(async ([account, o]) =>
      t.app.inject({ method: 'POST', url: `${W}/FlowBefore/Audit/${(o as { id: string }).id}`, headers: { authorization: await t.token(account as string), 'content-type': 'application/json' }, payload: { version: (o as { version: number }).version } })));
    expect(at.map((r) => (r.json() as { code: number }).code)).toEqual([200, 200]);
    expect(await t.db.selectFrom('flowTaskOperator').select('id').where('taskId', '=', both).where('nodeId', '=', 'next').execute()).toHaveLength(1);
  });

  it('in order, any one (the others close) and a ratio', async () => {
    const seq = await w.publish(flow(approver('s', { assignee: users(id.office!, id.assetadmin!), mode: 'sequential' })));
    const s = await w.launched('wh01', seq);
    expect(await w.holders(s)).toEqual(['office']);
    await w.approve('office', s);
    expect(await w.holders(s)).toEqual(['assetadmin']);
    await w.approve('assetadmin', s);
    expect((await w.status(s)).status).toBe(2);

    const any = await w.publish(flow(approver('a', { assignee: users(id.office!, id.assetadmin!), mode: 'any' })));
    const a = await w.launched('wh01', any);
    await w.approve('assetadmin', a);
    expect((await w.status(a)).status).toBe(2);
    expect(await w.holders(a, 4)).toEqual(['office']);

    const ratio = await w.publish(flow(approver('r', { assignee: users(id.office!, id.assetadmin!, id.sysadmin!), mode: 'ratio', ratio: 60 })));
    const r = await w.launched('wh01', ratio);
    expect((await w.act('office', 'Reject', r, {})).body.code).toBe(200);
    expect((await w.status(r)).status).toBe(1);
    await w.approve('assetadmin', r);
    expect((await w.status(r)).status).toBe(1);
    await w.approve('sysadmin', r);
    expect((await w.status(r)).status).toBe(2);
    const r2 = await w.launched('wh01', ratio);
    await w.act('office', 'Reject', r2, {});
    await w.act('assetadmin', 'Reject', r2, {});
    expect((await w.status(r2)).status).toBe(0);
  });

  it('reject to the initiator, who edits and resubmits; reject to the end; return to an earlier node', async () => {
    const flowId = await w.publish(flow(approver('one', { assignee: users(id.office!) }, approver('two', { assignee: users(id.assetadmin!) }))));
    const task = await w.launched('wh01', flowId, { note: '初稿' });
    expect((await w.act('office', 'Reject', task, { handleOpinion: '请补充' })).body.code).toBe(200);
    expect((await w.status(task)).status).toBe(0);
    expect((await w.detail('wh01', task)).can.resubmit).toBe(true);
    expect((await t.as('wh01', 'PUT', `${W}/FlowTask/${task}`, { flowId, formData: { note: '补充后' } })).body.code).toBe(200);
    expect(await w.holders(task)).toEqual(['office']);
    await w.approve('office', task);
    const back = await t.as<{ list: { nodeId: string }[] }>('assetadmin', 'GET', `${W}/FlowBefore/ReturnNodes/${(await w.myTask('assetadmin', task)).id}`);
    expect(back.body.data.list.map((n) => n.nodeId)).toEqual(['start', 'one']);
    expect((await w.act('assetadmin', 'Return', task, { toNodeId: 'one', handleOpinion: '请再看看' })).body.code).toBe(200);
    expect(await w.holders(task)).toEqual(['office']);
    expect((await w.act('office', 'Return', task, { toNodeId: 'two' })).body).toMatchObject({ code: 400, msg: '只能退回到已经过的节点' });
    await w.approve('office', task);
    expect((await w.act('assetadmin', 'Reject', task, { rejectTo: 'end' })).body.code).toBe(200);
    expect((await w.status(task)).status).toBe(3);
    expect(await w.actions(task)).toEqual(['launch', 'reject', 'resubmit', 'approve', 'return', 'approve', 'reject']);
  });

  it('withdraw before anyone acts; an approval of a withdrawn task is refused; no withdraw once approved', async () => {
    const flowId = await w.publish(flow(approver('one', { assignee: users(id.office!) }, approver('two', { assignee: users(id.assetadmin!) }))));
    const task = await w.launched('wh01', flowId);
    const op = await w.myTask('office', task);
    expect((await t.as('wh01', 'POST', `${W}/FlowLaunch/${task}/Actions/Withdraw`, {})).body.code).toBe(200);
    expect((await w.status(task)).status).toBe(4);
    const late = await t.as('office', 'POST', `${W}/FlowBefore/Audit/${op.id}`, { version: op.version });
    expect(late.body).toMatchObject({ code: Code.CONFLICT, msg: '发起人已撤回该流程' });

    const second = await w.launched('wh01', flowId);
    await w.approve('office', second);
    expect((await t.as('wh01', 'POST', `${W}/FlowLaunch/${second}/Actions/Withdraw`, {})).body).toMatchObject({ code: 400, msg: '已有审批人处理，不能撤回' });
    expect((await t.as('office', 'POST', `${W}/FlowLaunch/${second}/Actions/Withdraw`, {})).body.code).toBe(403);
  });

  it('transfer, add-sign before and after, urge (once a minute), comment', async () => {
    const flowId = await w.publish(flow(approver('one', { assignee: users(id.office!) })));
    const task = await w.launched('wh01', flowId);
    expect((await w.act('office', 'Transfer', task, { toUserId: id.office })).body.msg).toBe('不能转办给自己');
    expect((await w.act('office', 'Transfer', task, { toUserId: id.wh02 })).body.code).toBe(200);
    expect(await w.holders(task)).toEqual(['wh02']);

    expect((await w.act('wh02', 'AddSign', task, { userIds: [id.sysadmin], position: 'before' })).body.code).toBe(200);
    expect(await w.holders(task)).toEqual(['sysadmin']);
    await w.approve('sysadmin', task);
    expect(await w.holders(task)).toEqual(['wh02']);
    expect((await w.act('wh02', 'AddSign', task, { userIds: [id.assetadmin], position: 'after' })).body.code).toBe(200);
    expect((await w.status(task)).status).toBe(1);
    expect(await w.holders(task)).toEqual(['assetadmin']);

    expect((await t.as('wh01', 'POST', `${W}/FlowLaunch/Press/${task}`)).body.code).toBe(200);
    expect((await t.as('wh01', 'POST', `${W}/FlowLaunch/Press/${task}`)).body.msg).toBe('催办过于频繁，请稍后再试');
    expect((await t.as('wh01', 'POST', `${W}/FlowBefore/Comment/${task}`, { text: '麻烦尽快' })).body.code).toBe(200);
    expect((await t.as('logviewer', 'POST', `${W}/FlowBefore/Comment/${task}`, { text: '路过' })).body.code).toBe(403);
    await w.approve('assetadmin', task);
    expect((await w.status(task)).status).toBe(2);
    expect(await w.actions(task)).toEqual(['launch', 'transfer', 'addSignBefore', 'approve', 'addSignAfter', 'urge', 'comment', 'approve', 'end']);
  });

  it('a delegation routes new tasks to the delegate during its period only', async () => {
    const flowId = await w.publish(flow(approver('one', { assignee: users(id.office!) })));
    const now = Date.now();
    const made = await t.as<{ id: string }>('office', 'POST', `${W}/FlowDelegate`, { toUserId: id.wh02, flowIds: [flowId], startTime: now - HOUR, endTime: now + HOUR });
    expect(made.body.code).toBe(200);
    expect((await t.as('office', 'POST', `${W}/FlowDelegate`, { toUserId: id.logviewer, flowIds: [], startTime: now, endTime: now + 2 * HOUR })).body.msg).toBe('该时间段内已有委托');
    const during = await w.launched('wh01', flowId);
    expect(await w.holders(during)).toEqual(['wh02']);
    const todo = await t.as<{ list: TaskRow[] }>('wh02', 'GET', `${W}/FlowBefore/List/1`);
    expect(todo.body.data.list.find((r) => r.id === during)?.delegatorName).toBe('张敏');
    await t.as('office', 'PUT', `${W}/FlowDelegate/${made.body.data.id}`, { toUserId: id.wh02, flowIds: [flowId], startTime: now - 3 * HOUR, endTime: now - 2 * HOUR });
    const after = await w.launched('wh01', flowId);
    expect(await w.holders(after)).toEqual(['office']);
  });

  it('access: menus, one’s own tasks, and the detail only to those involved', async () => {
    const flowId = await w.publish(flow(approver('one', { assignee: users(id.office!) })));
    const task = await w.launched('wh01', flowId);
    const op = await w.myTask('office', task);
    expect((await t.as('assetadmin', 'POST', `${W}/FlowBefore/Audit/${op.id}`, { version: op.version })).body.code).toBe(403);
    expect((await t.as('logviewer', 'GET', `${W}/FlowBefore/${task}`)).body.code).toBe(403);
    expect((await t.as('nomenu', 'POST', `${W}/FlowTask`, { flowId })).body.code).toBe(403);
    expect((await t.as('wh01', 'GET', `${W}/FlowMonitor`)).body.code).toBe(403);
    expect((await t.as('wh01', 'POST', `${W}/FlowEngine`, flow(null))).body.code).toBe(403);
    expect((await t.as('office', 'POST', `${W}/FlowBefore/Audit/${op.id}`, { version: op.version, handleOpinion: 'x'.repeat(501) })).body.code).toBe(400);
    // Monitor: suspend stops approvals, resume lets them, terminate ends it (status 5).
    expect((await t.as('admin', 'POST', `${W}/FlowMonitor/${task}/Actions/Suspend`, {})).body.code).toBe(200);
    expect((await t.as('office', 'POST', `${W}/FlowBefore/Audit/${op.id}`, { version: op.version })).body.msg).toBe('流程已挂起，暂不能办理');
    expect((await t.as('admin', 'POST', `${W}/FlowMonitor/${task}/Actions/Resume`, {})).body.code).toBe(200);
    expect((await t.as('admin', 'POST', `${W}/FlowMonitor/${task}/Actions/Reassign`, { operatorId: op.id, toUserId: id.sysadmin })).body.code).toBe(200);
    expect(await w.holders(task)).toEqual(['sysadmin']);
    expect((await t.as('admin', 'POST', `${W}/FlowMonitor/${task}/Actions/Terminate`, { handleOpinion: '不再需要' })).body.code).toBe(200);
    expect((await w.status(task)).status).toBe(5);
  });

  it('a launch sent twice with one clientId makes one instance; bad input is refused without a row', async () => {
    const flowId = await w.publish(flow(approver('one', { assignee: users(id.office!) })));
    const first = await w.launched('wh01', flowId, {}, { clientId: 'device-1-launch-1' });
    const again = await w.launched('wh01', flowId, {}, { clientId: 'device-1-launch-1' });
    expect(again).toBe(first);
    const before = (await t.db.selectFrom('flowTask').select('id').execute()).length;
    expect((await w.launch('wh01', flowId, {}, { urgent: 7 })).body.code).toBe(400);
    expect((await w.launch('wh01', 'nope')).body.code).toBe(404);
    expect((await t.db.selectFrom('flowTask').select('id').execute()).length).toBe(before);
  });

  it('files attached at launch and in a comment are read by those who may see the instance, not by others', async () => {
    const flowId = await w.publish(flow(approver('one', { assignee: users(id.office!) })));
    const files = (account: string) => fileClient(t as unknown as Parameters<typeof fileClient>[0], account);
    const owner = { ownerType: WORKFLOW_FILE_OWNER, ownerId: flowId };
    const attached = (await files('wh01').upload(uniqueBytes(1200), '病假条.pdf', 1024, owner)).data;
    const noted = (await files('office').upload(uniqueBytes(1300), '意见.pdf', 1024, owner)).data;
    const task = await w.launched('wh01', flowId, {}, { fileIds: [attached.fileId] });
    expect((await t.as('office', 'POST', `${W}/FlowBefore/Comment/${task}`, { text: '见附件', fileIds: [noted.fileId] })).body.code).toBe(200);
    const link = async (account: string, fileId: string) => (await files(account).get(FileApi.download('annex', fileId))).code;
    expect(await link('office', attached.fileId)).toBe(200);
    expect(await link('wh01', noted.fileId)).toBe(200);
    expect(await link('assetadmin', attached.fileId)).toBe(403);
    expect(await link('admin', noted.fileId)).toBe(200);
  });
});
