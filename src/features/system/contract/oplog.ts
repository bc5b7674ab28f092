import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';

/**
 * 系统日志 besides sign-ins (ADR 0026): operations (every write to the API, with its record changes),
 * sampled requests and server exceptions. `/api/system/Log` stays the sign-in log.
 */
export const OPLOG_CATEGORIES = ['operation', 'request', 'exception'] as const;
export type OplogCategory = (typeof OPLOG_CATEGORIES)[number];
/** What can be exported: the sign-in log too. */
export const EXPORT_CATEGORIES = ['login', ...OPLOG_CATEGORIES] as const;
export type ExportCategory = (typeof EXPORT_CATEGORIES)[number];

export const OPLOG_MSG = {
  category: '日志类型不合法',
  outcome: '结果不合法',
  time: '时间不合法',
  retentionDays: '保留天数须为 0（永久）到 3650 之间的整数',
  sampleRate: '请求日志采样比例须在 0 到 1 之间',
  settingsSaved: '日志设置已保存',
} as const;

const epochMs = z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.number({ error: OPLOG_MSG.time }).int({ error: OPLOG_MSG.time }).nonnegative({ error: OPLOG_MSG.time }).optional());
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const oplogSortable = ['creatorTime', 'duration', 'account', 'module'] as const;
export const oplogCategoryParams = z.object({ category: z.enum(OPLOG_CATEGORIES, { error: OPLOG_MSG.category }) });
export const exportCategoryParams = z.object({ category: z.enum(EXPORT_CATEGORIES, { error: OPLOG_MSG.category }) });
export const oplogIdParams = oplogCategoryParams.extend({ id: z.string().min(1).max(64) });

/** Filters by time, user (account or name), module (menu enCode or API area), outcome; keyword over account, name, IP, address and reference. */
export const oplogListQuery = listQuery(oplogSortable).extend({
  startTime: epochMs,
  endTime: epochMs,
  user: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  module: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  outcome: z.preprocess(blankToUndefined, z.enum(['success', 'failure'], { error: OPLOG_MSG.outcome }).optional()),
  token: z.string().optional(),
});
export type OplogListQuery = z.infer<typeof oplogListQuery>;

/** A menu's name in the three languages of the client (null: not a menu, e.g. an API area). */
const title = z.object({ zh: z.string(), zhtw: z.string().nullable(), en: z.string().nullable() }).nullable();

export const oplogRow = z.object({
  id: z.string(),
  category: z.string(),
  userId: z.string().nullable(),
  account: z.string().nullable(),
  userName: z.string().nullable(),
  ip: z.string().nullable(),
  method: z.string(),
  url: z.string(),
  module: z.string().nullable(),
  moduleTitle: title,
  action: z.string().nullable(),
  /** The button's name when the action is a button of the menu. */
  actionName: z.string().nullable(),
  httpStatus: z.number(),
  code: z.number().nullable(),
  msg: z.string().nullable(),
  duration: z.number(),
  reference: z.string().nullable(),
  changeCount: z.number(),
  creatorTime: z.number(),
});
export type OplogRow = z.infer<typeof oplogRow>;
export const oplogPage = listPageSchema(oplogRow);

const snapshot = z.record(z.string(), z.unknown()).nullable();
export const recordChange = z.object({ module: z.string(), entity: z.string(), id: z.string(), before: snapshot, after: snapshot, trimmed: z.boolean().optional() });
export type RecordChangeView = z.infer<typeof recordChange>;

export const oplogDetail = oplogRow.extend({
  userAgent: z.string().nullable(),
  /** The redacted request (JSON text; a capped one is cut and no longer parses). */
  summary: z.string().nullable(),
  error: z.object({ name: z.string(), message: z.string(), stack: z.string() }).nullable(),
  changes: z.array(recordChange),
});
export type OplogDetail = z.infer<typeof oplogDetail>;

export const logSettings = z.object({
  retentionDays: z.number({ error: OPLOG_MSG.retentionDays }).int({ error: OPLOG_MSG.retentionDays }).min(0, { error: OPLOG_MSG.retentionDays }).max(3650, { error: OPLOG_MSG.retentionDays }),
  requestSampleRate: z.number({ error: OPLOG_MSG.sampleRate }).min(0, { error: OPLOG_MSG.sampleRate }).max(1, { error: OPLOG_MSG.sampleRate }),
});
export type LogSettings = z.infer<typeof logSettings>;
