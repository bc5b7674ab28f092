import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';

async function createTables(db: MigrationDb) {
  let s = db.schema.createTable('stStocktake');
  s = col.id(s);
  s = col.str(s, 'name', 50, true);
  s = col.str(s, 'scopeType', 10, true);
  s = col.ref(s, 'scopeId');
  s = col.str(s, 'scopeName', 100);
  s = col.str(s, 'location', 100);
  s = col.str(s, 'status', 20, true);
  s = col.ref(s, 'creatorId', true);
  s = col.str(s, 'creatorName', 50, true);
  s = col.time(s, 'createdAt', true);
  s = col.time(s, 'completedAt');
  s = col.time(s, 'appliedAt');
  await s.execute();
  await db.schema.createIndex('st_stocktake_created_ix').on('stStocktake').column('createdAt').execute();

  let c = db.schema.createTable('stStocktakeChecker');
  c = col.ref(c, 'stocktakeId', true);
  c = col.ref(c, 'userId', true);
  await c.addPrimaryKeyConstraint('st_stocktake_checker_pk', ['stocktakeId', 'userId'] as never).execute();
  await db.schema.createIndex('st_stocktake_checker_user_ix').on('stStocktakeChecker').column('userId').execute();

  let i = db.schema.createTable('stStocktakeItem');
  i = col.id(i);
  i = col.ref(i, 'stocktakeId', true);
  i = col.ref(i, 'itemId', true);
  i = col.str(i, 'assetCode', 100, true);
  i = col.str(i, 'itemName', 100, true);
  i = col.str(i, 'itemTypeName', 100);
  for (const name of ['expectedEntId', 'expectedDeptId']) i = col.ref(i, name);
  for (const name of ['expectedEntName', 'expectedDeptName', 'expectedUserName', 'expectedLocation', 'foundLocation', 'foundByName']) i = col.str(i, name, 100);
  i = col.str(i, 'thumbUrl', 500);
  i = col.str(i, 'result', 10);
  i = col.ref(i, 'foundBy');
  i = col.time(i, 'foundAt');
  i = col.ref(i, 'firstScanId');
  await i.execute();
  await db.schema.createIndex('st_stocktake_item_uq').unique().on('stStocktakeItem').columns(['stocktakeId', 'itemId']).execute();
  await db.schema.createIndex('st_stocktake_item_code_ix').on('stStocktakeItem').columns(['stocktakeId', 'assetCode']).execute();

  let n = db.schema.createTable('stStocktakeScan');
  n = col.id(n);
  n = col.ref(n, 'stocktakeId', true);
  n = col.str(n, 'code', 100, true);
  n = col.ref(n, 'itemId');
  n = col.str(n, 'result', 10, true);
  n = col.str(n, 'location', 100);
  n = col.ref(n, 'entId');
  n = col.ref(n, 'deptId');
  n = col.str(n, 'note', 500);
  n = col.str(n, 'photoUrl', 500);
  n = col.ref(n, 'scannedBy', true);
  n = col.str(n, 'scannedByName', 50, true);
  n = col.time(n, 'scannedAt', true);
  n = col.ref(n, 'deviceId');
  n = col.int(n, 'undone', 0);
  n = col.time(n, 'createdAt', true);
  await n.execute();
  await db.schema.createIndex('st_stocktake_scan_item_ix').on('stStocktakeScan').columns(['stocktakeId', 'itemId', 'createdAt']).execute();
}

/** The four stocktaking tables; PostgreSQL runs migrations in a transaction, Kysely runs SQLite's without one. */
async function up(db: MigrationDb) {
  if (db.isTransaction) await createTables(db);
  else await db.transaction().execute(createTables);
}

/** Devices of the checkers hold their stocktakes: changes go to sync_change like the directory's. */
async function syncUp(db: MigrationDb) {
  await addSyncTriggers(db, [
    { table: 'st_stocktake', collection: 'stocktakes' },
    { table: 'st_stocktake_item', collection: 'stocktakeItems' },
    { table: 'st_stocktake_scan', collection: 'stocktakeScans' },
  ]);
}

export const stocktakingMigrations: NamedMigration[] = [
  { name: '2026-11-22-1000-stocktaking', up },
  { name: '2026-11-22-1001-stocktaking-sync', up: syncUp },
];
