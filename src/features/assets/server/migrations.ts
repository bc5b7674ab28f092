import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { planSyncUp } from './plan-sync-migration';
import { itemSearchUp } from './search';

async function plans(db: MigrationDb) {
  let p = db.schema.createTable('faPlan');
  p = col.id(p);
  p = col.ref(p, 'applEntId', true);
  p = col.str(p, 'applEntName', 100, true);
  p = col.ref(p, 'applDeptId', true);
  p = col.str(p, 'applDeptName', 100, true);
  p = col.ref(p, 'useUserId', true);
  p = col.str(p, 'useUserName', 50, true);
  p = col.ref(p, 'creatorUserId', true);
  p = col.time(p, 'creatorTime', true);
  p = col.time(p, 'lastModifyTime');
  await p.execute();
  await db.schema.createIndex('fa_plan_time_ix').on('faPlan').column('creatorTime').execute();

  let d = db.schema.createTable('faPlanDtl');
  d = col.id(d);
  d = col.ref(d, 'planId', true);
  d = col.str(d, 'itemName', 50, true);
  d = col.str(d, 'itemType', 50, true);
  d = col.str(d, 'itemTypeName', 50, true);
  d = col.int(d, 'itemNum', 1);
  d = col.int(d, 'hasApplNum', 0);
  d = col.int(d, 'sortCode', 0);
  d = col.time(d, 'creatorTime', true);
  await d.execute();
  await db.schema.createIndex('fa_plan_dtl_plan_ix').on('faPlanDtl').columns(['planId', 'sortCode']).execute();

  let l = db.schema.createTable('faPlanLog');
  l = col.id(l);
  l = col.ref(l, 'planId', true);
  l = col.text(l, 'changeApplJson', true);
  l = col.text(l, 'changeDtlListJson', true);
  l = col.ref(l, 'changeUserId', true);
  l = col.str(l, 'changeUserName', 50, true);
  l = col.time(l, 'creatorTime', true);
  await l.execute();
  await db.schema.createIndex('fa_plan_log_plan_ix').on('faPlanLog').columns(['planId', 'creatorTime']).execute();
}

async function items(db: MigrationDb) {
  let t = db.schema.createTable('faItem');
  t = col.id(t);
  t = col.str(t, 'assetCode', 30, true);
  t = col.ref(t, 'planId');
  t = col.ref(t, 'planDtlId');
  t = col.str(t, 'itemName', 50, true);
  t = col.str(t, 'itemType', 50, true);
  t = col.str(t, 'itemTypeName', 50, true);
  t = col.str(t, 'brand', 50, true);
  t = col.str(t, 'specification', 100, true);
  t = col.str(t, 'unitPrice', 20, true);
  t = col.time(t, 'storageTime', true);
  t = col.str(t, 'status', 10, true);
  t = col.ref(t, 'nowEntId');
  t = col.str(t, 'nowEntName', 100);
  t = col.ref(t, 'nowDeptId');
  t = col.str(t, 'nowDeptName', 100);
  t = col.ref(t, 'nowUserId');
  t = col.str(t, 'nowUserName', 50);
  t = col.str(t, 'location', 100);
  t = col.text(t, 'attach');
  t = col.time(t, 'creatorTime', true);
  t = col.time(t, 'lastModifyTime');
  await t.execute();
  await db.schema.createIndex('fa_item_code_uq').unique().on('faItem').column('assetCode').execute();
  await db.schema.createIndex('fa_item_status_ix').on('faItem').column('status').execute();
  await db.schema.createIndex('fa_item_user_ix').on('faItem').column('nowUserId').execute();
  await db.schema.createIndex('fa_item_dept_ix').on('faItem').column('nowDeptId').execute();
  await db.schema.createIndex('fa_item_plan_dtl_ix').on('faItem').column('planDtlId').execute();

  let g = db.schema.createTable('faItemLog');
  g = col.id(g);
  g = col.ref(g, 'itemId', true);
  g = col.str(g, 'kind', 20, true);
  g = col.ref(g, 'entId');
  g = col.str(g, 'entName', 100);
  g = col.ref(g, 'deptId');
  g = col.str(g, 'deptName', 100);
  g = col.ref(g, 'userId');
  g = col.str(g, 'userName', 50);
  g = col.str(g, 'status', 10, true);
  g = col.str(g, 'remark', 500);
  g = col.ref(g, 'operatorId', true);
  g = col.str(g, 'operatorName', 50, true);
  g = col.time(g, 'createAt', true);
  await g.execute();
  await db.schema.createIndex('fa_item_log_item_ix').on('faItemLog').columns(['itemId', 'createAt']).execute();

  let s = db.schema.createTable('faCodeSerial');
  s = s.addColumn('day', 'varchar(8)', (c) => c.primaryKey());
  s = col.int(s, 'lastSerial', 0);
  await s.execute();
}

async function createAll(db: MigrationDb) {
  await plans(db);
  await items(db);
  // Devices keep the asset register offline (item detail, stocktaking): fa_item is collection `assets`.
  await addSyncTriggers(db, [{ table: 'fa_item', collection: 'assets' }]);
}

/** ADR 0008: plans, their rows and change log; items, their log, the asset-code serials. */
async function up(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await createAll(db);
  else await db.transaction().execute(createAll);
}

export const assetMigrations: NamedMigration[] = [
  { name: '2026-11-22-0900-assets', up },
  { name: '2026-11-22-0901-assets-plan-sync', up: planSyncUp },
  { name: '2026-11-24-0900-assets-search', up: itemSearchUp },
];
