import { defineServerModule } from '../../../server/modules/feature-module';
import { assetCollections } from './collections';
import { seedAssetDemo } from './demo-seed';
import { assetMenus } from './menus';
import { assetMigrations } from './migrations';
import { registerAssetRoutes } from './routes';

/** 固定资产 (ADR 0008): purchase plans, the register and its life. */
export const assetsModule = defineServerModule({
  name: 'assets',
  migrations: assetMigrations,
  menus: assetMenus,
  routes: registerAssetRoutes,
  collections: assetCollections,
  demo: async (tx) => void (await seedAssetDemo(tx)),
});
