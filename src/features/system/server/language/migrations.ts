import type { MigrationDb, NamedMigration } from '../../../../server/db/migration-kit';
import { col } from '../../../../server/db/migration-kit';
import { addGenerationTriggers } from '../../../../server/db/generations';

async function create(db: MigrationDb) {
  let t = db.schema.createTable('baseLangOverride');
  t = col.id(t);
  t = col.str(t, 'ns', 60, true);
  t = col.str(t, 'langKey', 200, true);
  t = col.text(t, 'zh');
  t = col.text(t, 'zhtw');
  t = col.text(t, 'en');
  t = col.ref(t, 'lastModifyUserId');
  t = col.time(t, 'lastModifyTime', true);
  await t.execute();
  await db.schema.createIndex('base_lang_override_key_uq').unique().on('baseLangOverride').columns(['ns', 'langKey']).execute();
  // Clients keep the overrides with this generation and fetch them again only when it moved.
  await addGenerationTriggers(db, 'language', [{ table: 'base_lang_override' }]);
}

async function up(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await create(db);
  else await db.transaction().execute(create);
}

export const languageMigrations: NamedMigration[] = [{ name: '2026-11-27-0300-language-overrides', up }];
