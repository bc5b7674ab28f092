import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';

async function up(db: MigrationDb) {
  let t = db.schema.createTable('baseColumnSetting');
  t = col.id(t);
  t = col.ref(t, 'userId', true);
  t = col.ref(t, 'moduleId', true);
  t = col.text(t, 'fieldList', true);
  t = col.time(t, 'updatedAt', true);
  await t.execute();
  await db.schema.createIndex('base_column_setting_uq').unique().on('baseColumnSetting').columns(['userId', 'moduleId']).execute();
}

export const permissionMigrations: NamedMigration[] = [{ name: '2026-11-21-0300-permission-columns', up }];
