import { defineServerModule } from '../../../server/modules/feature-module';
import { seedDataScreenDemo } from './demo';
import { dataScreenMenus } from './menus';
import { dataScreenMigrations } from './migrations';
import { registerDataScreenRoutes } from './routes';

/** 数据大屏 (issue 18, ADR 0043): 大屏设计 under 在线开发, screens released as menus of type 6 (/datascreen/<code>). */
export const dataScreenModule = defineServerModule({
  name: 'datascreen',
  migrations: dataScreenMigrations,
  menus: dataScreenMenus,
  routes: registerDataScreenRoutes,
  demo: (tx) => seedDataScreenDemo(tx),
});
