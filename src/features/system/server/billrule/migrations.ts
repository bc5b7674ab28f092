import type { MigrationDb, NamedMigration } from '../../../../server/db/migration-kit';
import { col } from '../../../../server/db/migration-kit';
import { builtInBillRules } from './built-in';

const bigint = (t: Parameters<typeof col.id>[0], name: string, notNull = true) => t.addColumn(name, 'bigint', (c) => (notNull ? c.notNull() : c));

async function create(db: MigrationDb) {
  let t = db.schema.createTable('baseBillRule');
  t = col.id(t);
  t = col.str(t, 'fullName', 50, true);
  t = col.str(t, 'enCode', 50, true);
  t = col.str(t, 'category', 50);
  t = col.str(t, 'prefix', 20, true);
  t = col.str(t, 'dateFormat', 10, true);
  t = col.str(t, 'separator', 5, true);
  t = col.int(t, 'digits', 4);
  t = bigint(t, 'startNumber');
  t = col.str(t, 'suffix', 10, true);
  t = col.str(t, 'resetPeriod', 10, true);
  t = bigint(t, 'currentSeq', false);
  t = t.addColumn('periodKey', 'varchar(8)', (c) => c.notNull().defaultTo(''));
  t = bigint(t, 'maxSeq');
  t = col.int(t, 'sortCode', 0);
  t = col.int(t, 'enabledMark', 1);
  t = col.str(t, 'description', 500);
  t = col.stamps(t);
  await t.execute();
  await db.schema.createIndex('base_bill_rule_code_uq').unique().on('baseBillRule').column('enCode').execute();
  await db.schema.createIndex('base_bill_rule_sort_ix').on('baseBillRule').columns(['sortCode', 'creatorTime']).execute();

  let r = db.schema.createTable('baseBillReservation');
  r = col.id(r);
  r = col.ref(r, 'ruleId', true);
  r = col.ref(r, 'userId', true);
  r = col.ref(r, 'deviceId', true);
  r = r.addColumn('periodKey', 'varchar(8)', (c) => c.notNull().defaultTo(''));
  r = bigint(r, 'firstSeq');
  r = bigint(r, 'lastSeq');
  r = col.str(r, 'firstNumber', 64, true);
  r = col.str(r, 'lastNumber', 64, true);
  r = col.str(r, 'status', 10, true);
  r = col.int(r, 'usedCount');
  r = col.int(r, 'returnedCount');
  r = col.time(r, 'creatorTime', true);
  r = col.time(r, 'expiresAt', true);
  r = col.time(r, 'closedTime');
  await r.execute();
  await db.schema.createIndex('base_bill_reservation_device_ix').on('baseBillReservation').columns(['ruleId', 'deviceId', 'status']).execute();
  await db.schema.createIndex('base_bill_reservation_rule_ix').on('baseBillReservation').columns(['ruleId', 'creatorTime']).execute();

  const now = Date.now();
  await db.insertInto('baseBillRule').values(builtInBillRules(now)).execute();
}

/** Tables and the built-in rules, all or nothing. */
async function up(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await create(db);
  else await db.transaction().execute(create);
}

/** 单据规则 and the ranges devices reserved (issue 13). */
export const billRuleMigrations: NamedMigration[] = [{ name: '2026-11-26-1000-system-bill-rule', up }];
