import type { FastifyBaseLogger } from 'fastify';
import { dictionaryMenus } from '../../features/dictionary/server/menus';
import { assetMenus } from '../../features/assets/server/menus';
import { seedAssetDemo } from '../../features/assets/server/demo-seed';
import { seedStocktakeDemo } from '../../features/stocktaking/server/demo-seed';
import { permissionMenus } from '../../features/permission/server/menus';
import { systemMenus } from '../../features/system/server/menus';
import { seedDemo, seedProduction } from '../identity/seed';
import type { Database } from './database';
import { migrateToLatest } from './migrations';
import { grantModuleToRole, syncModules, type ModuleSeed } from './module-seeds';

/** Every feature's menus, one line each. */
export const moduleSeeds: ModuleSeed[] = [...permissionMenus, ...systemMenus, ...dictionaryMenus, ...assetMenus];

export interface PrepareResult {
  migrated: string[];
  seeded: 'demo' | 'none' | null;
  /** Set only for SEED=none on an empty database: admin's one-time password. */
  adminPassword?: string;
  modulesAdded: number;
}

/** Migrate, seed an empty database, bring every feature's menus in. Safe to run at every start. */
export async function prepareDatabase(database: Database, seed: 'demo' | 'none', version: string, log?: FastifyBaseLogger): Promise<PrepareResult> {
  const { results } = await migrateToLatest(database.db, database.pgSchema);
  const migrated = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  const empty = (await database.db.selectFrom('baseUser').select('id').limit(1).execute()).length === 0;
  let adminPassword: string | undefined;
  const modulesAdded = await database.db.transaction().execute(async (trx) => {
    if (empty && seed === 'demo') await seedDemo(trx, version);
    if (empty && seed === 'none') adminPassword = await seedProduction(trx, version);
    const added = await syncModules(trx, moduleSeeds);
    if (empty && seed === 'demo') await grantModuleToRole(trx, 'logViewer', 'system.log', ['btn_export']);
    if (empty && seed === 'demo') await seedAssetDemo(trx);
    if (empty && seed === 'demo') await seedStocktakeDemo(trx);
    return added;
  });
  log?.info({ migrated, seeded: empty ? seed : null, modulesAdded }, 'database ready');
  return { migrated, seeded: empty ? seed : null, adminPassword, modulesAdded };
}
