import { sql, type RawBuilder } from 'kysely';
import type { MigrationDb as SchemaDb } from '../../../server/db/migration-kit';
import { DATA_SYNC_MSG, type ColumnMap } from '../contract';
import { RunError, type SqlRunner } from './runners';

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

const META = { write: false, cap: 5000, timeoutMs: 10_000 };

/** A table's column names as the database has them; empty when the table does not exist. */
export async function tableColumns(runner: SqlRunner, table: string): Promise<string[]> {
  const rows = runner.dialect === 'sqlite'
    ? (await runner.run('select name from pragma_table_info(?)', [table], META)).rows
    : (await runner.run('select column_name as name from information_schema.columns where table_schema = $1 and table_name = $2 order by ordinal_position', [runner.schema, table], META)).rows;
  return rows.map((r) => String(r.name));
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

/** better-sqlite3 binds numbers, strings, bigints, buffers and null only. */
function forSqlite(v: unknown): unknown {
  if (v === undefined) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return v.toISOString();
  if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) return JSON.stringify(v);
  return v;
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
  const sqliteTarget = plan.target.dialect === 'sqlite';
  const pick = (row: Record<string, unknown>) => plan.columns.map((c) => (sqliteTarget ? forSqlite(row[c.source]) : (row[c.source] ?? null)));
  // Engines cap bound values per statement (SQLite 32766, PostgreSQL 65535).
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
    if (plan.target.dialect === 'postgres') await sql`set local statement_timeout = ${sql.lit(Math.max(1, Math.floor(remaining(clock))))}`.execute(trx);
    const colList = sql.join(targetCols.map((c) => sql.ref(c)));
    for (let i = 0; i < rows.length; i += perStatement) {
      const values = sql.join(rows.slice(i, i + perStatement).map((r) => sql`(${sql.join(pick(r))})`));
      let conflict = sql``;
      if (plan.key) {
        const rest = targetCols.filter((c) => c !== plan.key!.target);
        conflict = rest.length
          ? sql` on conflict (${sql.ref(plan.key.target)}) do update set ${sql.join(rest.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`))}`
          : sql` on conflict (${sql.ref(plan.key.target)}) do nothing`;
      }
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
    if (e.code === '57014') throw Object.assign(new SyncError(DATA_SYNC_MSG.timeout(clock.timeoutMs)), { progress: out });
    throw Object.assign(new SyncError(DATA_SYNC_MSG.failed(e.message)), { progress: out });
  }
  return out;
}
