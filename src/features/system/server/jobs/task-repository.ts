import type { Kysely } from 'kysely';
import { containsText } from '../../../../server/db/query-helpers';
import type { DB } from '../../../../server/db/schema';
import type { TaskListQuery, TaskLogQuery } from '../../contract';
import type { TimeTaskLogTable, TimeTaskTable } from './tables';

const TASK_COLUMNS = ['id', 'fullName', 'kind', 'cron', 'enabledMark', 'builtIn', 'description', 'nextRunAt', 'lastRunAt', 'lastOutcome', 'runCount', 'leaseOwner', 'leaseUntil', 'sortCode', 'creatorTime'] as const;
const changed = (r: { numUpdatedRows: bigint | number }) => Number(r.numUpdatedRows) > 0;

/** The only code of 定时任务 that touches the database. Every lease change is one conditional UPDATE, atomic on both databases. */
export function taskRepository(db: Kysely<DB>) {
  return {
    async page(q: TaskListQuery) {
      let base = db.selectFrom('baseTimeTask');
      if (q.enabledMark !== undefined) base = base.where('enabledMark', '=', q.enabledMark);
      const k = q.keyword?.trim();
      if (k) base = base.where((eb) => eb.or([containsText('baseTimeTask.fullName', k), containsText('baseTimeTask.kind', k)]));
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const list = await base.select(TASK_COLUMNS)
        .orderBy(q.sidx ?? 'sortCode', q.sidx ? q.sort : 'asc').orderBy('id', 'asc')
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { list, total: Number(n) };
    },

    byId: (id: string) => db.selectFrom('baseTimeTask').selectAll().where('id', '=', id).executeTakeFirst(),
    all: () => db.selectFrom('baseTimeTask').select(['id', 'kind', 'fullName', 'cron', 'enabledMark', 'nextRunAt', 'leaseUntil']).execute(),
    insert: (row: TimeTaskTable) => db.insertInto('baseTimeTask').values(row).execute(),
    /** Adds the task unless one with its id exists (built-in tasks at every start). */
    insertMissing: (row: TimeTaskTable) => db.insertInto('baseTimeTask').values(row).onConflict((oc) => oc.column('id').doNothing()).execute(),
    update: (id: string, patch: Partial<TimeTaskTable>) => db.updateTable('baseTimeTask').set(patch).where('id', '=', id).execute(),

    /** Removes a task that no server is running, with its history; false if a lease holds it. */
    async removeIdle(id: string, now: number) {
      return db.transaction().execute(async (tx) => {
        const gone = await tx.deleteFrom('baseTimeTask').where('id', '=', id).where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)])).executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) return false;
        await tx.deleteFrom('baseTimeTaskLog').where('taskId', '=', id).execute();
        return true;
      });
    },

    /** Takes a due task for `owner`: still enabled, still due, no live lease. Exactly one caller wins. */
    async claimDue(id: string, owner: string, now: number, leaseUntil: number, nextRunAt: number | null) {
      const r = await db.updateTable('baseTimeTask')
        .set((eb) => ({ leaseOwner: owner, leaseUntil, nextRunAt, lastRunAt: now, runCount: eb('runCount', '+', 1) }))
        .where('id', '=', id).where('enabledMark', '=', 1).where('nextRunAt', '<=', now)
        .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
        .executeTakeFirst();
      return changed(r);
    },

    /** Takes a task for a manual run (paused ones too), unless a lease holds it. Its schedule stays. */
    async claimNow(id: string, owner: string, now: number, leaseUntil: number) {
      const r = await db.updateTable('baseTimeTask')
        .set((eb) => ({ leaseOwner: owner, leaseUntil, lastRunAt: now, runCount: eb('runCount', '+', 1) }))
        .where('id', '=', id).where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
        .executeTakeFirst();
      return changed(r);
    },

    renew: (id: string, owner: string, leaseUntil: number) =>
      db.updateTable('baseTimeTask').set({ leaseUntil }).where('id', '=', id).where('leaseOwner', '=', owner).execute(),

    release: (id: string, owner: string, outcome: string) =>
      db.updateTable('baseTimeTask').set({ leaseOwner: null, leaseUntil: null, lastOutcome: outcome }).where('id', '=', id).where('leaseOwner', '=', owner).execute(),

    /** Runs left 'running' by a server that stopped mid-run (its lease lapsed, so nobody runs them now). */
    interruptStale: (taskId: string, now: number) =>
      db.updateTable('baseTimeTaskLog')
        .set((eb) => ({ outcome: 'interrupted', endTime: now, duration: eb(eb.val(now), '-', eb.ref('startTime')), message: '服务器在运行中停止，本次运行未完成' }))
        .where('taskId', '=', taskId).where('outcome', '=', 'running').execute(),

    insertLog: (row: TimeTaskLogTable) => db.insertInto('baseTimeTaskLog').values(row).execute(),
    finishLog: (id: string, endTime: number, duration: number, outcome: string, message: string | null) =>
      db.updateTable('baseTimeTaskLog').set({ endTime, duration, outcome, message }).where('id', '=', id).execute(),
    pruneLogs: (taskId: string, before: number) =>
      db.deleteFrom('baseTimeTaskLog').where('taskId', '=', taskId).where('startTime', '<', before).where('outcome', '!=', 'running').execute(),

    async logPage(taskId: string, q: TaskLogQuery) {
      let base = db.selectFrom('baseTimeTaskLog').where('taskId', '=', taskId);
      if (q.outcome) base = base.where('outcome', '=', q.outcome);
      if (q.startTime !== undefined) base = base.where('startTime', '>=', q.startTime);
      if (q.endTime !== undefined) base = base.where('startTime', '<=', q.endTime);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const list = await base.leftJoin('baseUser', 'baseUser.id', 'baseTimeTaskLog.userId')
        .select(['baseTimeTaskLog.id', 'taskId', 'taskName', 'trigger', 'runner', 'baseUser.realName as userName', 'startTime', 'endTime', 'duration', 'outcome', 'message'])
        .orderBy('startTime', q.sort).orderBy('baseTimeTaskLog.id', q.sort)
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { list, total: Number(n) };
    },
  };
}
export type TaskRepository = ReturnType<typeof taskRepository>;
