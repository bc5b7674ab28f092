import { PostgresAdapter, sql } from 'kysely';
import { col, type MigrationDb, type NamedMigration } from '../db/migration-kit';

/** Synced tables → the collection name their changes carry, and the columns whose change matters. */
export const SYNCED_TABLES: SyncedTable[] = [
  { table: 'base_organize', collection: 'organizes' },
  { table: 'base_position', collection: 'positions' },
  { table: 'base_role', collection: 'roles' },
  { table: 'base_group', collection: 'groups' },
  {
    table: 'base_user',
    collection: 'users',
    // Sign-in bookkeeping (failures, lock, password) is not something a device needs to hear about.
    columns: ['account', 'real_name', 'head_icon', 'organize_id', 'position_id', 'enabled_mark', 'gender', 'mobile_phone', 'email', 'theme', 'language', 'description', 'manager_id'],
  },
];

// Serialises synced writes on PostgreSQL so versions are handed out in commit order.
const PG_LOCK_KEY = 7426001;
const SQLITE_NOW_MS = `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`;

export type SyncedTable = { table: string; collection: string; columns?: string[] };

/** PostgreSQL's trigger function, shared by every synced table's trigger. */
async function createTriggerFunction(db: MigrationDb) {
  await sql`CREATE OR REPLACE FUNCTION sync_record_change() RETURNS trigger AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(${sql.lit(PG_LOCK_KEY)});
      IF TG_OP = 'DELETE' THEN
        INSERT INTO sync_change (collection, row_id, op, changed_at) VALUES (TG_ARGV[0], OLD.id, 'delete', (extract(epoch from clock_timestamp()) * 1000)::bigint);
        RETURN OLD;
      END IF;
      INSERT INTO sync_change (collection, row_id, op, changed_at) VALUES (TG_ARGV[0], NEW.id, 'upsert', (extract(epoch from clock_timestamp()) * 1000)::bigint);
      RETURN NEW;
    END $$ LANGUAGE plpgsql`.execute(db);
}

/**
 * Records every insert, update (of `columns`, if given) and delete of the tables in sync_change.
 * A feature calls this from its own migration for each table a device pulls (its sync collections).
 */
export async function addSyncTriggers(db: MigrationDb, tables: SyncedTable[]) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { table, collection, columns } of tables) {
    const of = columns ? ` OF ${columns.join(', ')}` : '';
    if (isPostgres) {
      await sql.raw(`CREATE TRIGGER sync_${table} AFTER INSERT OR DELETE OR UPDATE${of} ON ${table} FOR EACH ROW EXECUTE FUNCTION sync_record_change('${collection}')`).execute(db);
      continue;
    }
    const insert = (op: string, ref: string) =>
      `INSERT INTO sync_change (collection, row_id, op, changed_at) VALUES ('${collection}', ${ref}.id, '${op}', ${SQLITE_NOW_MS});`;
    await sql.raw(`CREATE TRIGGER sync_${table}_ins AFTER INSERT ON ${table} BEGIN ${insert('upsert', 'NEW')} END`).execute(db);
    await sql.raw(`CREATE TRIGGER sync_${table}_upd AFTER UPDATE${of} ON ${table} BEGIN ${insert('upsert', 'NEW')} END`).execute(db);
    await sql.raw(`CREATE TRIGGER sync_${table}_del AFTER DELETE ON ${table} BEGIN ${insert('delete', 'OLD')} END`).execute(db);
  }
}

async function up(db: MigrationDb) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('syncChange')
    .addColumn('version', isPostgres ? 'bigserial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('collection', 'varchar(50)', (c) => c.notNull())
    .addColumn('rowId', 'varchar(64)', (c) => c.notNull())
    .addColumn('op', 'varchar(10)', (c) => c.notNull())
    .addColumn('changedAt', 'bigint', (c) => c.notNull())
    .addColumn('changedBy', 'varchar(64)')
    .execute();
  await db.schema.createIndex('sync_change_collection_ix').on('syncChange').columns(['collection', 'version']).execute();
  await db.schema.createIndex('sync_change_row_ix').on('syncChange').columns(['collection', 'rowId']).execute();

  let m = db.schema.createTable('syncMutation');
  m = col.ref(m, 'deviceId', true);
  m = col.ref(m, 'mutationId', true);
  m = m.addColumn('seq', 'bigint', (c) => c.notNull());
  m = col.ref(m, 'userId', true);
  m = col.str(m, 'name', 100, true);
  m = col.str(m, 'status', 20, true);
  m = col.text(m, 'resultJson');
  m = col.time(m, 'createdAt', true);
  await m.addPrimaryKeyConstraint('sync_mutation_pk', ['deviceId', 'mutationId'] as never).execute();

  let meta = db.schema.createTable('syncMeta');
  meta = meta.addColumn('key', 'varchar(100)', (c) => c.primaryKey());
  meta = col.text(meta, 'value', true);
  await meta.execute();

  if (isPostgres) await createTriggerFunction(db);
  await addSyncTriggers(db, SYNCED_TABLES);
}

/** The change log every synced table writes into: the shell's, so features and the sync routes share it without importing each other. */
export const changeLogMigrations: NamedMigration[] = [{ name: '2026-11-21-0600-sync', up }];
