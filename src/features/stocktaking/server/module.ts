import { defineServerModule } from '../../../server/modules/feature-module';
import { stocktakeCollections } from './collections';
import { seedStocktakeDemo } from './demo-seed';
import { stocktakingMigrations } from './migrations';
import { stocktakeMutations } from './mutations';
import { stocktakePrintSources } from './print-sources';
import { registerStocktakeRoutes } from './routes';

/** 资产盘点 (ADR 0008): snapshots, offline scans merged across devices, the report. Its menu sits under 固定资产 (assets). */
export const stocktakingModule = defineServerModule({
  name: 'stocktaking',
  migrations: stocktakingMigrations,
  routes: registerStocktakeRoutes,
  collections: stocktakeCollections,
  mutations: stocktakeMutations,
  demo: (tx) => seedStocktakeDemo(tx),
  printSources: stocktakePrintSources,
});
