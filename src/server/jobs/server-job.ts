import type { ServerContext } from '../context';

/** How a run began: its schedule came due, or an administrator pressed 立即执行. */
export type JobTrigger = 'schedule' | 'manual';

export interface JobRun {
  trigger: JobTrigger;
  /** Aborted when the server shuts down; a long job checks it between steps. */
  signal: AbortSignal;
}

/**
 * A kind of scheduled task a feature brings (registry field `jobs`, ADR 0021). The scheduled-tasks
 * page lists one built-in task per kind (id = kind, never deleted, may be paused or re-timed);
 * administrators may add more tasks of a kind on other schedules.
 */
export interface ServerJob {
  /** Stable key stored with every task of this kind: `<feature>.<what>`. */
  kind: string;
  fullName: string;
  names: { zhtw: string; en: string };
  /** What it does, in Chinese (shown on the page). */
  description: string;
  /** The built-in task's schedule: a cron pattern (5 fields, or 6 with seconds first), server time zone. */
  cron: string;
  /** Whether the built-in task starts enabled (default true). */
  enabled?: boolean;
  /** Does the work and answers a one-line summary kept in the run history; a throw records a failure. */
  run(ctx: ServerContext, run: JobRun): Promise<string>;
}
