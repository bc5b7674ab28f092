import { engineBody, type EngineBody, type TaskDetail } from '../../src/features/workflow/contract';
import { startVisualdevApp, type VisualdevApp } from './visualdev-fixtures';

export const W = '/api/workflow/Engine';
export type WorkflowApp = VisualdevApp;
export const startWorkflowApp = startVisualdevApp;

const f = (vModel: string, jnpfKey: string, label: string, extra: Record<string, unknown> = {}) => ({ id: `n_${vModel}`, vModel, jnpfKey, label, ...extra });
let seq = 0;

/** An approver node (defaults: named users, in order). */
export const approver = (id: string, extra: Record<string, unknown> = {}, childNode: unknown = null) => ({
  type: 'approver', id, name: `审批${id}`, assignee: { kind: 'users', ids: [], levels: 1, field: '' }, mode: 'sequential', ratio: 50, emptyRule: 'admin',
  timeoutHours: null, timeoutAction: 'remind', rejectTo: 'initiator', formRights: {}, childNode, ...extra,
});
export const users = (...ids: string[]) => ({ kind: 'users', ids, levels: 1, field: '' });

/** A flow with a small form (days, amount, note, a user field) and the given chain after the start node. */
export function flow(childNode: unknown, extra: Partial<EngineBody> = {}): EngineBody {
  seq += 1;
  return engineBody.parse({
    fullName: `测试流程${seq}${Date.now() % 100000}`, enCode: `wfTest${seq}_${Date.now() % 100000}`, formType: 2,
    formData: { version: 2, fields: [f('days', 'numInput', '天数'), f('amount', 'money', '金额'), f('note', 'comInput', '备注'), f('checker', 'userSelect', '复核人')] },
    flowTree: { type: 'start', id: 'start', name: '发起人', formRights: {}, childNode },
    ...extra,
  });
}

/** Calls of the workflow tests, by account. */
export function workflowCalls(t: WorkflowApp) {
  const ok = <T>(r: { body: { code: number; msg: string; data: T } }) => {
    if (r.body.code !== 200) throw new Error(`${r.body.code} ${r.body.msg}`);
    return r.body.data;
  };
  return {
    async publish(body: EngineBody) {
      const id = ok(await t.as<{ id: string }>('admin', 'POST', `${W}/FlowEngine`, body)).id;
      ok(await t.as('admin', 'POST', `${W}/FlowEngine/${id}/Actions/Release`, {}));
      return id;
    },
    launch: (account: string, flowId: string, formData: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
      t.as<{ id: string; status: number }>(account, 'POST', `${W}/FlowTask`, { flowId, formData, ...extra }),
    async launched(account: string, flowId: string, formData: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
      return ok(await this.launch(account, flowId, formData, extra)).id;
    },
    detail: async (account: string, taskId: string) => ok(await t.as<TaskDetail>(account, 'GET', `${W}/FlowBefore/${taskId}`)),
    /** The account's open task on the instance. */
    async myTask(account: string, taskId: string) {
      const d = await this.detail(account, taskId);
      if (!d.myOperator) throw new Error(`${account} has no open task on ${taskId}`);
      return d.myOperator;
    },
    async act(account: string, action: 'Audit' | 'Reject' | 'Return' | 'Transfer' | 'AddSign', taskId: string, body: Record<string, unknown> = {}) {
      const op = await this.myTask(account, taskId);
      return t.as(account, 'POST', `${W}/FlowBefore/${action}/${op.id}`, { version: op.version, ...body });
    },
    async approve(account: string, taskId: string, body: Record<string, unknown> = {}) {
      return ok(await this.act(account, 'Audit', taskId, body));
    },
    status: async (taskId: string) => (await t.db.selectFrom('flowTask').select(['status', 'currentNodes']).where('id', '=', taskId).executeTakeFirstOrThrow()),
    holders: async (taskId: string, status = 1) =>
      (await t.db.selectFrom('flowTaskOperator').innerJoin('baseUser', 'baseUser.id', 'flowTaskOperator.handleId').select('baseUser.account').where('taskId', '=', taskId).where('flowTaskOperator.status', '=', status).orderBy('baseUser.account').execute()).map((r) => r.account),
    actions: async (taskId: string) => (await t.db.selectFrom('flowTaskRecord').select('action').where('taskId', '=', taskId).orderBy('sortCode').execute()).map((r) => r.action),
  };
}
