import type { FastifyBaseLogger } from 'fastify';
import { featureRegistry } from '../features';
import { seedDemo, seedProduction } from '../identity/seed';
import type { Database } from './database';
import { migrateToLatest } from './migrations';
import { syncModules } from './module-seeds';

export interface PrepareResult {
  migrated: string[];
  seeded: 'demo' | 'none' | null;
  /** Set only for SEED=none on an empty database: admin's one-time password. */
  adminPassword?: string;
  modulesAdded: number;
}

/** Migrate, seed an empty database, bring every feature module's menus in, then its demo rows. Safe to run at every start. */
export async function prepareDatabase(database: Database, seed: 'demo' | 'none', version: string, log?: FastifyBaseLogger): Promise<PrepareResult> {
  const { results } = await migrateToLatest(database.db, database.pgSchema);
  const migrated = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  const empty = (await database.db.selectFrom('baseUser').select('id').limit(1).execute()).length === 0;
  let adminPassword: string | undefined;
  const modulesAdded = await database.db.transaction().execute(async (trx) => {
    if (empty && seed === 'demo') await seedDemo(trx, version);
    if (empty && seed === 'none') adminPassword = await seedProduction(trx, version);
    const added = await syncModules(trx, featureRegistry.menus);
    if (empty && seed === 'demo') {
      for (const feature of featureRegistry.modules) await feature.demo?.(trx, { version, jobs: featureRegistry.jobs, flows: featureRegistry.flows });
    }
    return added;
  });
  log?.info({ migrated, seeded: empty ? seed : null, modulesAdded }, 'database ready');
  return { migrated, seeded: empty ? seed : null, adminPassword, modulesAdded };
}
