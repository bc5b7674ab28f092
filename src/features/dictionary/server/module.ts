import { defineServerModule } from '../../../server/modules/feature-module';
import { seedScaleDictionary } from './scale-seed';
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
  scale: async (tx, { count, now }) => ({ dictionaryRows: await seedScaleDictionary(tx, Math.max(1, Math.floor(count / 10)), undefined, now) }),
  routes: registerDictionaryRoutes,
  collections: dictionaryCollections,
  mutations: dictionaryMutations,
});
