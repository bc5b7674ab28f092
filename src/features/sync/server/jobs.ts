import type { ServerJob } from '../../../server/jobs/server-job';
import { syncRepository } from '../../../server/sync/repository';
import { TOMBSTONE_RETENTION_DAYS } from '../contract';

const DAY_MS = 86_400_000;

export const syncJobs: readonly ServerJob[] = [
  {
    kind: 'sync.purgeTombstones',
    fullName: '清理同步墓碑',
    names: { zhtw: '清理同步墓碑', en: 'Purge sync tombstones' },
    description: `删除超过 ${TOMBSTONE_RETENTION_DAYS} 天的删除记录（墓碑）和被更新覆盖的旧变更；游标早于它们的设备下次同步时整体重新下载。`,
    cron: '30 3 * * *',
    async run(ctx) {
      const removed = await syncRepository(ctx.database.db).purge(Date.now() - TOMBSTONE_RETENTION_DAYS * DAY_MS);
      return `删除变更记录 ${removed} 条`;
    },
  },
];
