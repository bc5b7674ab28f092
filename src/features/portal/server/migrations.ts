import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';

async function up(db: MigrationDb) {
  let t = db.schema.createTable('basePortal');
  t = col.id(t);
  t = col.str(t, 'fullName', 50, true);
  t = col.str(t, 'enCode', 50, true);
  t = col.str(t, 'category', 50, true);
  t = col.str(t, 'description', 500);
  t = col.text(t, 'layoutJson', true);
  t = col.int(t, 'sortCode', 0);
  t = col.int(t, 'enabledMark', 1);
  t = col.ref(t, 'menuId');
  t = col.time(t, 'releasedAt');
  t = col.stamps(t);
  await t.execute();
  await db.schema.createIndex('base_portal_code_uq').unique().on('basePortal').column('enCode').execute();
  await db.schema.createIndex('base_portal_name_uq').unique().on('basePortal').column('fullName').execute();

  let a = db.schema.createTable('basePortalAssign');
  a = col.id(a);
  a = col.ref(a, 'portalId', true);
  a = col.str(a, 'objectType', 10, true);
  a = col.ref(a, 'objectId', true);
  a = col.time(a, 'creatorTime', true);
  await a.execute();
  await db.schema.createIndex('base_portal_assign_uq').unique().on('basePortalAssign').columns(['portalId', 'objectType', 'objectId']).execute();
  await db.schema.createIndex('base_portal_assign_object_ix').on('basePortalAssign').columns(['objectType', 'objectId']).execute();
}

/** 门户 (issue 18). Online only: no device collection (/home keeps its last answer itself). */
export const portalMigrations: NamedMigration[] = [{ name: '2026-12-03-1000-portal', up }];
