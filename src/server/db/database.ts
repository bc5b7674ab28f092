import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { SearchPathPostgresDialect } from './pg-introspector';
import type { DB } from './schema';
import { withStatementCache } from './statement-cache';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** For SQLite: the file; for PostgreSQL: the URL without password. */
  location: string;
  sqlite?: SQLite.Database;
  /** PostgreSQL schema the tables live in. */
  pgSchema?: string;
  close(): Promise<void>;
}

// int8 (counts, millisecond timestamps) arrive as strings from pg; every one of ours fits a double.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  pgSchema?: string;
  sqliteFile?: string;
}

export function openDatabase(options: DatabaseOptions): Database {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // JIT compiling a query costs 50–200 ms and pays off only for long analytic scans, never for
      // the short reads of this product (a list whose plan looked expensive lost seconds to it).
      options: ['-c jit=off', ...(options.pgSchema ? [`-c search_path=${options.pgSchema}`] : [])].join(' '),
    });
    const db = new Kysely<DB>({ dialect: new SearchPathPostgresDialect({ pool }), plugins });
    return {
      db,
      dialect: 'postgres',
      pgSchema: options.pgSchema ?? 'public',
      location: options.databaseUrl.replace(/:[^:@/]*@/, ':***@'),
      close: () => db.destroy(),
    };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir, 'qingban.sqlite');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // The default page cache is 2 MiB: at 100,000 users the indexes a list walks no longer fit, and
  // every page comes back through a system call. 64 MiB is cheap on a server (ADR list-search).
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins });
  const close = async () => {
    // Fold the write-ahead log into the database file, also when another connection (a backup) is open.
    if (sqlite.open) sqlite.pragma('wal_checkpoint(TRUNCATE)');
    await db.destroy();
  };
  return { db, dialect: 'sqlite', location: file, sqlite, close };
}
