import type { ServerContext } from '../../../server/context';
import type { AuthContext } from '../../../server/plugins/auth';
import { defineCollection } from '../../../server/sync/collections';
import { defineServerMutation } from '../../../server/sync/mutations';
import {
  flowApproveArgs, flowCommentArgs, flowRejectArgs, OPERATOR_STATUS, TASK_STATUS, WORKFLOW_COLLECTIONS, WORKFLOW_MENUS, WORKFLOW_MUTATIONS, type FlowTodoRow,
} from '../contract';
import { commentStep } from './comment-service';
import { runEffects } from './effects';
import { taskQueries } from './queries';
import { approverActions, operatorStep } from './task-service';

/** Change-log name of flow_task_operator (its triggers are added by the workflow migration). */
export const OPERATOR_SOURCE = 'wf.ops';

async function todoRow(ctx: ServerContext, auth: AuthContext, operatorId: string): Promise<FlowTodoRow | null> {
  const op = await ctx.database.db.selectFrom('flowTaskOperator').innerJoin('flowTask', 'flowTask.id', 'flowTaskOperator.taskId')
    .select(['flowTaskOperator.taskId', 'flowTaskOperator.arrivedAt', 'flowTaskOperator.handleId', 'flowTaskOperator.status', 'flowTask.status as taskStatus'])
    .where('flowTaskOperator.id', '=', operatorId).executeTakeFirst();
  if (!op || op.handleId !== auth.userId || op.status !== OPERATOR_STATUS.todo || op.taskStatus !== TASK_STATUS.running) return null;
  const { can: _can, ...detail } = await taskQueries(ctx).detail(auth, op.taskId, operatorId);
  return { ...detail, id: operatorId, taskId: op.taskId, arrivedAt: Number(op.arrivedAt) };
}

async function openIds(ctx: ServerContext, auth: AuthContext): Promise<string[]> {
  if (!(await ctx.access.can(auth, WORKFLOW_MENUS.todo))) return [];
  const rows = await ctx.database.db.selectFrom('flowTaskOperator').innerJoin('flowTask', 'flowTask.id', 'flowTaskOperator.taskId').select('flowTaskOperator.id')
    .where('flowTaskOperator.handleId', '=', auth.userId).where('flowTaskOperator.status', '=', OPERATOR_STATUS.todo).where('flowTask.status', '=', TASK_STATUS.running)
    .orderBy('flowTaskOperator.id').execute();
  return rows.map((r) => r.id);
}

/** 待办 on the device: each open task with its form, rights, chart and timeline, so it can be decided offline. */
const todos = defineCollection({
  name: WORKFLOW_COLLECTIONS.todos,
  reader: {
    sources: async () => [OPERATOR_SOURCE],
    async rowsById(ctx, auth, ids) {
      const out = new Map<string, Record<string, unknown>>();
      for (const { id } of ids) {
        const row = await todoRow(ctx, auth, id);
        if (row) out.set(id, { ...row });
      }
      return out;
    },
    async snapshot(ctx, auth, after, limit) {
      const all = await openIds(ctx, auth);
      const ids = all.filter((id) => id > after).slice(0, limit);
      const rows: { source: string; row: Record<string, unknown> }[] = [];
      for (const id of ids) {
        const row = await todoRow(ctx, auth, id);
        if (row) rows.push({ source: OPERATOR_SOURCE, row: { ...row } });
      }
      return { rows, last: ids.at(-1) ?? after, total: all.length, before: all.filter((id) => id <= after).length };
    },
  },
});

export const workflowCollections = [todos];

/**
 * Decisions made offline (ADR 0034): on arrival the same step as the REST route runs in the push's
 * transaction — still the caller's task, still the version they saw — so a task someone else
 * handled meanwhile is refused (409 已由他人处理) and lands in the device's rejected-writes inbox.
 */
export const workflowMutations = [
  defineServerMutation({
    name: WORKFLOW_MUTATIONS.approve,
    args: flowApproveArgs,
    collections: [WORKFLOW_COLLECTIONS.todos],
    apply: async (a, m) => {
      await m.assertAccess(WORKFLOW_MENUS.todo);
      const effects = await operatorStep(m.tx, m.auth, a.operatorId, a.version, approverActions.approve(m.auth, { handleOpinion: a.handleOpinion, signImg: a.signImg, fileIds: [], candidates: a.candidates }));
      m.afterCommit(() => runEffects(m.ctx, effects));
      return { kind: 'applied' };
    },
  }),
  defineServerMutation({
    name: WORKFLOW_MUTATIONS.reject,
    args: flowRejectArgs,
    collections: [WORKFLOW_COLLECTIONS.todos],
    apply: async (a, m) => {
      await m.assertAccess(WORKFLOW_MENUS.todo);
      const effects = await operatorStep(m.tx, m.auth, a.operatorId, a.version, approverActions.reject(m.auth, { handleOpinion: a.handleOpinion, signImg: a.signImg, fileIds: [], rejectTo: a.rejectTo }));
      m.afterCommit(() => runEffects(m.ctx, effects));
      return { kind: 'applied' };
    },
  }),
  defineServerMutation({
    name: WORKFLOW_MUTATIONS.comment,
    args: flowCommentArgs,
    collections: [WORKFLOW_COLLECTIONS.todos],
    apply: async (a, m) => {
      const effects = await commentStep(m.tx, m.auth, a.taskId, { text: a.text, fileIds: [] });
      m.afterCommit(() => runEffects(m.ctx, effects));
      return { kind: 'applied' };
    },
  }),
];
