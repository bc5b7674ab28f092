import { defineServerModule } from '../../../server/modules/feature-module';
import { purchaseFlowBinding } from './binding';
import { seedPurchaseDemo } from './demo';
import { purchaseFileOwners } from './file-owners';
import { purchaseMenus } from './menus';
import { purchaseMigrations } from './migrations';
import { registerPurchaseRoutes } from './routes';
import { purchaseSync } from './sync';

/** 采购计划登记 (issue 17, ADR 0036): requests with item rows, approved through a bound flow; approval registers a fixed-asset plan. */
export const purchaseModule = defineServerModule({
  name: 'purchase',
  migrations: purchaseMigrations,
  menus: purchaseMenus,
  routes: registerPurchaseRoutes,
  demo: seedPurchaseDemo,
  collections: purchaseSync.collections,
  mutations: purchaseSync.mutations,
  fileOwners: purchaseFileOwners,
  flowBindings: [purchaseFlowBinding],
});
