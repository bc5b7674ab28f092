/** base_time_task: one scheduled task (定时任务) of a registered kind. */
export interface TimeTaskTable {
  /** The kind itself for a built-in task; UUIDv7 for one an administrator added. */
  id: string;
  fullName: string;
  kind: string;
  cron: string;
  enabledMark: number;
  builtIn: number;
  description: string | null;
  /** When it is due next (epoch ms); every server reads the same value, so only one runs it. */
  nextRunAt: number | null;
  lastRunAt: number | null;
  lastOutcome: string | null;
  runCount: number;
  /** The server process running it now, and until when its lease holds without renewal. */
  leaseOwner: string | null;
  leaseUntil: number | null;
  sortCode: number;
  creatorTime: number;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

/** base_time_task_log: one run of a task. */
export interface TimeTaskLogTable {
  id: string;
  taskId: string;
  taskName: string;
  /** 'schedule' | 'manual' */
  trigger: string;
  runner: string;
  userId: string | null;
  startTime: number;
  endTime: number | null;
  duration: number | null;
  /** 'running' | 'success' | 'failure' | 'interrupted' */
  outcome: string;
  message: string | null;
}

/** base_server_instance: server processes alive (the scheduler's heartbeat); the restore CLI refuses while one is. */
export interface ServerInstanceTable {
  id: string;
  host: string;
  pid: number;
  version: string;
  startedAt: number;
  lastSeenAt: number;
}

export interface JobTables {
  baseTimeTask: TimeTaskTable;
  baseTimeTaskLog: TimeTaskLogTable;
  baseServerInstance: ServerInstanceTable;
}

declare module '../../../../server/db/schema' {
  interface DB extends JobTables {}
}
