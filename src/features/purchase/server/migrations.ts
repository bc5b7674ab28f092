import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { PURCHASE_COLLECTION } from '../contract';

async function create(db: MigrationDb) {
  let t = db.schema.createTable('bizPurchase');
  t = col.id(t);
  t = col.str(t, 'purchaseNo', 64, true);
  t = col.ref(t, 'applEntId');
  t = col.ref(t, 'applDeptId', true);
  t = col.ref(t, 'useUserId', true);
  t = col.str(t, 'reason', 200, true);
  t = col.time(t, 'expectedDate');
  t = col.text(t, 'items', true);
  t = col.text(t, 'itemNames', true);
  t = t.addColumn('totalAmount', 'numeric(14, 2)', (c) => c.notNull());
  t = col.text(t, 'files', true);
  t = col.str(t, 'description', 500, true);
  t = col.int(t, 'status', 0);
  t = col.ref(t, 'flowTaskId');
  t = col.ref(t, 'assetPlanId');
  t = col.int(t, 'version', 0);
  t = col.stamps(t);
  await t.execute();
  await db.schema.createIndex('biz_purchase_no_uq').unique().on('bizPurchase').column('purchaseNo').execute();
  await db.schema.createIndex('biz_purchase_dept_ix').on('bizPurchase').columns(['applDeptId', 'creatorTime']).execute();
  await addSyncTriggers(db, [{ table: 'biz_purchase', collection: PURCHASE_COLLECTION }]);
}

async function up(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await create(db);
  else await db.transaction().execute(create);
}

/** 采购计划登记 (issue 17). */
export const purchaseMigrations: NamedMigration[] = [{ name: '2026-12-01-1100-purchase', up }];
