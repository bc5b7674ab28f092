import type { ServerContext } from '../../../server/context';
import type { ServerJob } from '../../../server/jobs/server-job';
import type { DataSyncService } from './sync-service';

/** The routes' sync service, so a scheduled run and 立即执行 share one connection set and one "running" guard. */
const services = new WeakMap<ServerContext, DataSyncService>();
export const provideSyncService = (ctx: ServerContext, svc: DataSyncService) => services.set(ctx, svc);

export const dataJobs: readonly ServerJob[] = [
  {
    kind: 'data.sync',
    fullName: '数据同步',
    names: { zhtw: '資料同步', en: 'Data sync' },
    description: '依次执行所有启用且设为“定时执行”的数据同步（数据同步页面），每个同步记入其执行日志；单个同步最长100秒。',
    cron: '0 2 * * *',
    async run(ctx, run) {
      const svc = services.get(ctx);
      if (!svc) throw new Error('数据同步服务未启动');
      return svc.runScheduled(run.trigger, run.signal);
    },
  },
];
