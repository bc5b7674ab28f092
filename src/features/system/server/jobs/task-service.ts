import type { Kysely } from 'kysely';
import { newId } from '../../../../contract/ids';
import type { AuditRecorder } from '../../../../server/audit/recorder';
import type { DB } from '../../../../server/db/schema';
import { fail } from '../../../../server/http/api-error';
import type { ServerJob } from '../../../../server/jobs/server-job';
import type { AuthContext } from '../../../../server/plugins/auth';
import { TASK_MODULE, TASK_MSG, type TaskBody, type TaskKind, type TaskListQuery, type TaskLogQuery, type TaskLogRow, type TaskOutcome, type TaskRow } from '../../contract';
import { checkCron, nextRunAfter, nextRunsAfter } from './cron';
import type { Scheduler } from './scheduler';
import { taskRepository } from './task-repository';
import type { TimeTaskTable } from './tables';

type StoredTask = Pick<TimeTaskTable, 'id' | 'fullName' | 'kind' | 'cron' | 'enabledMark' | 'builtIn' | 'description' | 'nextRunAt' | 'lastRunAt' | 'lastOutcome' | 'runCount' | 'leaseUntil' | 'sortCode' | 'creatorTime'>;

const toRow = (t: StoredTask, now: number): TaskRow => ({
  id: t.id, fullName: t.fullName, kind: t.kind, cron: t.cron, enabledMark: t.enabledMark, builtIn: t.builtIn === 1, description: t.description,
  nextRunAt: t.enabledMark === 1 ? t.nextRunAt : null, lastRunAt: t.lastRunAt, lastOutcome: t.lastOutcome as TaskOutcome | null, runCount: t.runCount,
  running: t.leaseUntil !== null && t.leaseUntil >= now, sortCode: t.sortCode, creatorTime: t.creatorTime,
});

/** 定时任务's rules: kinds come from the registry, patterns must parse, built-in tasks stay. Access is checked by the routes first. */
export function taskService(db: Kysely<DB>, jobs: ReadonlyMap<string, ServerJob>, scheduler: Scheduler, audit: Pick<AuditRecorder, 'change'>) {
  const repo = taskRepository(db);

  /** What the operation log keeps of a task (ADR 0026): its form's fields, the kind by name; not its run state. */
  const auditView = (t: StoredTask | undefined | null) => t ? {
    fullName: t.fullName, kind: jobs.get(t.kind)?.fullName ?? t.kind, cron: t.cron, enabledMark: t.enabledMark, sortCode: t.sortCode, description: t.description,
  } : null;
  const audited = async (auth: AuthContext, id: string, before: StoredTask | null) =>
    audit.change(auth, { module: TASK_MODULE, entity: 'timeTask', id, before: auditView(before), after: auditView(await repo.byId(id)) });

  async function existing(id: string) {
    const task = await repo.byId(id);
    if (!task) throw fail.notFound();
    return task;
  }

  return {
    async list(q: TaskListQuery) {
      const { list, total } = await repo.page(q);
      const now = Date.now();
      return { list: list.map((t) => toRow(t, now)), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    kinds: (): TaskKind[] => [...jobs.values()].map((j) => ({ kind: j.kind, fullName: j.fullName, names: j.names, description: j.description, cron: j.cron })),

    info: async (id: string) => toRow(await existing(id), Date.now()),

    nextRuns: (cron: string) => nextRunsAfter(cron, Date.now(), 5),

    async create(body: TaskBody, auth: AuthContext) {
      const userId = auth.userId;
      if (!jobs.has(body.kind)) throw fail.badRequest(TASK_MSG.kindUnknown);
      const now = Date.now();
      checkCron(body.cron, now);
      const enabledMark = body.enabledMark ?? 1;
      const id = newId(now);
      await repo.insert({
        id, fullName: body.fullName, kind: body.kind, cron: body.cron, enabledMark, builtIn: 0, description: body.description ?? null,
        nextRunAt: enabledMark === 1 ? nextRunAfter(body.cron, now) : null, lastRunAt: null, lastOutcome: null, runCount: 0,
        leaseOwner: null, leaseUntil: null, sortCode: body.sortCode ?? 0, creatorTime: now, creatorUserId: userId, lastModifyTime: null, lastModifyUserId: null,
      });
      scheduler.nudge();
      await audited(auth, id, null);
      return id;
    },

    async update(id: string, body: TaskBody, auth: AuthContext) {
      const userId = auth.userId;
      const task = await existing(id);
      if (task.builtIn === 1 && body.kind !== task.kind) throw fail.badRequest(TASK_MSG.kindFixed);
      if (!jobs.has(body.kind)) throw fail.badRequest(TASK_MSG.kindUnknown);
      const now = Date.now();
      checkCron(body.cron, now);
      const enabledMark = body.enabledMark ?? task.enabledMark;
      await repo.update(id, {
        fullName: body.fullName, kind: body.kind, cron: body.cron, enabledMark, sortCode: body.sortCode ?? task.sortCode,
        description: body.description === undefined ? task.description : body.description,
        nextRunAt: enabledMark === 1 ? nextRunAfter(body.cron, now) : null, lastModifyTime: now, lastModifyUserId: userId,
      });
      scheduler.nudge();
      await audited(auth, id, task);
    },

    async remove(id: string, auth: AuthContext) {
      const task = await existing(id);
      if (task.builtIn === 1) throw fail.badRequest(TASK_MSG.builtInDelete);
      if (!(await repo.removeIdle(id, Date.now()))) throw fail.conflict(TASK_MSG.running);
      audit.change(auth, { module: TASK_MODULE, entity: 'timeTask', id, before: auditView(task), after: null });
    },

    /** 启用 (from now on, at its next time) or 暂停 (no scheduled run; 立即执行 still works). */
    async setEnabled(id: string, enabled: boolean, auth: AuthContext) {
      const task = await existing(id);
      const now = Date.now();
      await repo.update(id, { enabledMark: enabled ? 1 : 0, nextRunAt: enabled ? nextRunAfter(task.cron, now) : null, lastModifyTime: now, lastModifyUserId: auth.userId });
      scheduler.nudge();
      if (task.enabledMark !== (enabled ? 1 : 0)) audit.change(auth, { module: TASK_MODULE, entity: 'timeTask', id, before: { enabledMark: task.enabledMark }, after: { enabledMark: enabled ? 1 : 0 } });
    },

    async runNow(id: string, userId: string) {
      const task = await existing(id);
      if (!jobs.has(task.kind)) throw fail.badRequest(TASK_MSG.kindUnknown);
      const logId = await scheduler.runNow(task, userId);
      if (!logId) throw fail.conflict(TASK_MSG.running);
      return logId;
    },

    async logs(id: string, q: TaskLogQuery) {
      await existing(id);
      const { list, total } = await repo.logPage(id, q);
      // The columns hold only the contract's values (written by the scheduler).
      return { list: list as TaskLogRow[], pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },
  };
}
