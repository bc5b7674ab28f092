import { sql, type RawBuilder } from 'kysely';
import type { MigrationDb as SchemaDb } from '../../../server/db/migration-kit';
import { DATA_SYNC_MSG, type ColumnMap } from '../contract';
import { listColumns } from './catalog';
import { engineTimedOut, RunError, type SqlRunner } from './runner-kit';
import type { SqlDialect } from './sql-text';

/** Everything a run needs, checked against both tables' real columns. */
export interface SyncPlan {
  source: SqlRunner;
  sourceTable: string;
  target: SqlRunner;
  targetTable: string;
  mode: 'full' | 'key';
  /** Target key column and the source column it comes from (key mode). */
  key: ColumnMap | null;
  columns: ColumnMap[];
  batchSize: number;
}
export interface CopyOutcome {
  rowsRead: number;
  rowsWritten: number;
}
export class SyncError extends Error {}

/** A table's column names as the database has them; empty when the table does not exist. */
export async function tableColumns(runner: SqlRunner, table: string): Promise<string[]> {
  return (await listColumns(runner, table)).map((c) => c.field);
}

/** The column mapping: given pairs checked against both tables, or every source column the target has by name. */
export function mapColumns(sourceCols: string[], targetCols: string[], given: ColumnMap[]): ColumnMap[] {
  const src = new Set(sourceCols);
  const dst = new Set(targetCols);
  if (!given.length) {
    const same = sourceCols.filter((c) => dst.has(c)).map((c) => ({ source: c, target: c }));
    if (!same.length) throw new SyncError(DATA_SYNC_MSG.noColumns);
    return same;
  }
  for (const m of given) {
    if (!src.has(m.source)) throw new SyncError(DATA_SYNC_MSG.sourceColumnMissing(m.source));
    if (!dst.has(m.target)) throw new SyncError(DATA_SYNC_MSG.targetColumnMissing(m.target));
  }
  return given;
}

/**
 * A source value as the target's driver binds it: better-sqlite3 takes numbers, strings, bigints,
 * buffers and null only; mysql2 would spread a plain object into `key = value` pairs, so objects
 * (a PostgreSQL json value) go as JSON text to both; pg takes everything.
 */
export function bindable(dialect: SqlDialect, v: unknown): unknown {
  if (v === undefined || v === null || dialect === 'postgres') return v ?? null;
  if (typeof v === 'boolean') return dialect === 'sqlite' ? Number(v) : v;
  if (v instanceof Date) return dialect === 'sqlite' ? v.toISOString() : v;
  if (typeof v === 'object' && !Buffer.isBuffer(v)) return JSON.stringify(v);
  return v;
}

