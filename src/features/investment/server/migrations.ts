import { installBillRule } from '../../../server/db/bill-numbers';
import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { INVESTMENT_BILL_RULE, INVESTMENT_COLLECTION } from '../contract';

const money = (t: Parameters<typeof col.id>[0], name: string) => t.addColumn(name, 'numeric(14, 2)', (c) => c.notNull());

async function create(db: MigrationDb) {
  let t = db.schema.createTable('bizInvestment');
  t = col.id(t);
  t = col.str(t, 'filingNo', 64, true);
  t = col.str(t, 'projectName', 100, true);
  t = col.str(t, 'industry', 50, true);
  t = col.str(t, 'scale', 10, true);
  t = col.ref(t, 'unitId', true);
  t = col.str(t, 'location', 200, true);
  for (const m of ['totalInvestment', 'selfFunds', 'loanFunds', 'otherFunds']) t = money(t, m);
  t = col.time(t, 'startDate', true);
  t = col.time(t, 'endDate', true);
  t = col.ref(t, 'ownerUserId', true);
  t = col.str(t, 'contactPhone', 20, true);
  t = col.text(t, 'overview', true);
  t = col.text(t, 'files', true);
  t = col.int(t, 'status', 0);
  t = col.ref(t, 'flowTaskId');
  t = col.int(t, 'version', 0);
  t = col.stamps(t);
  await t.execute();
  await db.schema.createIndex('biz_investment_no_uq').unique().on('bizInvestment').column('filingNo').execute();
  await db.schema.createIndex('biz_investment_unit_ix').on('bizInvestment').columns(['unitId', 'creatorTime']).execute();
  await addSyncTriggers(db, [{ table: 'biz_investment', collection: INVESTMENT_COLLECTION }]);
  // Its numbering rule, on every database.
  await installBillRule(db, { enCode: INVESTMENT_BILL_RULE, fullName: '投资备案编号', category: '投资', prefix: 'TZBA', sortCode: 20 });
}

async function up(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await create(db);
  else await db.transaction().execute(create);
}

/** 投资备案 (issue 17). */
export const investmentMigrations: NamedMigration[] = [{ name: '2026-11-30-1100-investment', up }];
