import type { Kysely } from 'kysely';
import { newId } from '../../../../contract/ids';
import type { DB } from '../../../../server/db/schema';
import type { ServerJob } from '../../../../server/jobs/server-job';
import { ensureBuiltInTasks } from './builtin-tasks';
import { previousRunsBefore } from './cron';

const RUNS_PER_TASK = 6;
const DEMO_RUNNER = 'demo';

/**
 * The demo's 定时任务: the built-in tasks with a short history at their schedule's recent times,
 * marked （演示） so nobody takes them for real runs; the server's own runs follow them.
 */
export async function seedJobDemo(tx: Kysely<DB>, jobs: ReadonlyMap<string, ServerJob>, now = Date.now()) {
  await ensureBuiltInTasks(tx, jobs.values(), now);
  for (const job of jobs.values()) {
    const times = previousRunsBefore(job.cron, now, RUNS_PER_TASK);
    if (!times.length) continue;
    await tx.insertInto('baseTimeTaskLog').values(times.map((start, i) => {
      const duration = 40 + ((i * 37 + job.kind.length * 11) % 400);
      return {
        id: newId(start), taskId: job.kind, taskName: job.fullName, trigger: 'schedule', runner: DEMO_RUNNER, userId: null,
        startTime: start, endTime: start + duration, duration, outcome: 'success', message: '（演示）示例运行记录',
      };
    })).execute();
    await tx.updateTable('baseTimeTask').set({ lastRunAt: times[0], lastOutcome: 'success', runCount: times.length }).where('id', '=', job.kind).execute();
  }
}
