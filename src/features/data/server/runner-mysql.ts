import { CompiledQuery, Kysely, MysqlDialect } from 'kysely';
import mysql, { type PoolConnection, type ResultSetHeader } from 'mysql2';
import type { MigrationDb as SchemaDb } from '../../../server/db/migration-kit';
import { DATA_INTERFACE_MSG, DATA_SOURCE_MSG } from '../contract';
import { engineTimedOut, RunError, type RunResult, type SqlRunner } from './runner-kit';
import type { DataSourceTable } from './tables';

type Row = Record<string, unknown>;
type Flavor = 'mariadb' | 'mysql';

/**
 * sql_mode flags under which the SQL reader (sql-text.ts, dialect mysql) would misread the text —
 * "…" as a name, backslashes as plain characters — and the combination modes that bring
 * ANSI_QUOTES back. Every session of this runner turns them off, whatever the server's default.
 */
const MODES_OFF = ['ANSI_QUOTES', 'NO_BACKSLASH_ESCAPES', 'ANSI', 'DB2', 'MAXDB', 'MSSQL', 'ORACLE', 'POSTGRESQL'];
export const SQL_MODE = `sql_mode = trim(both ',' from ${MODES_OFF.reduce((e, m) => `replace(${e}, ',${m},', ',')`, "concat(',', @@session.sql_mode, ',')")})`;

/** MariaDB's limit holds every statement (seconds); MySQL's only SELECT (milliseconds): the backstop in run() holds the rest. */
const timeLimit = (flavor: Flavor, ms: number) => {
  const n = Math.max(1, Math.ceil(ms));
  return flavor === 'mariadb' ? `max_statement_time = ${(n / 1000).toFixed(3)}` : `max_execution_time = ${n}`;
};

function runError(error: unknown, timedOut: boolean): RunError {
  if (error instanceof RunError) return error;
  const e = error as Error & { errno?: number };
  if (timedOut || engineTimedOut(e)) return new RunError(DATA_INTERFACE_MSG.timeout);
  // 1792: a write in a READ ONLY transaction; 1290: a server started read-only.
  if (e.errno === 1792 || (e.errno === 1290 && /read.only/i.test(e.message))) return new RunError(DATA_SOURCE_MSG.readOnly);
  return new RunError(DATA_INTERFACE_MSG.runFailed(e.message));
}

const exec = (c: PoolConnection, text: string) =>
  new Promise<Row[]>((resolve, reject) => c.query(text, (e, rows) => (e ? reject(e) : resolve(rows as Row[]))));

/** A read as a prepared statement, rows streamed: past the cap they are counted, not kept. */
const readRows = (c: PoolConnection, text: string, values: unknown[], cap: number) =>
  new Promise<{ rows: Row[]; truncated: boolean }>((resolve, reject) => {
    const rows: Row[] = [];
    let truncated = false;
    let failed = false;
    const cmd = c.execute(text, values as never);
    cmd.on('result', (row: Row) => {
      if (rows.length < cap) rows.push(row);
      else truncated = true;
    });
    cmd.on('error', (e) => {
      failed = true;
      reject(e);
    });
    cmd.on('end', () => {
      if (!failed) resolve({ rows, truncated });
    });
  });

/** A write as a prepared statement: its changed-row count, or the rows a RETURNING (MariaDB) gives. */
const writeRows = (c: PoolConnection, text: string, values: unknown[]) =>
  new Promise<{ rows: Row[]; changes: number }>((resolve, reject) =>
    c.execute(text, values as never, (e, result) => {
      if (e) reject(e);
      else if (Array.isArray(result)) resolve({ rows: result as Row[], changes: result.length });
      else resolve({ rows: [], changes: (result as ResultSetHeader).affectedRows });
    }));

/**
 * A MySQL or MariaDB database of 数据连接. Each run: a clean session (sql_mode as the SQL reader
 * reads, the time limit, sql_select_limit at the cap), START TRANSACTION READ ONLY unless a write
 * on a writable source, the statement prepared with its values bound, ROLLBACK after a read, then
 * COM_RESET_CONNECTION before the connection goes back to the pool, so nothing a statement left
 * behind (user variables, GET_LOCK locks, temporary tables, session settings) outlives it.
 */
