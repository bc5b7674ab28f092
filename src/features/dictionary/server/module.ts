import { defineServerModule } from '../../../server/modules/feature-module';
import { dictionaryCollections } from './collections';
import { dictionaryMenus } from './menus';
import { dictionaryMigrations } from './migrations';
import { dictionaryMutations } from './mutations';
import { registerDictionaryRoutes } from './routes';

/** 数据字典: types and their data, read everywhere from the device store, edited offline. */
export const dictionaryModule = defineServerModule({
  name: 'dictionary',
  migrations: dictionaryMigrations,
  menus: dictionaryMenus,
  routes: registerDictionaryRoutes,
  collections: dictionaryCollections,
  mutations: dictionaryMutations,
});
