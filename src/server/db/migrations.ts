import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { authMigrations } from '../../features/auth/server/migrations';
import { permissionMigrations } from '../../features/permission/server/migrations';
import { dictionaryMigrations } from '../../features/dictionary/server/migrations';
import { assetMigrations } from '../../features/assets/server/migrations';
import { stocktakingMigrations } from '../../features/stocktaking/server/migrations';
import { areaMigrations } from '../../features/system/server/area/migrations';
import { syncMigrations } from '../../features/sync/server/migrations';
import { identityMigrations } from '../identity/migrations';
import type { NamedMigration } from './migration-kit';
import type { DB } from './schema';

/** Each feature registers its migrations here, one line each. */
const all: NamedMigration[] = [...identityMigrations, ...authMigrations, ...permissionMigrations, ...areaMigrations, ...syncMigrations, ...dictionaryMigrations, ...assetMigrations, ...stocktakingMigrations];

export async function migrateToLatest(db: Kysely<DB>, pgSchema?: string): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    // Without it the migrator takes another schema's migration table for ours.
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
    // Features add migrations side by side; one named earlier than an applied one still runs.
    allowUnorderedMigrations: true,
    provider: { getMigrations: async () => Object.fromEntries(all.map((m) => [m.name, m])) },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
