import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import type { MigrationDb as SchemaDb } from '../../../server/db/migration-kit';
import { DATA_INTERFACE_MSG, DATA_SOURCE_MSG } from '../contract';
import { engineTimedOut, RunError, type RunOptions, type RunResult, type SqlRunner } from './runner-kit';
import { mysqlRunner } from './runner-mysql';
import type { DataSourceTable } from './tables';

export { RunError, type RunOptions, type RunResult, type SqlRunner };

/** Where external SQLite files live: nothing outside it (not the system database, not /etc) can be opened. */
export const sqliteSourceDir = (dataDir: string) => path.join(dataDir, 'data-sources');
export function sqliteSourceFile(dataDir: string, name: string): string {
  const dir = sqliteSourceDir(dataDir);
  const file = path.resolve(dir, name);
  if (!name || path.relative(dir, file).startsWith('..') || path.isAbsolute(path.relative(dir, file))) throw new RunError(DATA_SOURCE_MSG.fileOutside);
  return file;
}

function sqliteRun(conn: () => SQLite.Database, text: string, values: unknown[], o: RunOptions): RunResult {
  let stmt: SQLite.Statement;
  try {
    stmt = conn().prepare(text);
  } catch (error) {
    throw new RunError(DATA_INTERFACE_MSG.runFailed((error as Error).message));
  }
  if (!o.write && (!stmt.reader || !stmt.readonly)) throw new RunError(DATA_INTERFACE_MSG.selectOnly);
  const bound = values.map((v) => (typeof v === 'boolean' ? Number(v) : v));
  try {
    if (!stmt.reader) return { rows: [], truncated: false, changes: stmt.run(bound).changes };
    // better-sqlite3 cannot interrupt a running step: the deadline is checked between rows (ADR 0030).
    const deadline = Date.now() + o.timeoutMs;
    const rows: Record<string, unknown>[] = [];
    let truncated = false;
    for (const row of stmt.iterate(bound) as IterableIterator<Record<string, unknown>>) {
      if (rows.length === o.cap) {
        truncated = true;
        break;
      }
      rows.push(row);
      if ((rows.length & 255) === 0 && Date.now() > deadline) throw new RunError(DATA_INTERFACE_MSG.timeout);
    }
    return { rows, truncated, changes: null };
  } catch (error) {
    if (error instanceof RunError) throw error;
    throw new RunError(DATA_INTERFACE_MSG.runFailed((error as Error).message));
  }
}

const pgTimeout = async (ms: number) => `set local statement_timeout = ${Math.max(1, Math.floor(ms))}`;

type PgExec = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[]; rowCount?: number | null }>;

/**
 * One statement in its own transaction: READ ONLY unless a write on a writable source, a local
 * statement_timeout, and a ROLLBACK after a read, so nothing a query set (set_config …) outlives it.
 */
async function pgRun(exec: PgExec, readOnly: boolean, text: string, values: unknown[], o: RunOptions): Promise<RunResult> {
  const write = o.write && !readOnly;
  await exec(write ? 'begin' : 'begin transaction read only');
  let done = false;
  try {
    await exec(await pgTimeout(o.timeoutMs));
    const statement = o.write ? text : `select * from (${text}\n) as q limit ${o.cap + 1}`;
    const result = await exec(statement, values);
    await exec(write ? 'commit' : 'rollback');
    done = true;
    if (o.write && result.rows.length === 0) return { rows: [], truncated: false, changes: result.rowCount ?? 0 };
    const truncated = result.rows.length > o.cap;
    return { rows: truncated ? result.rows.slice(0, o.cap) : result.rows, truncated, changes: o.write ? (result.rowCount ?? 0) : null };
  } catch (error) {
    const e = error as Error & { code?: string };
    if (engineTimedOut(e)) throw new RunError(DATA_INTERFACE_MSG.timeout);
    if (e.code === '25006') throw new RunError(DATA_SOURCE_MSG.readOnly);
    throw new RunError(DATA_INTERFACE_MSG.runFailed(e.message));
  } finally {
    if (!done) await exec('rollback').catch(() => undefined);
  }
}

