import type { MigrationDb as SchemaDb } from '../../../server/db/migration-kit';
import type { SqlDialect } from './sql-text';

export interface RunOptions {
  write: boolean;
  /** Rows answered at most; one more is read to tell that there were more. */
  cap: number;
  timeoutMs: number;
}
export interface RunResult {
  rows: Record<string, unknown>[];
  truncated: boolean;
  /** Rows a write changed. */
  changes: number | null;
}

/** One database an interface, a model page or a test connection talks to (runners.ts, runner-mysql.ts). */
export interface SqlRunner {
  dialect: SqlDialect;
  /** Refuses writes at the connection (PostgreSQL and MySQL read-only transactions, SQLite read-only file). */
  readOnly: boolean;
  /** Whose tables count: the PostgreSQL schema, the MySQL database; undefined on SQLite. */
  schema?: string;
  /** One statement in a transaction of its own: read-only unless a write on a writable source, within the time limit and the row cap. */
  run(text: string, values: unknown[], options: RunOptions): Promise<RunResult>;
  /** Kysely on this database, names as the database has them (no camel-case plugin): data sync compiles for it and writes through it. */
  kysely(): SchemaDb;
  /** The statement that holds each later statement of a Kysely transaction to `ms`; absent where the engine has none (SQLite). */
  statementTimeout?(ms: number): Promise<string>;
  version(): Promise<string>;
  close(): Promise<void>;
}

export class RunError extends Error {}

/**
 * Whether an engine ended a statement at its time limit: PostgreSQL's statement_timeout (57014),
 * MariaDB's max_statement_time (1969), MySQL's max_execution_time (3024), a KILL QUERY (1317).
 */
export function engineTimedOut(error: unknown): boolean {
  const e = error as { code?: unknown; errno?: unknown } | null;
  return e?.code === '57014' || e?.errno === 1969 || e?.errno === 3024 || e?.errno === 1317;
}
