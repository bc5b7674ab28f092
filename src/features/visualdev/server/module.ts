import { defineServerModule } from '../../../server/modules/feature-module';
import { seedVisualdevDemo } from './demo';
import { onlineFileOwners } from './file-owners';
import { visualdevMenus } from './menus';
import { visualdevMigrations } from './migrations';
import { registerVisualdevRoutes } from './routes';
import { onlineCollections } from './sync-collections';
import { onlineMutations } from './sync-mutations';

/** 在线开发 (issue 15, ADR 0033): models designed with the one form schema, released as tables and menus. */
export const visualdevModule = defineServerModule({
  name: 'visualdev',
  migrations: visualdevMigrations,
  menus: visualdevMenus,
  routes: registerVisualdevRoutes,
  demo: seedVisualdevDemo,
  collections: onlineCollections,
  mutations: onlineMutations,
  fileOwners: onlineFileOwners,
});
