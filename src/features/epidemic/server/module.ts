import { defineServerModule } from '../../../server/modules/feature-module';
import { seedEpidemicDemo } from './demo';
import { epidemicMenus } from './menus';
import { epidemicMigrations } from './migrations';
import { registerEpidemicRoutes } from './routes';
import { epidemicCollections, epidemicMutations } from './sync';

/** 疫情防控 (issue 17, SPEC §2 /epidemic/epidemicson): 每日健康打卡, offline through the outbox, and the department view. */
export const epidemicModule = defineServerModule({
  name: 'epidemic',
  migrations: epidemicMigrations,
  menus: epidemicMenus,
  routes: registerEpidemicRoutes,
  demo: (tx) => seedEpidemicDemo(tx),
  collections: epidemicCollections,
  mutations: epidemicMutations,
});
