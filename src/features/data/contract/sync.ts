import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { zEnCode } from '../../../contract/zod-rules';

/** 数据同步 (SPEC §1 系统数据: data sync): copy a table from one data source to another. */
export const DATA_SYNC_MODULE = 'system.dataSync';
export const DataSyncApi = {
  base: '/api/system/DataSync',
  execute: (id: string) => `/api/system/DataSync/${encodeURIComponent(id)}/Actions/Execute`,
  log: (id: string) => `/api/system/DataSyncLog/${encodeURIComponent(id)}`,
} as const;

export const SYNC_MODES = ['full', 'key'] as const;
/** SPEC line 148: a data sync runs at most 100,000 ms. */
export const SYNC_LIMITS = { timeoutMs: 100_000, maxBatch: 5000 } as const;

export const DATA_SYNC_MSG = {
  nameRequired: '请输入同步名称',
  codeExists: '编码已存在',
  nameExists: '名称已存在',
  notFound: '数据同步不存在',
  disabled: '数据同步已停用',
  tableRequired: '请选择数据表',
  keyRequired: '按主键同步时请选择主键字段',
  sameTable: '来源表和目标表不能相同',
  targetReadOnly: '目标数据连接是只读的，不能写入',
  targetPlatform: (table: string) => `只能同步到数据建模创建的表，不能写入系统表（${table}）`,
  tableMissing: (table: string) => `数据表${table}不存在`,
  sourceColumnMissing: (col: string) => `来源表没有字段${col}`,
  targetColumnMissing: (col: string) => `目标表没有字段${col}`,
  noColumns: '来源表和目标表没有同名字段，请配置字段对应',
  keyNotMapped: (col: string) => `主键字段${col}不在同步的字段中`,
  running: '该数据同步正在执行，请稍后再试',
  timeout: (ms: number) => `同步超过${ms}毫秒，已取消（未写入半批数据）`,
  failed: (why: string) => `同步失败：${why}`,
  done: (read: number, written: number) => `读取${read}行，写入${written}行`,
} as const;

const id = z.string().min(1).max(64);
export const syncIdParams = z.object({ id });
const column = z.string().trim().min(1).max(128);
export const columnMap = z.object({ source: column, target: column });
export type ColumnMap = z.infer<typeof columnMap>;

export const syncBody = z.object({
  fullName: z.string({ error: DATA_SYNC_MSG.nameRequired }).trim().min(1, { error: DATA_SYNC_MSG.nameRequired }).max(50, { error: '同步名称不能超过50个字符' }),
  enCode: z.string({ error: '请输入编码' }).trim().min(1, { error: '请输入编码' }).max(50, { error: '编码不能超过50个字符' }).pipe(zEnCode),
  sourceId: id,
  sourceTable: z.string({ error: DATA_SYNC_MSG.tableRequired }).trim().min(1, { error: DATA_SYNC_MSG.tableRequired }).max(128),
  targetId: id,
  targetTable: z.string({ error: DATA_SYNC_MSG.tableRequired }).trim().min(1, { error: DATA_SYNC_MSG.tableRequired }).max(128),
  mode: z.enum(SYNC_MODES, { error: '同步方式不合法' }).default('full'),
  /** key mode: the target column rows are matched by (unique in the target). */
  keyColumn: z.string().trim().max(128).nullish(),
  /** Empty: every source column that the target also has, by the same name. */
  columns: z.array(columnMap).max(200).default([]),
  batchSize: z.coerce.number().int().min(1, { error: '每批行数为1到5000' }).max(SYNC_LIMITS.maxBatch, { error: '每批行数为1到5000' }).default(500),
  /** 1: run by the 定时任务 task 数据同步 (its schedule); 0: only 立即执行. */
  scheduled: z.union([z.literal(0), z.literal(1)]).default(0),
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  sortCode: z.coerce.number().int().min(0).max(1_000_000).default(0),
  description: z.string().max(500, { error: '说明不能超过500个字符' }).nullish(),
});
export type SyncBody = z.infer<typeof syncBody>;

export const syncListQuery = listQuery(['sortCode', 'fullName', 'enCode', 'creatorTime', 'lastRunTime'] as const);
export type SyncListQuery = z.infer<typeof syncListQuery>;
export const syncRow = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  sourceId: z.string(),
  sourceName: z.string().nullable(),
  sourceTable: z.string(),
  targetId: z.string(),
  targetName: z.string().nullable(),
  targetTable: z.string(),
  mode: z.string(),
  scheduled: z.number(),
  enabledMark: z.number(),
  sortCode: z.number(),
  lastRunTime: z.number().nullable(),
  lastOutcome: z.string().nullable(),
  creatorTime: z.number(),
});
export type SyncRow = z.infer<typeof syncRow>;
export const syncPage = listPageSchema(syncRow);
export const syncInfo = syncBody.extend({ id: z.string(), keyColumn: z.string().nullable(), description: z.string().nullable(), creatorTime: z.number(), lastModifyTime: z.number().nullable() });
export type SyncInfo = z.infer<typeof syncInfo>;

export const syncResult = z.object({
  logId: z.string(),
  outcome: z.enum(['ok', 'error']),
  message: z.string(),
  rowsRead: z.number(),
  rowsWritten: z.number(),
  duration: z.number(),
});
export type SyncResult = z.infer<typeof syncResult>;

export const syncLogQuery = listQuery(['startTime'] as const);
export const syncLogRow = z.object({
  id: z.string(),
  startTime: z.number(),
  duration: z.number(),
  trigger: z.string(),
  userName: z.string().nullable(),
  rowsRead: z.number(),
  rowsWritten: z.number(),
  outcome: z.string(),
  message: z.string().nullable(),
});
export type SyncLogRow = z.infer<typeof syncLogRow>;
export const syncLogPage = listPageSchema(syncLogRow);
