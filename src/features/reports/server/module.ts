import { defineServerModule } from '../../../server/modules/feature-module';
import { seedReportDemo } from './demo';
import { reportMenus } from './menus';
import { reportMigrations } from './migrations';
import { registerReportRoutes } from './routes';

/** 报表 (issue 18, ADR 0040): 报表设计 under 在线开发, reports run through data interfaces, released as menus of type 5. */
export const reportsModule = defineServerModule({
  name: 'reports',
  migrations: reportMigrations,
  menus: reportMenus,
  routes: registerReportRoutes,
  demo: (tx) => seedReportDemo(tx),
});
