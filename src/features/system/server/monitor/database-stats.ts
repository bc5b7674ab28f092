import fs from 'node:fs';
import { sql } from 'kysely';
import type { Database } from '../../../../server/db/database';
import type { MonitorSnapshot } from '../../contract';

const fileSize = async (file: string) => (await fs.promises.stat(file).catch(() => null))?.size ?? 0;

/** Size and connections of the configured database: SQLite's pages and files, PostgreSQL's statistics views. */
export async function databaseStats(database: Database): Promise<MonitorSnapshot['database']> {
  if (database.dialect === 'sqlite' && database.sqlite) {
    const sqlite = database.sqlite;
    const pageCount = Number(sqlite.pragma('page_count', { simple: true }));
    const pageSize = Number(sqlite.pragma('page_size', { simple: true }));
    const freePages = Number(sqlite.pragma('freelist_count', { simple: true }));
    const walBytes = await fileSize(`${database.location}-wal`);
    const version = String((sqlite.prepare('select sqlite_version() as v').get() as { v: string }).v);
    return {
      dialect: 'sqlite', location: database.location, sizeBytes: (await fileSize(database.location)) + walBytes, dataBytes: (pageCount - freePages) * pageSize,
      sqlite: { pageCount, pageSize, freePages, walBytes },
      connections: { total: 1, active: 1, max: 1 },
      version: `SQLite ${version}`,
    };
  }
  const { rows } = await sql<{ size: number; data: number; total: number; active: number; max: number; version: string }>`
    select pg_database_size(current_database())::bigint as size,
      (select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'm')) as data,
      (select count(*) from pg_stat_activity where datname = current_database()) as total,
      (select count(*) from pg_stat_activity where datname = current_database() and state = 'active') as active,
      current_setting('max_connections')::int as max,
      current_setting('server_version') as version`.execute(database.db);
  const r = rows[0]!;
  return {
    dialect: 'postgres', location: database.location, sizeBytes: Number(r.size), dataBytes: Number(r.data), sqlite: null,
    connections: { total: Number(r.total), active: Number(r.active), max: Number(r.max) },
    version: `PostgreSQL ${r.version}`,
  };
}
