import { formatBytes } from '../../../../server/cli/output';
import type { ServerJob } from '../../../../server/jobs/server-job';
import { backupStoreOf } from './backup-store';

export const backupJobs: readonly ServerJob[] = [
  {
    kind: 'system.backup',
    fullName: '每日数据备份',
    names: { zhtw: '每日資料備份', en: 'Nightly backup' },
    description: '备份数据库到 DATA_DIR/backups（SQLite 在线备份；PostgreSQL 用 pg_dump），只保留最近 BACKUP_KEEP（默认 7）个自动备份，手动备份不删除。',
    cron: '0 2 * * *',
    async run(ctx, { signal }) {
      const store = backupStoreOf(ctx);
      const made = await store.create({ trigger: 'schedule', userName: null, signal });
      const pruned = await store.prune();
      return `已备份到 ${made.id}（${formatBytes(made.fileSize)}）${pruned ? `，删除过期的自动备份 ${pruned} 个` : ''}`;
    },
  },
];