/** The platform's own database: reads through a read-only connection (SQLite) or read-only transactions (PostgreSQL). */
export function systemRunner(database: Database): SqlRunner {
  const raw = database.db.withoutPlugins();
  if (database.dialect === 'postgres') {
    return {
      dialect: 'postgres',
      readOnly: false,
      schema: database.pgSchema ?? 'public',
      run: (text, values, o) =>
        raw.connection().execute(async (conn) => {
          const exec: PgExec = async (t, v = []) => {
            const r = await conn.executeQuery(CompiledQuery.raw(t, v));
            return { rows: r.rows as Record<string, unknown>[], rowCount: r.numAffectedRows === undefined ? null : Number(r.numAffectedRows) };
          };
          return pgRun(exec, false, text, values, o);
        }),
      kysely: () => raw,
      statementTimeout: pgTimeout,
      version: async () => String((await sql<{ v: string }>`select version() as v`.execute(raw)).rows[0]?.v ?? ''),
      close: async () => undefined,
    };
  }
  let reader: SQLite.Database | undefined;
  const readConn = () => (reader ??= new SQLite(database.location, { readonly: true, fileMustExist: true }));
  return {
    dialect: 'sqlite',
    readOnly: false,
    run: async (text, values, o) => sqliteRun(o.write ? () => database.sqlite! : readConn, text, values, o),
    kysely: () => raw,
    version: async () => (database.sqlite!.prepare('select sqlite_version() as v').get() as { v: string }).v,
    close: async () => {
      reader?.close();
      reader = undefined;
    },
  };
}

/** An external database of 数据连接, with the password already opened. */
export function externalRunner(row: DataSourceTable, password: string | null, dataDir: string): SqlRunner {
  const readOnly = row.readOnly === 1;
  if (row.dbType === 'mysql') return mysqlRunner(row, password);
  if (row.dbType === 'postgres') {
    const pool = new pg.Pool({
      host: row.host, port: row.port ?? 5432, database: row.dbName, user: row.userName || undefined, password: password ?? undefined,
      max: 4, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000,
      options: ['-c jit=off', ...(readOnly ? ['-c default_transaction_read_only=on'] : []), ...(row.dbSchema ? [`-c search_path=${row.dbSchema}`] : [])].join(' '),
    });
    pool.on('error', () => undefined);
    let k: SchemaDb | undefined;
    return {
      dialect: 'postgres',
      readOnly,
      schema: row.dbSchema || 'public',
      async run(text, values, o) {
        let client: pg.PoolClient;
        try {
          client = await pool.connect();
        } catch (error) {
          throw new RunError(DATA_SOURCE_MSG.connectFailed((error as Error).message));
        }
        try {
          return await pgRun((t, v) => client.query(t, v as unknown[]), readOnly, text, values, o);
        } finally {
          client.release();
        }
      },
      kysely: () => (k ??= new Kysely({ dialect: new PostgresDialect({ pool }) })),
      statementTimeout: pgTimeout,
      async version() {
        try {
          return String((await pool.query('select version() as v')).rows[0]?.v ?? '');
        } catch (error) {
          throw new RunError(DATA_SOURCE_MSG.connectFailed((error as Error).message));
        }
      },
      close: async () => {
        // Kysely's destroy ends the pool it was given.
        if (k) await k.destroy();
        else await pool.end();
      },
    };
  }
  const file = sqliteSourceFile(dataDir, row.dbName);
  let conn: SQLite.Database | undefined;
  const open = () => {
    if (!fs.existsSync(file)) throw new RunError(DATA_SOURCE_MSG.fileMissing);
    return (conn ??= new SQLite(file, { readonly: readOnly, fileMustExist: true }));
  };
  let k: SchemaDb | undefined;
  return {
    dialect: 'sqlite',
    readOnly,
    run: async (text, values, o) => sqliteRun(open, text, values, o),
    kysely: () => (k ??= new Kysely({ dialect: new SqliteDialect({ database: open() }) })),
    version: async () => (open().prepare('select sqlite_version() as v').get() as { v: string }).v,
    close: async () => {
      if (k) await k.destroy();
      else conn?.close();
      conn = undefined;
    },
  };
}
