import type { ServerJob } from '../../../../server/jobs/server-job';
import { purgeExpiredLogs } from './retention';

/** The nightly purge of log entries past the retention of 日志设置 (ADR 0026). */
export const logJobs: readonly ServerJob[] = [
  {
    kind: 'system.purgeLogs',
    fullName: '清理过期日志',
    names: { zhtw: '清理過期日誌', en: 'Purge old logs' },
    description: '删除超过“日志设置”保留天数的操作、请求、异常与登录日志（保留天数为 0 时不删除）。',
    cron: '30 3 * * *',
    async run(ctx) {
      const { cutoff, operation, login } = await purgeExpiredLogs(ctx.database.db);
      return cutoff === null ? '日志保留天数为 0（永久保留），未删除' : `删除操作、请求与异常日志 ${operation} 条，登录日志 ${login} 条`;
    },
  },
];
