import { defineServerModule } from '../../../server/modules/feature-module';
import { printCollections } from './collections';
import { seedPrintDemo } from './demo';
import { printMenus } from './menus';
import { printMigrations } from './migrations';
import { registerPrintRoutes } from './routes';

/** 打印模板 (ADR 0031): templates bound to the data kinds features declare as print sources. */
export const printModule = defineServerModule({
  name: 'print',
  migrations: printMigrations,
  menus: printMenus,
  routes: registerPrintRoutes,
  collections: printCollections,
  demo: seedPrintDemo,
});
