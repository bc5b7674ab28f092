import { defineServerModule } from '../../../server/modules/feature-module';
import { seedScaleItems } from './scale-seed';
import { assetCollections } from './collections';
import { seedAssetDemo } from './demo-seed';
import { assetFileOwners } from './file-owners';
import { assetMenus } from './menus';
import { assetPlansPort } from './plan-port';
import { assetMigrations } from './migrations';
import { assetPrintSources } from './print-sources';
import { registerAssetRoutes } from './routes';

/** 固定资产 (ADR 0008): purchase plans, the register and its life. */
export const assetsModule = defineServerModule({
  name: 'assets',
  migrations: assetMigrations,
  menus: assetMenus,
  scale: async (tx, { count, departments, now }) => ({ items: await seedScaleItems(tx, count, departments, undefined, now) }),
  routes: registerAssetRoutes,
  collections: assetCollections,
  demo: async (tx) => void (await seedAssetDemo(tx)),
  fileOwners: assetFileOwners,
  printSources: assetPrintSources,
  assetPlans: assetPlansPort,
});
