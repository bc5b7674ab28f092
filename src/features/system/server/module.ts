import { grantModuleToRole } from '../../../server/db/module-seeds';
import { defineServerModule } from '../../../server/modules/feature-module';
import { areaMigrations } from './area/migrations';
import { backupJobs } from './backup/jobs';
import { seedJobDemo } from './jobs/demo';
import { jobMigrations } from './jobs/migrations';
import { billRuleMigrations } from './billrule/migrations';
import { languageMigrations } from './language/migrations';
import { seedDemoOperationLog } from './oplog/demo';
import { logJobs } from './oplog/jobs';
import { systemMenus } from './menus';
import { registerSystemRoutes } from './routes';

/** 系统管理: the sign-in log, administrative areas (GB/T 2260), menus, icons, translations, bill rules, settings, scheduled tasks, cache, monitor and backups. */
export const systemModule = defineServerModule({
  name: 'system',
  migrations: [...areaMigrations, ...jobMigrations, ...billRuleMigrations, ...languageMigrations],
  menus: systemMenus,
  routes: registerSystemRoutes,
  // The demo's 日志查看员 reads and exports the log, without its delete button.
  demo: async (tx, env) => {
    await grantModuleToRole(tx, 'logViewer', 'system.log', ['btn_export']);
    await seedJobDemo(tx, env.jobs);
    await seedDemoOperationLog(tx);
  },
  jobs: [...backupJobs, ...logJobs],
});

/** The purge of logs past their retention (the scheduled task 清理过期日志 runs it; so may others). */
export { purgeExpiredLogs } from './oplog/retention';
