import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';

async function up(db: MigrationDb) {
  let t = db.schema.createTable('baseDataReport');
  t = col.id(t);
  t = col.str(t, 'fullName', 50, true);
  t = col.str(t, 'enCode', 50, true);
  t = col.str(t, 'category', 50, true);
  t = col.ref(t, 'interfaceId', true);
  t = col.text(t, 'paramsJson', true);
  t = col.text(t, 'tableJson', true);
  t = col.text(t, 'chartsJson', true);
  t = col.str(t, 'description', 500);
  t = col.int(t, 'sortCode', 0);
  t = col.int(t, 'enabledMark', 1);
  t = col.ref(t, 'menuId');
  t = col.time(t, 'releasedAt');
  t = col.stamps(t);
  await t.execute();
  await db.schema.createIndex('base_data_report_code_uq').unique().on('baseDataReport').column('enCode').execute();
  await db.schema.createIndex('base_data_report_name_uq').unique().on('baseDataReport').column('fullName').execute();
  await db.schema.createIndex('base_data_report_menu_ix').on('baseDataReport').column('menuId').execute();
}

/** 报表 (issue 18). Online only: no device collection (the viewer keeps its last results itself). */
export const reportMigrations: NamedMigration[] = [{ name: '2026-12-02-1000-data-report', up }];
