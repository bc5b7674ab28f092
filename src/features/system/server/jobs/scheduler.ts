import os from 'node:os';
import { newId } from '../../../../contract/ids';
import type { ServerContext } from '../../../../server/context';
import type { JobTrigger, ServerJob } from '../../../../server/jobs/server-job';
import { nextRunAfter } from './cron';
import { instanceRepository } from './instance-repository';
import { taskRepository } from './task-repository';

export interface SchedulerOptions {
  ctx: ServerContext;
  jobs: ReadonlyMap<string, ServerJob>;
  version: string;
  /** Names this process in leases and the run history; unique per scheduler. */
  owner?: string;
  /** A lease lasts this long unless renewed (renewed every third of it while the job runs). */
  leaseMs?: number;
  /** Longest wait between two looks at the table: changes made by other servers are seen this late at most. */
  idleMs?: number;
  /** On stop, running jobs get this long to finish after their signal aborts. */
  graceMs?: number;
}

const HISTORY_KEEP_MS = 90 * 86_400_000;
const MESSAGE_MAX = 2000;

interface Running {
  logId: string;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * The per-process loop of 定时任务 (ADR 0021). Due times live in the database, so every server
 * agrees on them; a server runs a task only after one conditional UPDATE gave it the row's lease,
 * so with several servers a due task runs once. The lease is renewed while the job runs; a
 * server that dies mid-run lets it lapse and the run is marked interrupted by the next taker.
 */
export function createScheduler(options: SchedulerOptions) {
  const { ctx, jobs } = options;
  const db = ctx.database.db;
  const repo = taskRepository(db);
  const instances = instanceRepository(db);
  const owner = options.owner ?? `${os.hostname()}:${process.pid}:${newId().slice(-6)}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const idleMs = options.idleMs ?? 10_000;
  const graceMs = options.graceMs ?? 5_000;
  const running = new Map<string, Running>();
  const startedAt = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let looping = false;
  let ticking: Promise<void> | undefined;

  /** Runs a task this scheduler holds the lease of; answers once its history row exists. */
  async function execute(task: { id: string; kind: string; fullName: string }, trigger: JobTrigger, userId: string | null): Promise<Running> {
    const job = jobs.get(task.kind)!;
    const start = Date.now();
    await repo.interruptStale(task.id, start);
    const logId = newId(start);
    await repo.insertLog({ id: logId, taskId: task.id, taskName: task.fullName, trigger, runner: owner, userId, startTime: start, endTime: null, duration: null, outcome: 'running', message: null });
    const controller = new AbortController();
    const renew = setInterval(() => void repo.renew(task.id, owner, Date.now() + leaseMs).catch(() => undefined), Math.max(1000, leaseMs / 3));
    renew.unref();
    const done = (async () => {
      let outcome = 'success';
      let message: string;
      try {
        message = await job.run(ctx, { trigger, signal: controller.signal });
      } catch (error) {
        outcome = 'failure';
        message = error instanceof Error ? error.message : String(error);
        ctx.log.warn({ err: error, task: task.id }, 'scheduled task failed');
      } finally {
        clearInterval(renew);
      }
      // A run the stop already recorded as interrupted keeps that record.
      if (!running.has(task.id)) return;
      const end = Date.now();
      await repo.finishLog(logId, end, end - start, outcome, message.slice(0, MESSAGE_MAX));
      await repo.release(task.id, owner, outcome);
      await repo.pruneLogs(task.id, end - HISTORY_KEEP_MS);
    })()
      .catch((error: unknown) => ctx.log.error({ err: error, task: task.id }, 'scheduled task bookkeeping failed'))
      .finally(() => running.delete(task.id));
    const entry = { logId, controller, done };
    running.set(task.id, entry);
    return entry;
  }

  /** Claims and starts every due task of a kind this server knows. */
  async function runDue() {
    const now = Date.now();
    for (const task of await repo.all()) {
      if (task.enabledMark !== 1 || task.nextRunAt === null || task.nextRunAt > now || !jobs.has(task.kind) || running.has(task.id)) continue;
      if (task.leaseUntil !== null && task.leaseUntil >= now) continue;
      const next = nextRunAfter(task.cron, now);
      if (!(await repo.claimDue(task.id, owner, now, now + leaseMs, next))) continue;
      await execute(task, 'schedule', null);
    }
  }

  /** When to look again: the earliest due time (or lease end), but never later than idleMs. */
  async function nextDelay(): Promise<number> {
    const now = Date.now();
    let wake = now + idleMs;
    for (const task of await repo.all()) {
      if (task.enabledMark !== 1 || task.nextRunAt === null || !jobs.has(task.kind)) continue;
      wake = Math.min(wake, Math.max(task.nextRunAt, task.leaseUntil === null ? 0 : task.leaseUntil + 1));
    }
    return Math.min(idleMs, Math.max(50, wake - now));
  }

  async function heartbeat() {
    await instances.beat({ id: owner, host: os.hostname(), pid: process.pid, version: options.version, startedAt, lastSeenAt: Date.now() });
  }

  function schedule(delay: number) {
    if (!looping) return;
    clearTimeout(timer);
    timer = setTimeout(() => void loop(), delay);
    timer.unref();
  }

  async function loop() {
    if (!looping) return;
    try {
      await tick();
      await heartbeat();
      schedule(await nextDelay());
    } catch (error) {
      ctx.log.error({ err: error }, 'scheduler loop failed');
      schedule(idleMs);
    }
  }

  /** One look: claims and starts what is due. Tests call it directly. */
  function tick(): Promise<void> {
    ticking ??= runDue().finally(() => (ticking = undefined));
    return ticking;
  }

  return {
    owner,

    /** Starts the loop (the server calls it once it listens). */
    async start() {
      if (looping) return;
      looping = true;
      await heartbeat();
      schedule(0);
    },

    /** Ends the loop, aborts running jobs, waits up to graceMs, records what did not finish as interrupted. */
    async stop() {
      looping = false;
      clearTimeout(timer);
      await ticking?.catch(() => undefined);
      const left = [...running.entries()];
      for (const [, r] of left) r.controller.abort();
      await Promise.race([Promise.all(left.map(([, r]) => r.done)), new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
      const now = Date.now();
      for (const [taskId, r] of running) {
        running.delete(taskId);
        await repo.finishLog(r.logId, now, 0, 'interrupted', '服务器停止，本次运行被中断').catch(() => undefined);
        await repo.release(taskId, owner, 'interrupted').catch(() => undefined);
      }
      await instances.remove(owner).catch(() => undefined);
    },

    tick,

    /** Looks again soon (after an edit here changed a due time). */
    nudge() {
      schedule(0);
    },

    /** Starts a task now; answers its history row's id, or null if a server is running it already. */
    async runNow(task: { id: string; kind: string; fullName: string }, userId: string): Promise<string | null> {
      const now = Date.now();
      if (running.has(task.id) || !(await repo.claimNow(task.id, owner, now, now + leaseMs))) return null;
      return (await execute(task, 'manual', userId)).logId;
    },

    /** Resolves when every run started here has finished (tests). */
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()].map((r) => r.done));
    },

    isRunningHere: (taskId: string) => running.has(taskId),
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
