import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { auditMigrations } from '../audit/migrations';
import { featureRegistry } from '../features';
import { identityMigrations } from '../identity/migrations';
import { changeLogMigrations } from '../sync/change-log';
import type { NamedMigration } from './migration-kit';
import type { DB } from './schema';

/** The shell's own tables, then every feature module's (Kysely runs them in name order). */
export const allMigrations = (): NamedMigration[] => [...identityMigrations, ...changeLogMigrations, ...auditMigrations, ...featureRegistry.migrations];

export async function migrateToLatest(db: Kysely<DB>, pgSchema?: string): Promise<MigrationResultSet> {
  const all = allMigrations();
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
