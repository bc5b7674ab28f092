import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/schema';
import type { ServerJob } from '../../../../server/jobs/server-job';
import { nextRunAfter } from './cron';
import { taskRepository } from './task-repository';

/** One built-in task per registered kind (id = kind), added when missing; what an administrator changed stays. */
export async function ensureBuiltInTasks(db: Kysely<DB>, jobs: Iterable<ServerJob>, now = Date.now()) {
  const repo = taskRepository(db);
  let sortCode = 0;
  for (const job of jobs) {
    const enabled = job.enabled !== false;
    await repo.insertMissing({
      id: job.kind, fullName: job.fullName, kind: job.kind, cron: job.cron, enabledMark: enabled ? 1 : 0, builtIn: 1,
      description: job.description, nextRunAt: enabled ? nextRunAfter(job.cron, now) : null, lastRunAt: null, lastOutcome: null,
      runCount: 0, leaseOwner: null, leaseUntil: null, sortCode: sortCode++, creatorTime: now, creatorUserId: null, lastModifyTime: null, lastModifyUserId: null,
    });
  }
}
