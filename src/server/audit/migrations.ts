import { addGenerationTriggers } from '../db/generations';
import { col, type MigrationDb, type NamedMigration } from '../db/migration-kit';
import { createSearchIndex } from '../db/search-index';
import { OPERATION_LOG_SEARCH } from './search';

async function up(db: MigrationDb) {
  let t = db.schema.createTable('baseOperationLog');
  t = col.id(t);
  t = col.str(t, 'category', 20, true);
  t = col.ref(t, 'userId');
  t = col.str(t, 'account', 100);
  t = col.str(t, 'userName', 100);
  t = col.str(t, 'ip', 64);
  t = col.str(t, 'userAgent', 500);
  t = col.str(t, 'method', 10, true);
  t = col.str(t, 'url', 500, true);
  t = col.str(t, 'module', 100);
  t = col.str(t, 'action', 100);
  t = col.text(t, 'summary');
  t = col.int(t, 'httpStatus', 200);
  t = t.addColumn('code', 'integer');
  t = col.str(t, 'msg', 500);
  t = col.int(t, 'duration', 0);
  t = col.str(t, 'reference', 16);
  t = col.text(t, 'error');
  t = col.text(t, 'changes');
  t = col.int(t, 'changeCount', 0);
  t = col.time(t, 'creatorTime', true);
  await t.execute();
  const index = (name: string, columns: string[]) => db.schema.createIndex(`base_operation_log_${name}_ix`).on('baseOperationLog').columns(columns).execute();
  // Every list reads one category, newest first, optionally narrowed by user or module.
  await index('time', ['category', 'creatorTime', 'id']);
  await index('account', ['category', 'account', 'creatorTime']);
  await index('module', ['category', 'module', 'creatorTime']);
  await index('reference', ['reference']);
  // Retention deletes by age across categories.
  await index('age', ['creatorTime']);
}

/**
 * The lists at 100,000 entries (ADR 0032): the keyword through a gram index (ADR list-search),
 * totals cached per `auditLog` generation, an index for each filter that had none (name, outcome,
 * IP) and for the duration sort.
 */
async function listIndexes(db: MigrationDb) {
  await createSearchIndex(db, OPERATION_LOG_SEARCH);
  await addGenerationTriggers(db, 'auditLog', [{ table: 'base_operation_log' }]);
  const index = (name: string, columns: string[]) => db.schema.createIndex(`base_operation_log_${name}_ix`).on('baseOperationLog').columns(columns).execute();
  await index('user_name', ['category', 'userName', 'creatorTime']);
  await index('code', ['category', 'code', 'creatorTime']);
  // The IP alone: on PostgreSQL each arm of the keyword's OR (grams, IP, reference) needs an index
  // of its own for a bitmap OR; without one it read every row and computed its grams (15 s).
  await index('ip', ['ip']);
  await index('duration', ['category', 'duration', 'id']);
}
async function listIndexesUp(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await listIndexes(db);
  else await db.transaction().execute(listIndexes);
}

/** The operation, request and exception logs: the shell writes them (ctx.audit), the system feature lists them. */
export const auditMigrations: NamedMigration[] = [
  { name: '2026-11-22-0900-audit-log', up },
  { name: '2026-11-25-0100-audit-log-lists', up: listIndexesUp },
];
