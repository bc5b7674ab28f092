import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

// Below SQLite's 32,766 bound parameters per statement (PostgreSQL allows 65,535).
const MAX_PARAMETERS = 30_000;

/**
 * Inserts many rows as few multi-row statements as the parameter limit allows: the bulk path of
 * generators (a row per statement is ~50× slower on both databases).
 */
export async function insertInBatches<T extends keyof DB & string>(db: Kysely<DB> | Transaction<DB>, table: T, rows: readonly Insertable<DB[T]>[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns)));
  for (let i = 0; i < rows.length; i += size) {
    // A union of tables is more than Kysely's values() can narrow; the signature above keeps callers typed.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(rows.slice(i, i + size) as any).execute();
  }
}
