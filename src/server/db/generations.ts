import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { MigrationDb } from './migration-kit';
import type { DB } from './schema';

/**
 * Generation counters (ADR list-search, ADR access-snapshot): one row per name in base_generation,
 * raised by triggers in the same transaction as any write to the tables that feed it. A process
 * that cached something computed at generation G knows it is still right while the row reads G —
 * also when another server process made the change. One indexed read per request.
 */
export type GenerationName = 'access' | 'users' | 'assets' | 'loginLog' | 'dictionary' | 'language' | 'auditLog';

export interface GenerationSource {
  table: string;
  /** Only updates of these columns count (inserts and deletes always do). */
  columns?: string[];
}

const isPostgres = (db: MigrationDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The table and PostgreSQL's trigger function; the identity migrations call it first. */
export async function createGenerationTable(db: MigrationDb) {
  await db.schema
    .createTable('baseGeneration')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await sql`CREATE OR REPLACE FUNCTION bump_generation() RETURNS trigger AS $$
      BEGIN
        UPDATE base_generation SET value = value + 1 WHERE name = TG_ARGV[0];
        RETURN NULL;
      END $$ LANGUAGE plpgsql`.execute(db);
  }
}

/**
 * Raises generation `name` on every write to `sources`: per statement on PostgreSQL (a bulk insert
 * raises it once), per row on SQLite (which has no statement triggers; one row update is cheap).
 */
export async function addGenerationTriggers(db: MigrationDb, name: GenerationName, sources: GenerationSource[]) {
  await sql`INSERT INTO base_generation (name, value) VALUES (${name}, 0) ON CONFLICT (name) DO NOTHING`.execute(db);
  const bump = `UPDATE base_generation SET value = value + 1 WHERE name = '${name}';`;
  for (const { table, columns } of sources) {
    const of = columns ? ` OF ${columns.join(', ')}` : '';
    const id = `gen_${name.toLowerCase()}_${table}`;
    if (isPostgres(db)) {
      await sql.raw(`CREATE TRIGGER ${id} AFTER INSERT OR DELETE OR UPDATE${of} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_generation('${name}')`).execute(db);
      continue;
    }
    await sql.raw(`CREATE TRIGGER ${id}_ins AFTER INSERT ON ${table} BEGIN ${bump} END`).execute(db);
    await sql.raw(`CREATE TRIGGER ${id}_upd AFTER UPDATE${of} ON ${table} BEGIN ${bump} END`).execute(db);
    await sql.raw(`CREATE TRIGGER ${id}_del AFTER DELETE ON ${table} BEGIN ${bump} END`).execute(db);
  }
}

/** The current value of a generation (0 when its row is missing, e.g. before the migration). */
export async function readGeneration(db: Kysely<DB>, name: GenerationName): Promise<number> {
  const row = await db.selectFrom('baseGeneration').select('value').where('name', '=', name).executeTakeFirst();
  return Number(row?.value ?? 0);
}
