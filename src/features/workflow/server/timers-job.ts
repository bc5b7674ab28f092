import type { ServerContext } from '../../../server/context';
import type { ServerJob } from '../../../server/jobs/server-job';
import { OPERATOR_STATUS, TASK_STATUS, type ApproverNode } from '../contract';
import { runEffects } from './effects';
import { step, versionById } from './instances';
import type { Effect } from './runner';
import { lockTask } from './task-state';

const BATCH = 200;

/** Timer nodes whose time came move on; approver tasks past their node's time limit are reminded or decided. */
export async function runWorkflowTimers(ctx: ServerContext, now = Date.now()): Promise<{ timers: number; timeouts: number }> {
  const db = ctx.database.db;
  let timers = 0;
  let timeouts = 0;
  const waiting = await db.selectFrom('flowTask').select(['id', 'waits']).where('status', '=', TASK_STATUS.running).where('suspended', '=', 0).where('waits', 'like', '%"until"%').limit(BATCH).execute();
  for (const w of waiting) {
    const due = (JSON.parse(w.waits) as { nodeId: string; until?: number }[]).filter((x) => x.until !== undefined && x.until <= now);
    for (const d of due) {
      const effects = await db.transaction().execute(async (tx) => {
        const t = await lockTask(tx, w.id);
        if (!t || t.row.status !== TASK_STATUS.running || t.row.suspended || !t.waits.some((x) => x.nodeId === d.nodeId && x.until !== undefined && x.until <= now)) return [] as Effect[];
        return step(tx, w.id, now, ({ runner }) => runner.waitOver(d.nodeId), t);
      });
      timers++;
      await runEffects(ctx, effects);
    }
  }

  const open = await db.selectFrom('flowTaskOperator').innerJoin('flowTask', 'flowTask.id', 'flowTaskOperator.taskId')
    .select(['flowTaskOperator.id', 'flowTaskOperator.taskId', 'flowTaskOperator.nodeId', 'flowTaskOperator.arrivedAt', 'flowTask.versionId'])
    .where('flowTaskOperator.status', '=', OPERATOR_STATUS.todo).where('flowTaskOperator.timeoutDone', '=', 0)
    .where('flowTask.status', '=', TASK_STATUS.running).where('flowTask.suspended', '=', 0).orderBy('flowTaskOperator.arrivedAt').limit(BATCH * 5).execute();
  const versions = new Map<string, Awaited<ReturnType<typeof versionById>>>();
  for (const o of open) {
    if (!versions.has(o.versionId)) versions.set(o.versionId, await versionById(db, o.versionId));
    const v = versions.get(o.versionId)!;
    let node: ApproverNode | null = null;
    const find = (n: typeof v.tree | null | undefined): void => {
      for (; n; n = n.childNode) {
        if (n.id === o.nodeId && n.type === 'approver') node = n;
        if (n.type === 'condition' || n.type === 'parallel') n.branches.forEach((b) => find(b.childNode));
      }
    };
    find(v.tree);
    const limit = (node as ApproverNode | null)?.timeoutHours;
    if (!node || !limit || Number(o.arrivedAt) + limit * 3_600_000 > now) continue;
    const action = (node as ApproverNode).timeoutAction;
    const effects = await db.transaction().execute(async (tx) => {
      const t = await lockTask(tx, o.taskId);
      const op = await tx.selectFrom('flowTaskOperator').selectAll().where('id', '=', o.id).executeTakeFirst();
      if (!t || !op || op.status !== OPERATOR_STATUS.todo || op.timeoutDone || t.row.status !== TASK_STATUS.running || t.row.suspended) return [] as Effect[];
      const status = action === 'approve' ? OPERATOR_STATUS.approved : action === 'reject' ? OPERATOR_STATUS.rejected : op.status;
      await tx.updateTable('flowTaskOperator').set({ timeoutDone: 1, status, version: op.version + 1, handledAt: action === 'remind' ? null : now }).where('id', '=', op.id).execute();
      return step(tx, o.taskId, now, async ({ runner }) => {
        const closed = { ...op, status, version: op.version + 1 };
        if (action === 'remind') {
          await runner.record(op.nodeId, 'remind', { operatorId: op.id });
          runner.effects.push({ kind: 'remind', taskId: op.taskId, userIds: [op.handleId] });
        } else if (action === 'approve') {
          t.row.touched = 1;
          await runner.record(op.nodeId, 'autoApprove', { operatorId: op.id, duration: now - Number(op.arrivedAt) });
          await runner.approved(closed);
        } else {
          t.row.touched = 1;
          await runner.record(op.nodeId, 'autoReject', { operatorId: op.id, duration: now - Number(op.arrivedAt) });
          await runner.rejected(closed, (runner.node(op.nodeId) as ApproverNode).rejectTo);
        }
      }, t);
    });
    timeouts++;
    await runEffects(ctx, effects);
  }
  return { timers, timeouts };
}

export const workflowTimersJob: ServerJob = {
  kind: 'workflow.timers',
  fullName: '流程定时处理',
  names: { zhtw: '流程定時處理', en: 'Workflow timers' },
  description: '延时节点到期后继续流转；审批超时按节点设置提醒、自动同意或自动驳回',
  cron: '0 * * * * *',
  async run(ctx) {
    const { timers, timeouts } = await runWorkflowTimers(ctx);
    return `延时节点 ${timers} 个，超时任务 ${timeouts} 个`;
  },
};
