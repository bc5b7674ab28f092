import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { PRINT_TEMPLATE_COLLECTION } from '../contract';

async function up(db: MigrationDb) {
  let t = db.schema.createTable('basePrintTemplate');
  t = col.id(t);
  t = col.str(t, 'fullName', 50, true);
  t = col.str(t, 'enCode', 50, true);
  t = col.str(t, 'category', 50, true);
  t = col.text(t, 'templateJson', true);
  t = col.int(t, 'sortCode', 0);
  t = col.int(t, 'enabledMark', 1);
  t = col.str(t, 'description', 500);
  t = col.stamps(t);
  await t.execute();
  await db.schema.createIndex('base_print_template_code_uq').unique().on('basePrintTemplate').column('enCode').execute();
  await db.schema.createIndex('base_print_template_category_ix').on('basePrintTemplate').columns(['category', 'sortCode']).execute();
}

/** Devices keep the enabled templates (the `printTemplates` collection) to print offline. */
async function syncUp(db: MigrationDb) {
  await addSyncTriggers(db, [{ table: 'base_print_template', collection: PRINT_TEMPLATE_COLLECTION }]);
}

/** 打印模板 (issue 14). */
export const printMigrations: NamedMigration[] = [
  { name: '2026-11-27-0900-print-template', up },
  { name: '2026-11-29-0900-print-template-sync', up: syncUp },
];