export function mysqlRunner(row: DataSourceTable, password: string | null): SqlRunner {
  const readOnly = row.readOnly === 1;
  const connection = {
    host: row.host, port: row.port ?? 3306, database: row.dbName, user: row.userName || undefined, password: password ?? undefined, connectTimeout: 5000,
    // One statement per call; a server asking for a client file (LOAD DATA LOCAL) gets none.
    multipleStatements: false, flags: ['-LOCAL_FILES'],
    // utf8mb4 both ways: Kysely's writes (data sync) are escaped by the client, safe in this charset.
    charset: 'utf8mb4', supportBigNumbers: true,
  };
  const pool = mysql.createPool({ ...connection, connectionLimit: 4, maxIdle: 4, idleTimeout: 30_000 });
  // A connection that fails while idle is dropped by the pool; without a listener its error would end the process.
  pool.on('connection', (c) => void c.on('error', () => undefined));
  let flavor: Flavor | undefined;
  let k: SchemaDb | undefined;
  /** KILL QUERY from a connection of its own: the server stops the statement (the transaction then rolls back). */
  const interrupt = (threadId: number) => {
    const killer = mysql.createConnection(connection);
    killer.on('error', () => undefined);
    killer.query(`kill query ${Math.floor(threadId)}`, () => killer.end(() => undefined));
  };

  const acquire = () =>
    new Promise<PoolConnection>((resolve, reject) =>
      pool.getConnection((e, c) => (e ? reject(new RunError(DATA_SOURCE_MSG.connectFailed(e.message))) : resolve(c))));
  /** Back to the pool once reset (destroyed if it cannot be): the next call, on any connection, finds nothing of this one. */
  const release = (c: PoolConnection, clean: boolean) =>
    new Promise<void>((resolve) => {
      if (!clean) {
        c.destroy();
        resolve();
      } else {
        c.reset((e) => {
          if (e) c.destroy();
          else c.release();
          resolve();
        });
      }
    });
  async function versionOn(c: PoolConnection) {
    const v = String((await exec(c, 'select version() as v'))[0]?.v ?? '');
    flavor = /mariadb/i.test(v) ? 'mariadb' : 'mysql';
    return v;
  }
  async function withConnection<T>(fn: (c: PoolConnection) => Promise<T>): Promise<T> {
    const c = await acquire();
    let clean = true;
    try {
      return await fn(c);
    } catch (error) {
      clean = false;
      throw runError(error, false);
    } finally {
      await release(c, clean);
    }
  }

  return {
    dialect: 'mysql',
    readOnly,
    schema: row.dbName,
    async run(text, values, o): Promise<RunResult> {
      const c = await acquire();
      const write = o.write && !readOnly;
      let clean = true;
      let timedOut = false;
      // The session's limit ends the statement; this ends what it does not hold (a write on MySQL). The
      // connection is not reused after it: the KILL must not meet the next caller's statement.
      const backstop = setTimeout(() => {
        timedOut = true;
        clean = false;
        interrupt(c.threadId);
      }, o.timeoutMs + 1000);
      try {
        if (!flavor) await versionOn(c);
        await exec(c, `set session ${SQL_MODE}, ${timeLimit(flavor!, o.timeoutMs)}, sql_select_limit = ${o.write ? 'default' : o.cap + 1}`);
        await exec(c, write ? 'start transaction' : 'start transaction read only');
        const bound = values.map((v) => (v === undefined ? null : typeof v === 'boolean' ? Number(v) : v));
        let result: RunResult;
        if (o.write) {
          const w = await writeRows(c, text, bound);
          result = { rows: w.rows.slice(0, o.cap), truncated: w.rows.length > o.cap, changes: w.changes };
        } else {
          result = { ...(await readRows(c, text, bound, o.cap)), changes: null };
        }
        await exec(c, write ? 'commit' : 'rollback');
        return result;
      } catch (error) {
        await exec(c, 'rollback').catch(() => (clean = false));
        throw runError(error, timedOut);
      } finally {
        clearTimeout(backstop);
        await release(c, clean);
      }
    },
    kysely: () =>
      (k ??= new Kysely({
        dialect: new MysqlDialect({
          pool,
          onReserveConnection: async (conn) => {
            await conn.executeQuery(CompiledQuery.raw(`set session ${SQL_MODE}`));
            if (readOnly) await conn.executeQuery(CompiledQuery.raw('set session transaction read only'));
          },
        }),
      })),
    async statementTimeout(ms) {
      if (!flavor) await withConnection(versionOn);
      return `set session ${timeLimit(flavor!, ms)}`;
    },
    async version() {
      const v = await withConnection(versionOn);
      return flavor === 'mariadb' ? v : `MySQL ${v}`;
    },
    async close() {
      // Kysely's destroy ends the pool it was given.
      if (k) await k.destroy();
      else await new Promise<void>((resolve) => pool.end(() => resolve()));
    },
  };
}
