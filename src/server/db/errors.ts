/** A unique or primary-key violation, on SQLite (better-sqlite3) and PostgreSQL (pg). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** PostgreSQL gave up on the transaction to let another finish (deadlock, serialization): running it again is safe. */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}
