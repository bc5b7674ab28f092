import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';

/** 定时任务 (issue 13, ADR 0021): tasks of the kinds feature modules register, their runs. */
export const TASK_MODULE = 'system.timeTask';
export const TASK_API = '/api/system/TimeTask';

export const TASK_MSG = {
  nameRequired: '请输入任务名称',
  kindRequired: '请选择任务类型',
  kindUnknown: '任务类型不存在',
  kindFixed: '系统内置任务不能更改任务类型',
  cronRequired: '请输入 Cron 表达式',
  cronInvalid: 'Cron 表达式不合法',
  cronNever: 'Cron 表达式不会再触发',
  builtInDelete: '系统内置任务不能删除，可以暂停',
  running: '任务正在运行中，请稍后再试',
  started: '任务已开始执行',
  enabled: '任务已启用',
  paused: '任务已暂停',
} as const;

export const TASK_TRIGGERS = ['schedule', 'manual'] as const;
export const TASK_OUTCOMES = ['running', 'success', 'failure', 'interrupted'] as const;
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];

const id = z.string().min(1).max(100);
const enabled = z.union([z.literal(0), z.literal(1)], { error: '状态不合法' });
const emptyToUndefined = (v: unknown) => (v === '' || v === undefined ? undefined : v);
const epochMs = z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.number({ error: '时间不合法' }).int().nonnegative().optional());

/** 5 fields (minute hour day month weekday) or 6 with seconds first; the server parses it fully. */
export const cronText = z
  .string({ error: TASK_MSG.cronRequired })
  .trim()
  .min(1, { error: TASK_MSG.cronRequired })
  .max(100, { error: 'Cron 表达式不能超过100个字符' })
  .refine((v) => [5, 6].includes(v.split(/\s+/).length), { error: `${TASK_MSG.cronInvalid}：应为 5 段（分 时 日 月 周）或 6 段（秒 分 时 日 月 周）` });

export const taskSortable = ['sortCode', 'fullName', 'nextRunAt', 'lastRunAt', 'creatorTime'] as const;
export const taskListQuery = listQuery(taskSortable).extend({
  enabledMark: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), enabled.optional()),
});
export type TaskListQuery = z.infer<typeof taskListQuery>;

export const taskIdParams = z.object({ id });

export const taskRow = z.object({
  id: z.string(),
  fullName: z.string(),
  kind: z.string(),
  cron: z.string(),
  enabledMark: z.number(),
  /** One per kind, made by the server; never deleted. */
  builtIn: z.boolean(),
  description: z.string().nullable(),
  nextRunAt: z.number().nullable(),
  lastRunAt: z.number().nullable(),
  lastOutcome: z.enum(TASK_OUTCOMES).nullable(),
  runCount: z.number(),
  /** A server holds its lease now. */
  running: z.boolean(),
  sortCode: z.number(),
  creatorTime: z.number(),
});
export type TaskRow = z.infer<typeof taskRow>;
export const taskPage = listPageSchema(taskRow);

export const taskBody = z.object({
  fullName: z.string({ error: TASK_MSG.nameRequired }).trim().min(1, { error: TASK_MSG.nameRequired }).max(50, { error: '名称不能超过50个字符' }),
  kind: z.string({ error: TASK_MSG.kindRequired }).min(1, { error: TASK_MSG.kindRequired }).max(100),
  cron: cronText,
  enabledMark: enabled.optional(),
  sortCode: z.coerce.number({ error: '排序只能是整数' }).int({ error: '排序只能是整数' }).min(0, { error: '排序只能是整数' }).max(1_000_000, { error: '排序过大' }).optional(),
  description: z.string().max(500, { error: '说明不能超过500个字符' }).nullish(),
});
export type TaskBody = z.infer<typeof taskBody>;

export const taskKind = z.object({
  kind: z.string(),
  fullName: z.string(),
  names: z.object({ zhtw: z.string(), en: z.string() }),
  description: z.string(),
  cron: z.string(),
});
export type TaskKind = z.infer<typeof taskKind>;
export const taskKinds = z.object({ list: z.array(taskKind) });

export const nextRunsQuery = z.object({ cron: cronText, n: z.unknown().optional() });
export const nextRuns = z.object({ list: z.array(z.number()) });

export const taskLogQuery = listQuery(['startTime'] as const).extend({
  outcome: z.preprocess(emptyToUndefined, z.enum(TASK_OUTCOMES, { error: '结果不合法' }).optional()),
  startTime: epochMs,
  endTime: epochMs,
});
export type TaskLogQuery = z.infer<typeof taskLogQuery>;

export const taskLogRow = z.object({
  id: z.string(),
  taskId: z.string(),
  taskName: z.string(),
  trigger: z.enum(TASK_TRIGGERS),
  /** The server process that ran it: host:pid. */
  runner: z.string(),
  userName: z.string().nullable(),
  startTime: z.number(),
  endTime: z.number().nullable(),
  duration: z.number().nullable(),
  outcome: z.enum(TASK_OUTCOMES),
  message: z.string().nullable(),
});
export type TaskLogRow = z.infer<typeof taskLogRow>;
export const taskLogPage = listPageSchema(taskLogRow);

export const runStarted = z.object({ logId: z.string() });
