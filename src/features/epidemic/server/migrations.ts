import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { EPIDEMIC_COLLECTION } from '../contract';

async function up(db: MigrationDb) {
  let t = db.schema.createTable('bizEpidemicReport');
  t = col.id(t);
  t = col.ref(t, 'userId', true);
  t = col.ref(t, 'organizeId');
  t = col.str(t, 'reportDate', 10, true);
  t = col.int(t, 'temperatureTenths', 0);
  t = col.str(t, 'healthState', 20, true);
  t = col.int(t, 'atRiskArea', 0);
  t = col.str(t, 'travel', 200, true);
  t = col.str(t, 'note', 200, true);
  t = col.stamps(t);
  await t.execute();
  // One report per user and day; the department view reads a day's reports.
  await db.schema.createIndex('biz_epidemic_user_day_uq').unique().on('bizEpidemicReport').columns(['userId', 'reportDate']).execute();
  await db.schema.createIndex('biz_epidemic_day_ix').on('bizEpidemicReport').columns(['reportDate', 'organizeId']).execute();
  await addSyncTriggers(db, [{ table: 'biz_epidemic_report', collection: EPIDEMIC_COLLECTION }]);
}

/** 疫情防控 (issue 17). */
export const epidemicMigrations: NamedMigration[] = [{ name: '2026-12-01-1000-epidemic', up }];
