import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflowTimers } from '../../src/features/workflow/server/timers-job';
import { WORKFLOW_FILE_OWNER } from '../../src/features/workflow/contract';
import { testDialect } from '../helpers/test-app';
import { fileClient, uniqueBytes } from './files-fixtures';
import { approver, flow, startWorkflowApp, users, W, workflowCalls, type WorkflowApp } from './workflow-fixtures';

let t: WorkflowApp;
let w: ReturnType<typeof workflowCalls>;
let id: Record<string, string>;
/** What the scheduled task needs of the server context (its messages go nowhere here). */
const jobCtx = () => ({ database: t.database, notify: { send: async () => ({ messageId: null, delivered: 0 }), sendTemplate: async () => ({ messageId: null, delivered: 0 }) }, realtime: { send: () => undefined }, log: { warn: () => undefined } }) as never;

beforeAll(async () => {
  t = await startWorkflowApp();
  w = workflowCalls(t);
  id = {};
  for (const a of ['admin', 'sysadmin', 'assetadmin', 'office', 'wh01', 'logviewer', 'wh02']) id[a] = await t.userId(a);
});
afterAll(() => t.close());

describe(`workflow engine: node kinds and approver rules (${testDialect})`, () => {
  it('publishing checks the tree: a condition group without a default and a branch shadowed by an earlier one are refused with their nodes', async () => {
    const branch = (bid: string, isDefault: boolean, conditions: unknown[]) => ({ id: bid, name: `分支${bid}`, isDefault, conditions, childNode: approver(`a_${bid}`, { assignee: users(id.office!) }) });
    const cond = [{ subject: 'field', field: 'days', op: 'gt', value: 3 }];
    const body = flow({ type: 'condition', id: 'c1', name: '条件', branches: [branch('b1', false, cond), branch('b2', false, cond)] });
    const created = (await t.as<{ id: string }>('admin', 'POST', `${W}/FlowEngine`, body)).body.data.id;
    const res = await t.as<{ nodeId: string; message: string }[]>('admin', 'POST', `${W}/FlowEngine/${created}/Actions/Release`, {});
    expect(res.body.code).toBe(400);
    expect(res.body.data.map((p) => p.nodeId).sort()).toEqual(['b2', 'c1']);
    expect(res.body.data.find((p) => p.nodeId === 'c1')!.message).toBe('「条件」需要且只能有一个默认分支');
  });

  it('a condition on a form field picks the branch; the default takes the rest; CC records who was copied', async () => {
    const flowId = await w.publish(flow({
      type: 'condition', id: 'c', name: '按天数',
      branches: [
        { id: 'long', name: '长', isDefault: false, conditions: [{ subject: 'field', field: 'days', op: 'gt', value: 3 }], childNode: approver('boss', { assignee: users(id.sysadmin!) }) },
        { id: 'short', name: '短', isDefault: true, conditions: [], childNode: approver('lead', { assignee: users(id.assetadmin!) }) },
      ],
      childNode: { type: 'cc', id: 'cc', name: '抄送', assignee: users(id.office!), formRights: {} },
    }));
    const long = await w.launched('wh01', flowId, { days: 5 });
    const short = await w.launched('wh01', flowId, { days: 2 });
    expect(await w.holders(long)).toEqual(['sysadmin']);
    expect(await w.holders(short)).toEqual(['assetadmin']);
    await w.approve('assetadmin', short);
    expect((await w.status(short)).status).toBe(2);
    const cc = await t.as<{ list: { id: string; circulateId: string; readAt: number | null }[] }>('office', 'GET', `${W}/FlowBefore/List/3`);
    const row = cc.body.data.list.find((r) => r.id === short)!;
    expect(row.readAt).toBeNull();
    // The message 张敏 got opens the copy (its id in the /workFlowDetail config), so opening it marks it read.
    const sent = await t.db.selectFrom('baseMessage').innerJoin('baseMessageReceive', 'baseMessageReceive.messageId', 'baseMessage.id')
      .select('baseMessage.bodyText').where('baseMessageReceive.userId', '=', id.office!).where('baseMessage.bodyText', 'like', `%${short}%`).execute();
    expect(sent.map((m) => JSON.parse(m.bodyText!))).toContainEqual({ id: short, circulateId: row.circulateId });
    expect((await t.as('office', 'POST', `${W}/FlowBefore/Circulate/${row.circulateId}/Read`)).body.code).toBe(200);
    expect(await w.actions(short)).toEqual(['launch', 'approve', 'cc', 'end']);
  });

  it('parallel branches run at once and the flow moves on only when both arrive at the join', async () => {
    const flowId = await w.publish(flow({
      type: 'parallel', id: 'p', name: '并行',
      branches: [
        { id: 'x', name: '甲', isDefault: false, conditions: [], childNode: approver('ax', { assignee: users(id.assetadmin!) }) },
        { id: 'y', name: '乙', isDefault: false, conditions: [], childNode: approver('ay', { assignee: users(id.office!) }) },
      ],
      childNode: approver('after', { assignee: users(id.sysadmin!) }),
    }));
    const task = await w.launched('wh01', flowId);
    expect(await w.holders(task)).toEqual(['assetadmin', 'office']);
    await w.approve('office', task);
    expect(await w.holders(task)).toEqual(['assetadmin']);
    await w.approve('assetadmin', task);
    expect(await w.holders(task)).toEqual(['sysadmin']);
  });

  it('the department-head rule walks up the initiator’s organisations; roles, positions, the initiator and a form field’s user resolve', async () => {
    const heads = await w.publish(flow(approver('h', { assignee: { kind: 'deptHead', ids: [], levels: 2, field: '' } })));
    const task = await w.launched('wh01', heads);
    expect(await w.holders(task)).toEqual(['assetadmin']);
    await w.approve('assetadmin', task);
    expect(await w.holders(task)).toEqual(['sysadmin']);

    const role = await t.db.selectFrom('baseRole').select('id').where('enCode', '=', 'assetAdmin').executeTakeFirstOrThrow();
    const byRole = await w.publish(flow(approver('r', { assignee: { kind: 'roles', ids: [role.id], levels: 1, field: '' } })));
    expect(await w.holders(await w.launched('wh01', byRole))).toEqual(['assetadmin']);

    const field = await w.publish(flow(approver('f', { assignee: { kind: 'formField', ids: [], levels: 1, field: 'checker' } })));
    expect(await w.holders(await w.launched('wh01', field, { checker: id.wh02 }))).toEqual(['wh02']);

    const self = await w.publish(flow(approver('s', { assignee: { kind: 'initiator', ids: [], levels: 1, field: '' } })));
    expect(await w.holders(await w.launched('wh02', self))).toEqual(['wh02']);
  });

  it('positions resolve their holders; conditions on the initiator’s organisation and role pick branches', async () => {
    const position = await t.db.selectFrom('basePosition').innerJoin('baseOrganize', 'baseOrganize.id', 'basePosition.organizeId').select('basePosition.id')
      .where('baseOrganize.enCode', '=', 'EC04').where('basePosition.fullName', '=', '资产主管').executeTakeFirstOrThrow();
    const byPosition = await w.publish(flow(approver('p', { assignee: { kind: 'positions', ids: [position.id], levels: 1, field: '' } })));
    expect(await w.holders(await w.launched('wh01', byPosition))).toContain('assetadmin');

    const east = await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', 'EC').executeTakeFirstOrThrow();
    const staff = await t.db.selectFrom('baseRole').select('id').where('enCode', '=', 'officeAsset').executeTakeFirstOrThrow();
    const branchTo = (bid: string, conditions: unknown[], who: string, isDefault = false) => ({ id: bid, name: bid, isDefault, conditions, childNode: approver(`a_${bid}`, { assignee: users(who) }) });
    const routed = await w.publish(flow({
      type: 'condition', id: 'who', name: '按发起人',
      branches: [
        branchTo('east', [{ subject: 'initiatorOrganize', op: 'in', value: [east.id] }], id.assetadmin!),
        branchTo('office', [{ subject: 'initiatorRole', op: 'in', value: [staff.id] }], id.sysadmin!),
        branchTo('rest', [], id.admin!, true),
      ],
    }));
    expect(await w.holders(await w.launched('wh01', routed))).toEqual(['assetadmin']);
    expect(await w.holders(await w.launched('office', routed))).toEqual(['sysadmin']);
    expect(await w.holders(await w.launched('wh02', routed))).toEqual(['admin']);
  });

  it('an approval carries its opinion, files and handwritten signature into the timeline; a time limit can remind or reject', async () => {
    const flowId = await w.publish(flow(approver('one', { assignee: users(id.office!), timeoutHours: 1, timeoutAction: 'remind' }, approver('two', { assignee: users(id.assetadmin!), timeoutHours: 1, timeoutAction: 'reject', rejectTo: 'end' }))));
    const task = await w.launched('wh01', flowId);
    await runWorkflowTimers(jobCtx(), Date.now() + 2 * 3_600_000);
    expect(await w.holders(task)).toEqual(['office']);
    const signImg = 'data:image/png;base64,iVBORw0KGgo=';
    const bad = await w.act('office', 'Audit', task, { signImg: 'javascript:alert(1)' });
    expect(bad.body).toMatchObject({ code: 400, msg: '签名格式不正确' });
    const files = (account: string) => fileClient(t as unknown as Parameters<typeof fileClient>[0], account);
    const mine = (await files('office').upload(uniqueBytes(900), '意见.pdf', 1024, { ownerType: WORKFLOW_FILE_OWNER, ownerId: flowId })).data.fileId;
    const others = (await files('wh01').upload(uniqueBytes(900), '别人的.pdf', 1024, { ownerType: WORKFLOW_FILE_OWNER, ownerId: flowId })).data.fileId;
    expect((await w.act('office', 'Audit', task, { fileIds: [others] })).body).toMatchObject({ code: 400, msg: '附件不存在或不是您为本流程上传的' });
    await w.approve('office', task, { handleOpinion: '同意', fileIds: [mine], signImg });
    const line = (await w.detail('wh01', task)).timeline.find((e) => e.action === 'approve')!;
    expect(line).toMatchObject({ userName: '张敏', opinion: '同意', fileIds: [mine], signImg });
    expect(line.duration).toBeGreaterThanOrEqual(0);
    await runWorkflowTimers(jobCtx(), Date.now() + 2 * 3_600_000);
    expect((await w.status(task)).status).toBe(3);
    expect(await w.actions(task)).toEqual(['launch', 'remind', 'approve', 'autoReject']);
  });

  it('people chosen by the initiator at launch and by the previous approver on approving', async () => {
    const flowId = await w.publish(flow(approver('pick', { assignee: { kind: 'initiatorChooses', ids: [], levels: 1, field: '' } }, approver('next', { assignee: { kind: 'previousChooses', ids: [], levels: 1, field: '' } }))));
    const missing = await w.launch('wh01', flowId, {});
    expect(missing.body).toMatchObject({ code: 400, msg: '请选择「审批pick」的审批人' });
    expect(await t.db.selectFrom('flowTask').select('id').where('flowId', '=', flowId).execute()).toEqual([]);
    const task = await w.launched('wh01', flowId, {}, { candidates: { pick: [id.office] } });
    expect(await w.holders(task)).toEqual(['office']);
    expect((await w.detail('office', task)).chooseNodes).toEqual([{ nodeId: 'next', name: '审批next' }]);
    await w.approve('office', task, { candidates: { next: [id.wh02] } });
    expect(await w.holders(task)).toEqual(['wh02']);
  });

  it('nobody to ask: skip passes the node, admin gives it to the administrators, refuse stops the launch', async () => {
    const nobody = { kind: 'formField', ids: [], levels: 1, field: 'checker' };
    const skip = await w.publish(flow(approver('k', { assignee: nobody, emptyRule: 'skip' })));
    const skipped = await w.launched('admin', skip);
    expect((await w.status(skipped)).status).toBe(2);
    expect(await w.actions(skipped)).toEqual(['launch', 'skip', 'end']);
    const admin = await w.publish(flow(approver('m', { assignee: nobody, emptyRule: 'admin' })));
    expect(await w.holders(await w.launched('admin', admin))).toEqual(['admin']);
    const refuse = await w.publish(flow(approver('r', { assignee: nobody, emptyRule: 'refuse' })));
    expect((await w.launch('admin', refuse)).body).toMatchObject({ code: 400, msg: '审批节点「审批r」找不到审批人' });
  });

  it('a sub-flow runs for the initiator with the same-named values; the parent waits and moves on when it is approved', async () => {
    const child = flow(approver('c', { assignee: users(id.office!) }));
    await w.publish(child);
    const parent = await w.publish(flow({ type: 'subflow', id: 'sub', name: '子流程', flowCode: child.enCode, wait: true, childNode: approver('p', { assignee: users(id.assetadmin!) }) }));
    const task = await w.launched('wh01', parent, { days: 2, note: '带到子流程' });
    const sub = await t.db.selectFrom('flowTask').select(['id', 'formData', 'creatorUserId']).where('parentTaskId', '=', task).executeTakeFirstOrThrow();
    expect(JSON.parse(sub.formData)).toMatchObject({ days: 2, note: '带到子流程' });
    expect(sub.creatorUserId).toBe(id.wh01);
    expect(await w.holders(task)).toEqual([]);
    await w.approve('office', sub.id);
    expect(await w.holders(task)).toEqual(['assetadmin']);
  });

  it('a timer node waits its minutes (the scheduled task moves it on); a time-limited task is approved automatically', async () => {
    const flowId = await w.publish(flow({ type: 'timer', id: 'wait', name: '等待', minutes: 30, childNode: approver('late', { assignee: users(id.office!), timeoutHours: 1, timeoutAction: 'approve' }) }));
    const task = await w.launched('wh01', flowId);
    await runWorkflowTimers(jobCtx(), Date.now() + 10 * 60_000);
    expect(await w.holders(task)).toEqual([]);
    await runWorkflowTimers(jobCtx(), Date.now() + 31 * 60_000);
    expect(await w.holders(task)).toEqual(['office']);
    await runWorkflowTimers(jobCtx(), Date.now() + 2 * 3_600_000);
    expect((await w.status(task)).status).toBe(2);
    expect(await w.actions(task)).toEqual(['launch', 'timer', 'autoApprove', 'end']);
  });

  it('a republished flow changes new instances only', async () => {
    const body = flow(approver('one', { assignee: users(id.office!) }));
    const flowId = await w.publish(body);
    const old = await w.launched('wh01', flowId);
    body.flowTree = { ...body.flowTree, childNode: approver('two', { assignee: users(id.wh02!) }) } as typeof body.flowTree;
    expect((await t.as('admin', 'PUT', `${W}/FlowEngine/${flowId}`, body)).body.code).toBe(200);
    expect((await t.as('admin', 'POST', `${W}/FlowEngine/${flowId}/Actions/Release`, {})).body.code).toBe(200);
    const fresh = await w.launched('wh01', flowId);
    expect(await w.holders(old)).toEqual(['office']);
    expect(await w.holders(fresh)).toEqual(['wh02']);
  });
});
