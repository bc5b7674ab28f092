import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import type { Output } from './output';

/** Applies pending migrations; returns the names applied now. */
export async function migrate(database: Database): Promise<string[]> {
  const { results } = await migrateToLatest(database.db, database.pgSchema);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateCommand(database: Database, out: Output): Promise<number> {
  const applied = await migrate(database);
  if (applied.length === 0) {
    out.info(`数据库已是最新 (up to date) · ${database.dialect} ${database.location}`);
    return 0;
  }
  out.info(`已执行 ${applied.length} 个迁移 (migrations applied) · ${database.dialect} ${database.location}`);
  for (const name of applied) out.info(`  ✓ ${name}`);
  return 0;
}
