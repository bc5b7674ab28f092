import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';

async function up(db: MigrationDb) {
  let t = db.schema.createTable('visualdevBase');
  t = col.id(t);
  t = col.str(t, 'fullName', 100, true);
  t = col.str(t, 'enCode', 50, true);
  t = col.str(t, 'category', 64, true);
  t = col.str(t, 'description', 500);
  t = col.int(t, 'sortCode', 0);
  t = col.int(t, 'enabledMark', 1);
  t = col.str(t, 'tableName', 64, true);
  t = col.text(t, 'formData', true);
  t = col.text(t, 'columnData', true);
  t = col.int(t, 'state', 0);
  t = col.text(t, 'tablesJson', true);
  t = col.ref(t, 'menuId');
  t = col.text(t, 'releasedForm');
  t = col.text(t, 'releasedColumns');
  t = col.time(t, 'releasedAt');
  t = col.stamps(t);
  await t.execute();
  await db.schema.createIndex('visualdev_base_code_uq').unique().on('visualdevBase').column('enCode').execute();
  await db.schema.createIndex('visualdev_base_category_ix').on('visualdevBase').columns(['category', 'sortCode']).execute();
}

/** Devices hear of releases (the `onlineModels` collection, ADR 0033); saving a design alone changes none of these. */
async function syncModels(db: MigrationDb) {
  const columns = ['full_name', 'en_code', 'enabled_mark', 'state', 'menu_id', 'released_form', 'released_columns', 'released_at'];
  await addSyncTriggers(db, [{ table: 'visualdev_base', collection: 'vd.models', columns }]);
}

/** 在线开发 (issue 15). */
export const visualdevMigrations: NamedMigration[] = [
  { name: '2026-11-25-0900-visualdev-base', up },
  { name: '2026-11-25-0901-visualdev-sync', up: syncModels },
];
