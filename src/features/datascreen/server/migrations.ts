import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';

async function up(db: MigrationDb) {
  let t = db.schema.createTable('baseDataScreen');
  t = col.id(t);
  t = col.str(t, 'fullName', 50, true);
  t = col.str(t, 'enCode', 50, true);
  t = col.str(t, 'category', 50, true);
  t = col.str(t, 'description', 500);
  t = col.text(t, 'screenJson', true);
  t = col.int(t, 'sortCode', 0);
  t = col.int(t, 'enabledMark', 1);
  t = col.ref(t, 'menuId');
  t = col.time(t, 'releasedAt');
  t = col.stamps(t);
  await t.execute();
  await db.schema.createIndex('base_data_screen_code_uq').unique().on('baseDataScreen').column('enCode').execute();
  await db.schema.createIndex('base_data_screen_name_uq').unique().on('baseDataScreen').column('fullName').execute();
}

/** 数据大屏 (issue 18). Online only: no device collection. */
export const dataScreenMigrations: NamedMigration[] = [{ name: '2026-12-04-1000-data-screen', up }];
