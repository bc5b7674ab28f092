import { grantModuleToRole } from '../../../server/db/module-seeds';
import { defineServerModule } from '../../../server/modules/feature-module';
import { areaMigrations } from './area/migrations';
import { systemMenus } from './menus';
import { registerSystemRoutes } from './routes';

/** 系统管理: the sign-in log and administrative areas (GB/T 2260). */
export const systemModule = defineServerModule({
  name: 'system',
  migrations: areaMigrations,
  menus: systemMenus,
  routes: registerSystemRoutes,
  // The demo's 日志查看员 reads and exports the log, without its delete button.
  demo: (tx) => grantModuleToRole(tx, 'logViewer', 'system.log', ['btn_export']),
});