/** The key-mode upsert: PostgreSQL and SQLite name the conflicting key; MySQL updates on any unique key it hits. */
function upsert(dialect: SqlDialect, key: string, columns: string[]) {
  const rest = columns.filter((c) => c !== key);
  if (dialect === 'mysql') {
    const set = rest.length ? rest.map((c) => sql`${sql.ref(c)} = values(${sql.ref(c)})`) : [sql`${sql.ref(key)} = ${sql.ref(key)}`];
    return sql` on duplicate key update ${sql.join(set)}`;
  }
  return rest.length
    ? sql` on conflict (${sql.ref(key)}) do update set ${sql.join(rest.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`))}`
    : sql` on conflict (${sql.ref(key)}) do nothing`;
}

interface Clock {
  deadline: number;
  timeoutMs: number;
  signal?: AbortSignal;
}
function remaining(clock: Clock): number {
  if (clock.signal?.aborted) throw new SyncError(DATA_SYNC_MSG.failed('服务器停止，已取消'));
  const left = clock.deadline - Date.now();
  if (left <= 0) throw new SyncError(DATA_SYNC_MSG.timeout(clock.timeoutMs));
  return left;
}

/**
 * Copies in batches: full mode clears the target and inserts every batch in ONE transaction (a
 * failure or the time limit leaves the target as it was); key mode upserts each batch in its own
 * transaction (what committed stays; never half a batch).
 */
export async function copyTable(plan: SyncPlan, clock: Clock): Promise<CopyOutcome> {
  const sourceCols = [...new Set(plan.columns.map((c) => c.source))];
  const targetCols = plan.columns.map((c) => c.target);
  const srcDb = plan.source.kysely();
  const dstDb = plan.target.kysely();
  const pick = (row: Record<string, unknown>) => plan.columns.map((c) => bindable(plan.target.dialect, row[c.source]));
  // Engines cap bound values per statement (SQLite 32766, PostgreSQL and MySQL 65535).
  const perStatement = Math.max(1, Math.floor(30_000 / targetCols.length));
  const out: CopyOutcome = { rowsRead: 0, rowsWritten: 0 };

  async function read(after: { offset: number; lastKey: unknown }): Promise<Record<string, unknown>[]> {
    const cols = sql.join(sourceCols.map((c) => sql.ref(c)));
    let q: RawBuilder<unknown>;
    if (plan.key) {
      const k = sql.ref(plan.key.source);
      const where = after.lastKey === undefined ? sql`${k} is not null` : sql`${k} > ${after.lastKey}`;
      q = sql`select ${cols} from ${sql.table(plan.sourceTable)} where ${where} order by ${k} limit ${sql.lit(plan.batchSize)}`;
    } else {
      // Ordered by every column: pages are stable and identical rows are interchangeable.
      q = sql`select ${cols} from ${sql.table(plan.sourceTable)} order by ${cols} limit ${sql.lit(plan.batchSize)} offset ${sql.lit(after.offset)}`;
    }
    const compiled = q.compile(srcDb);
    try {
      return (await plan.source.run(compiled.sql, [...compiled.parameters], { write: false, cap: plan.batchSize, timeoutMs: remaining(clock) })).rows;
    } catch (error) {
      if (error instanceof RunError) throw new SyncError(DATA_SYNC_MSG.failed(error.message));
      throw error;
    }
  }

  async function write(trx: SchemaDb, rows: Record<string, unknown>[]) {
    if (plan.target.statementTimeout) await sql.raw(await plan.target.statementTimeout(remaining(clock))).execute(trx);
    const colList = sql.join(targetCols.map((c) => sql.ref(c)));
    const conflict = plan.key ? upsert(plan.target.dialect, plan.key.target, targetCols) : sql``;
    for (let i = 0; i < rows.length; i += perStatement) {
      const values = sql.join(rows.slice(i, i + perStatement).map((r) => sql`(${sql.join(pick(r))})`));
      await sql`insert into ${sql.table(plan.targetTable)} (${colList}) values ${values}${conflict}`.execute(trx);
    }
  }

  const cursor = { offset: 0, lastKey: undefined as unknown };
  const nextBatch = async () => {
    remaining(clock);
    const rows = await read(cursor);
    out.rowsRead += rows.length;
    cursor.offset += rows.length;
    if (plan.key && rows.length) cursor.lastKey = rows[rows.length - 1]![plan.key.source];
    return rows;
  };

  try {
    if (plan.mode === 'full') {
      await dstDb.transaction().execute(async (trx) => {
        await sql`delete from ${sql.table(plan.targetTable)}`.execute(trx);
        let written = 0;
        for (;;) {
          const rows = await nextBatch();
          if (!rows.length) break;
          await write(trx, rows);
          written += rows.length;
          if (rows.length < plan.batchSize) break;
        }
        remaining(clock);
        out.rowsWritten = written;
      });
    } else {
      for (;;) {
        const rows = await nextBatch();
        if (!rows.length) break;
        await dstDb.transaction().execute((trx) => write(trx, rows));
        out.rowsWritten += rows.length;
        if (rows.length < plan.batchSize) break;
      }
    }
  } catch (error) {
    if (error instanceof SyncError) throw Object.assign(error, { progress: out });
    const e = error as Error & { code?: string };
    if (engineTimedOut(e)) throw Object.assign(new SyncError(DATA_SYNC_MSG.timeout(clock.timeoutMs)), { progress: out });
    throw Object.assign(new SyncError(DATA_SYNC_MSG.failed(e.message)), { progress: out });
  }
  return out;
}
