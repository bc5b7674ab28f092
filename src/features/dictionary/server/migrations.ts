import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { dictionarySearchUp } from './search';
import { dictionarySeed } from './seed-data';

async function createAndSeed(db: MigrationDb) {
  let t = db.schema.createTable('baseDictionaryType');
  t = col.id(t);
  t = col.ref(t, 'parentId', true);
  t = col.str(t, 'fullName', 50, true);
  t = col.str(t, 'enCode', 50, true);
  t = col.int(t, 'isTree', 0);
  t = col.int(t, 'sortCode', 0);
  t = col.int(t, 'enabledMark', 1);
  t = col.str(t, 'description', 500);
  t = col.time(t, 'creatorTime', true);
  t = col.time(t, 'lastModifyTime');
  await t.execute();
  await db.schema.createIndex('base_dictionary_type_code_uq').unique().on('baseDictionaryType').column('enCode').execute();

  let d = db.schema.createTable('baseDictionaryData');
  d = col.id(d);
  d = col.ref(d, 'dictionaryTypeId', true);
  d = col.ref(d, 'parentId', true);
  d = col.str(d, 'fullName', 50, true);
  d = col.str(d, 'enCode', 50, true);
  d = col.int(d, 'sortCode', 0);
  d = col.int(d, 'enabledMark', 1);
  d = col.str(d, 'description', 500);
  d = col.str(d, 'styleJson', 500);
  d = col.time(d, 'creatorTime', true);
  d = col.time(d, 'lastModifyTime');
  await d.execute();
  await db.schema.createIndex('base_dictionary_data_type_ix').on('baseDictionaryData').columns(['dictionaryTypeId', 'parentId', 'sortCode']).execute();

  const { types, data } = dictionarySeed(Date.now());
  await db.insertInto('baseDictionaryType').values(types).execute();
  await db.insertInto('baseDictionaryData').values(data).execute();
}

/** The two tables and the dictionaries other features need (itemType, itemStatus, businessType, industry). */
async function up(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await createAndSeed(db);
  else await db.transaction().execute(createAndSeed);
}

/** Devices keep dictionaries offline: their changes go to sync_change like the directory's. */
async function syncUp(db: MigrationDb) {
  await addSyncTriggers(db, [
    { table: 'base_dictionary_type', collection: 'dictionaries' },
    { table: 'base_dictionary_data', collection: 'dictionaryData' },
  ]);
}

export const dictionaryMigrations: NamedMigration[] = [
  { name: '2026-11-21-0800-dictionary', up },
  { name: '2026-11-21-0801-dictionary-sync', up: syncUp },
  { name: '2026-11-24-0800-dictionary-search', up: dictionarySearchUp },
];
