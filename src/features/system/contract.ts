import { z } from 'zod';
import { listPageSchema } from '../../contract/envelope';
import { listQuery } from '../../contract/list-query';
export * from './contract/area';
export * from './contract/backup';
export * from './contract/cache';
export * from './contract/jobs';
export * from './contract/monitor';
export * from './contract/billrule';
export * from './contract/billrule-format';
export * from './contract/settings';
export * from './contract/menu';
export * from './contract/language';
export * from './contract/icons';
export * from './contract/oplog';

export const LOG_MODULE = 'system.log';
export const logSortable = ['creatorTime', 'account'] as const;

const epochMs = z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.number({ error: '时间不合法' }).int().nonnegative().optional());

export const logListQuery = listQuery(logSortable).extend({
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['login', 'logout', 'failure'], { error: '日志类型不合法' }).optional()),
  startTime: epochMs,
  endTime: epochMs,
});
export type LogListQuery = z.infer<typeof logListQuery>;

export const logRow = z.object({
  id: z.string(),
  account: z.string(),
  userName: z.string().nullable(),
  type: z.string(),
  method: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  result: z.string(),
  creatorTime: z.number(),
});
export type LogRow = z.infer<typeof logRow>;
export const logPage = listPageSchema(logRow);

export const deleteLogsBody = z.object({
  ids: z.array(z.string().min(1).max(64), { error: '请选择要删除的日志' }).min(1, { error: '请选择要删除的日志' }).max(1000),
});
