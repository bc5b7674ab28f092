import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import type { PullResult, PushResult } from '../../src/features/sync/contract';
import type { FlowTodoRow } from '../../src/features/workflow/contract';
import { call, testDialect } from '../helpers/test-app';
import { approver, flow, startWorkflowApp, users, workflowCalls, type WorkflowApp } from './workflow-fixtures';

let t: WorkflowApp;
let w: ReturnType<typeof workflowCalls>;
let seq = 0;
const id: Record<string, string> = {};

async function pull(account: string, cursor?: string) {
  const rows = new Map<string, FlowTodoRow | null>();
  let last: PullResult;
  do {
    const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token: await t.token(account), query: { collections: 'flowTodos', limit: '5', ...(cursor ? { cursor } : {}) } });
    expect(res.body.code).toBe(Code.OK);
    last = res.body.data;
    for (const c of last.changes) rows.set(c.id, c.op === 'upsert' ? (c.row as unknown as FlowTodoRow) : null);
    cursor = last.cursor;
  } while (last.hasMore);
  return { rows, cursor: cursor! };
}
const push = async (account: string, name: string, args: unknown) =>
  (await call<PushResult>(t, 'POST', '/api/sync/push', { token: await t.token(account), body: { deviceId: `dev-${account}`, mutations: [{ id: newId(), seq: ++seq, name, args }] } })).body.data.results[0]!;

beforeAll(async () => {
  t = await startWorkflowApp();
  w = workflowCalls(t);
  for (const a of ['office', 'assetadmin', 'wh02']) id[a] = await t.userId(a);
});
afterAll(() => t.close());

describe(`workflow on the device (${testDialect})`, () => {
  it('the todo collection carries each open task with its form, rights and chart; a handled task leaves the device', async () => {
    const flowId = await w.publish(flow(approver('one', { assignee: users(id.office!), formRights: { note: 'hidden' } })));
    const task = await w.launched('wh01', flowId, { days: 2, note: '不给审批人看' });
    const first = await pull('office');
    const mine = [...first.rows.values()].find((r) => r?.taskId === task)!;
    expect(mine.myOperator?.nodeId).toBe('one');
    expect(mine.task.formData).toEqual(expect.objectContaining({ days: 2 }));
    expect(mine.task.formData).not.toHaveProperty('note');
    expect(mine.form.fields.length).toBeGreaterThan(0);
    expect((await pull('assetadmin')).rows.has(mine.id)).toBe(false);

    await w.approve('office', task);
    const after = await pull('office', first.cursor);
    expect(after.rows.get(mine.id)).toBeNull();
  });

  it('an approval made offline applies once when it arrives; one for a task handled meanwhile is refused with 已由他人处理', async () => {
    const flowId = await w.publish(flow(approver('any', { assignee: users(id.office!, id.assetadmin!), mode: 'any' }, approver('next', { assignee: users(id.wh02!) }))));
    const task = await w.launched('wh01', flowId);
    const { rows } = await pull('office');
    const todo = [...rows.values()].find((r) => r?.taskId === task)!;
    const args = { operatorId: todo.id, version: todo.myOperator!.version, handleOpinion: '车上批的', signImg: 'data:image/png;base64,iVBORw0KGgo=' };
    expect(await push('office', 'flowTask.approve', args)).toMatchObject({ status: 'applied' });
    const signed = await t.db.selectFrom('flowTaskRecord').select(['opinion', 'signImg']).where('taskId', '=', task).where('action', '=', 'approve').executeTakeFirstOrThrow();
    expect(signed).toEqual({ opinion: '车上批的', signImg: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(await w.holders(task)).toEqual(['wh02']);
    // The same approval replayed (a retry) is not applied twice: the task moved on.
    const again = await push('office', 'flowTask.approve', args);
    expect(again.code).toBe(Code.CONFLICT);
    expect(await t.db.selectFrom('flowTaskOperator').select('id').where('taskId', '=', task).where('nodeId', '=', 'next').execute()).toHaveLength(1);

    // 王磊 decided offline too, but 张敏's approval closed his task.
    const other = await t.db.selectFrom('flowTaskOperator').select(['id', 'version']).where('taskId', '=', task).where('handleId', '=', id.assetadmin!).executeTakeFirstOrThrow();
    const late = await push('assetadmin', 'flowTask.reject', { operatorId: other.id, version: 0, handleOpinion: '不同意' });
    expect(late).toMatchObject({ code: Code.CONFLICT, msg: '已由他人处理' });
    expect((await w.status(task)).status).toBe(1);
    expect(await push('wh02', 'flowTask.comment', { taskId: task, text: '收到，明天处理' })).toMatchObject({ status: 'applied' });
    expect(await w.actions(task)).toEqual(['launch', 'approve', 'comment']);
  });

  it('a waiting task on the device follows its instance: a comment and a co-approver’s decision reach the other approver’s next pull', async () => {
    const flowId = await w.publish(flow(approver('both', { assignee: users(id.office!, id.assetadmin!), mode: 'all' })));
    const task = await w.launched('wh01', flowId);
    const first = await pull('office');
    const mine = [...first.rows.values()].find((r) => r?.taskId === task)!;
    expect(mine.timeline.map((e) => e.action)).toEqual(['launch']);

    expect((await t.as('wh01', 'POST', `/api/workflow/Engine/FlowBefore/Comment/${task}`, { text: '麻烦尽快' })).body.code).toBe(200);
    await w.approve('assetadmin', task, { handleOpinion: '我这边同意' });
    const next = await pull('office', first.cursor);
    const updated = next.rows.get(mine.id)!;
    expect(updated.timeline.map((e) => e.action)).toEqual(['launch', 'comment', 'approve']);
    expect(updated.myOperator?.version).toBe(mine.myOperator?.version);
    expect((await w.status(task)).status).toBe(1);
  });
});
