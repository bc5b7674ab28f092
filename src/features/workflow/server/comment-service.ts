import type { Kysely } from 'kysely';
import type { ServerContext } from '../../../server/context';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { WORKFLOW_MENUS, WorkflowMsg } from '../contract';
import { runEffects } from './effects';
import { step } from './instances';
import { assertOwnFiles } from './task-service';
import type { Effect } from './runner';

/** Whether `auth` may see the instance: its initiator, anyone who holds or held a task there (or for whom a delegate did), those it was copied to, monitors. */
export async function mayViewTask(db: Kysely<DB>, auth: AuthContext, taskId: string, monitor: () => Promise<boolean>): Promise<boolean> {
  const t = await db.selectFrom('flowTask').select(['creatorUserId']).where('id', '=', taskId).executeTakeFirst();
  if (!t) throw fail.notFound(WorkflowMsg.taskNotFound);
  if (t.creatorUserId === auth.userId) return true;
  const op = await db.selectFrom('flowTaskOperator').select('id').where('taskId', '=', taskId).where((eb) => eb.or([eb('handleId', '=', auth.userId), eb('delegatorId', '=', auth.userId)])).executeTakeFirst();
  if (op) return true;
  const cc = await db.selectFrom('flowTaskCirculate').select('id').where('taskId', '=', taskId).where('userId', '=', auth.userId).executeTakeFirst();
  return !!cc || (await monitor());
}

/** A comment in the caller's transaction (REST or a device's push). */
export async function commentStep(tx: Kysely<DB>, auth: AuthContext, taskId: string, b: { text: string; fileIds: string[] }, monitor: () => Promise<boolean> = async () => false): Promise<Effect[]> {
  if (!(await mayViewTask(tx, auth, taskId, monitor))) throw fail.forbidden();
  return step(tx, taskId, Date.now(), async ({ runner }) => {
    await assertOwnFiles(tx, auth.userId, runner.task.row.flowId, b.fileIds);
    await runner.record(runner.task.current[0] ?? runner.tree.id, 'comment', { handleId: auth.userId, opinion: b.text, fileIds: b.fileIds });
  });
}

/** 评论 on an instance and 抄送 read state: for whoever may open its detail. */
export function commentService(ctx: ServerContext) {
  const db = ctx.database.db;

  return {
    async comment(auth: AuthContext, taskId: string, b: { text: string; fileIds: string[] }) {
      const monitor = await ctx.access.can(auth, WORKFLOW_MENUS.monitor);
      const effects = await db.transaction().execute((tx) => commentStep(tx, auth, taskId, b, async () => monitor));
      await runEffects(ctx, effects);
    },

    async readCirculate(auth: AuthContext, id: string) {
      const r = await db.updateTable('flowTaskCirculate').set({ readAt: Date.now() }).where('id', '=', id).where('userId', '=', auth.userId).where('readAt', 'is', null).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) {
        const exists = await db.selectFrom('flowTaskCirculate').select('id').where('id', '=', id).where('userId', '=', auth.userId).executeTakeFirst();
        if (!exists) throw fail.notFound('抄送记录不存在');
      }
      ctx.realtime.send(auth.userId, { method: 'workflowChanged' });
    },
  };
}
