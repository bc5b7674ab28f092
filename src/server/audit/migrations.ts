import { col, type MigrationDb, type NamedMigration } from '../db/migration-kit';

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

/** The operation, request and exception logs: the shell writes them (ctx.audit), the system feature lists them. */
export const auditMigrations: NamedMigration[] = [{ name: '2026-11-22-0900-audit-log', up }];
