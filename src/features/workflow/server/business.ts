import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import type { BusinessFlows, BusinessLaunch, FlowBinding } from '../../../server/modules/feature-module';
import type { ServerContext } from '../../../server/context';
import type { AuthContext } from '../../../server/plugins/auth';
import { engineBody, OPERATOR_STATUS, TASK_STATUS, WORKFLOW_MENUS, WorkflowMsg, type ApproverNode } from '../contract';
import { runEffects } from './effects';
import { insertFlow, publishFlow } from './engine-service';
import { flowBinding, setFlowBindings } from './flow-bindings';
import { createInstance, fieldNames, formInput, step, versionById } from './instances';
import type { Effect } from './runner';
import { mayLaunch } from './task-service';
import { lockTask } from './task-state';

/** The record's values the flow's form names (its conditions and what approvers read). */
function valuesFor(form: Parameters<typeof fieldNames>[0], values: Record<string, unknown>) {
  const names = fieldNames(form);
  return formInput(form, {}, {}, Object.fromEntries(Object.entries(values).filter(([k]) => names.has(k))), false);
}

async function launch(tx: Kysely<DB>, l: BusinessLaunch): Promise<{ taskId: string; status: number; effects: Effect[] }> {
  const binding = flowBinding(l.module);
  if (!binding) throw new Error(`No flow binding for business module ${l.module}`);
  const flow = await tx.selectFrom('flowEngine').selectAll().where('enCode', '=', binding.flowEnCode).executeTakeFirst();
  if (!flow?.versionId || flow.enabledMark !== 1) throw fail.badRequest(WorkflowMsg.businessFlowMissing(binding.flowEnCode));
  if (!(await mayLaunch(tx, flow, l.userId))) throw fail.forbidden(WorkflowMsg.flowNotVisible);
  const last = await tx.selectFrom('flowTask').select(['id', 'status', 'startTime'])
    .where('businessModule', '=', l.module).where('businessId', '=', l.businessId).orderBy('creatorTime', 'desc').orderBy('id', 'desc').executeTakeFirst();
  if (last?.status === TASK_STATUS.running) throw fail.conflict(WorkflowMsg.businessInApproval);

  // Sent back to the initiator: the same instance goes round again with the record's new values.
  if (last?.status === TASK_STATUS.draft && last.startTime !== null) {
    const t = await lockTask(tx, last.id);
    if (!t) throw fail.notFound(WorkflowMsg.taskNotFound);
    let status: number = t.row.status;
    const effects = await step(tx, last.id, l.now, async ({ runner, version }) => {
      runner.task.formData = valuesFor(version.form, l.formData);
      await runner.record(runner.tree.id, 'resubmit', { handleId: l.userId });
      await runner.begin();
      status = runner.task.row.status;
    }, t);
    return { taskId: last.id, status, effects };
  }

  const version = await versionById(tx, flow.versionId);
  const made = await createInstance(tx, {
    version, userId: l.userId, formData: valuesFor(version.form, l.formData), urgent: 1, fileIds: [], candidates: {}, submit: true, now: l.now,
    business: { module: l.module, id: l.businessId },
  });
  return { taskId: made.id, status: made.status, effects: made.effects };
}

/**
 * The open task of `userId` approved or rejected (to the end) the way the approval routes do it,
 * without a request: demo records reach their states through the engine, not by writing statuses.
 */
export async function decideAs(tx: Kysely<DB>, d: { taskId: string; userId?: string | undefined; action: 'approve' | 'reject'; opinion: string; now: number; rejectTo?: 'initiator' | 'end' }): Promise<Effect[]> {
  const t = await lockTask(tx, d.taskId);
  if (!t) throw fail.notFound(WorkflowMsg.taskNotFound);
  let open = tx.selectFrom('flowTaskOperator').selectAll().where('taskId', '=', d.taskId).where('status', '=', OPERATOR_STATUS.todo);
  if (d.userId) open = open.where('handleId', '=', d.userId);
  const op = await open.orderBy('sortCode').orderBy('id').executeTakeFirst();
  if (!op) throw fail.conflict(WorkflowMsg.notYours);
  const status = d.action === 'approve' ? OPERATOR_STATUS.approved : OPERATOR_STATUS.rejected;
  await tx.updateTable('flowTaskOperator').set({ status, version: op.version + 1, handledAt: d.now }).where('id', '=', op.id).execute();
  t.row.touched = 1;
  return step(tx, d.taskId, d.now, async ({ runner }) => {
    await runner.record(op.nodeId, d.action, { handleId: op.handleId, opinion: d.opinion, operatorId: op.id, duration: d.now - Number(op.arrivedAt) });
    const closed = { ...op, status, version: op.version + 1 };
    if (d.action === 'approve') await runner.approved(closed);
    else await runner.rejected(closed, d.rejectTo ?? (runner.node(op.nodeId) as ApproverNode).rejectTo);
  }, t);
}

const IN_CHUNK = 500;

/** The rule of mayViewTask (the instance's detail), for the instances bound to some records at once. */
async function participantOf(ctx: ServerContext, auth: AuthContext, module: string, businessIds: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  const ids = [...new Set(businessIds)];
  if (ids.length === 0 || !ctx.features.flowBindings.has(module)) return out;
  const db = ctx.database.db;
  const monitor = await ctx.access.can(auth, WORKFLOW_MENUS.monitor);
  for (let i = 0; i < ids.length; i += IN_CHUNK) {
    let q = db.selectFrom('flowTask').select('flowTask.businessId').where('flowTask.businessModule', '=', module).where('flowTask.businessId', 'in', ids.slice(i, i + IN_CHUNK));
    if (!monitor) {
      q = q.where((eb) => eb.or([
        eb('flowTask.creatorUserId', '=', auth.userId),
        eb.exists(eb.selectFrom('flowTaskOperator as op').select('op.id').whereRef('op.taskId', '=', 'flowTask.id')
          .where((o) => o.or([o('op.handleId', '=', auth.userId), o('op.delegatorId', '=', auth.userId)]))),
        eb.exists(eb.selectFrom('flowTaskCirculate as cc').select('cc.id').whereRef('cc.taskId', '=', 'flowTask.id').where('cc.userId', '=', auth.userId)),
      ]));
    }
    for (const r of await q.execute()) if (r.businessId) out.add(r.businessId);
  }
  return out;
}

/** The engine as other features reach it (`ctx.features.flows`, ADR 0036). */
export function businessFlows(bindings: ReadonlyMap<string, FlowBinding>): BusinessFlows {
  setFlowBindings(bindings);
  return {
    launch,
    deliver: (ctx, effects) => runEffects(ctx, effects as Effect[]),
    async install(tx, definition, userId) {
      const body = engineBody.parse(definition);
      if (await tx.selectFrom('flowEngine').select('id').where('enCode', '=', body.enCode).executeTakeFirst()) return;
      await publishFlow(tx, userId, await insertFlow(tx, userId, body));
    },
    participantOf,
    async decide(tx, d) {
      await decideAs(tx, { ...d, rejectTo: 'end' });
    },
  };
}
