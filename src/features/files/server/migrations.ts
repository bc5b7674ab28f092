import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { FILES_COLLECTION } from './collections';

async function createTables(db: MigrationDb) {
  let t = db.schema.createTable('baseFile');
  t = col.id(t);
  t = col.str(t, 'fullName', 255, true);
  t = t.addColumn('fileSize', 'bigint', (c) => c.notNull());
  t = col.str(t, 'fileExtension', 20, true);
  t = col.str(t, 'fileKind', 20, true);
  t = col.str(t, 'mimeType', 100, true);
  t = col.str(t, 'identifier', 32, true);
  t = col.str(t, 'ownerType', 50);
  t = col.ref(t, 'ownerId');
  t = col.ref(t, 'creatorUserId', true);
  t = col.time(t, 'creatorTime', true);
  await t.execute();
  await db.schema.createIndex('base_file_identifier_ix').on('baseFile').column('identifier').execute();
  await db.schema.createIndex('base_file_creator_ix').on('baseFile').columns(['creatorUserId', 'creatorTime']).execute();
  await db.schema.createIndex('base_file_owner_ix').on('baseFile').columns(['ownerType', 'ownerId']).execute();

  let z = db.schema.createTable('baseFileZip');
  z = col.id(z);
  z = col.ref(z, 'creatorUserId', true);
  z = col.str(z, 'fullName', 120, true);
  z = col.text(z, 'fileIdsJson', true);
  z = col.time(z, 'expiresAt', true);
  z = col.time(z, 'creatorTime', true);
  await z.execute();
  await db.schema.createIndex('base_file_zip_expires_ix').on('baseFileZip').column('expiresAt').execute();
}

/** The file records (issue 11), and their changes for devices (the `files` collection). */
async function up(db: MigrationDb) {
  const all = async (tx: MigrationDb) => {
    await createTables(tx);
    await addSyncTriggers(tx, [{ table: 'base_file', collection: FILES_COLLECTION }]);
  };
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await all(db);
  else await db.transaction().execute(all);
}

export const fileMigrations: NamedMigration[] = [{ name: '2026-11-25-0800-files', up }];
