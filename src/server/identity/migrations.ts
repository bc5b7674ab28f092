import type { MigrationDb, NamedMigration } from '../db/migration-kit';
import { col } from '../db/migration-kit';
import { addGenerationTriggers, createGenerationTable } from '../db/generations';
import { createSearchIndex } from '../db/search-index';
import { ACCESS_SOURCES, USER_LIST_SOURCES, USER_SEARCH } from './search-and-generations';

async function up(db: MigrationDb) {
  let user = db.schema.createTable('baseUser');
  user = col.id(user);
  user = col.str(user, 'account', 50, true).addUniqueConstraint('base_user_account_uq', ['account']);
  user = col.str(user, 'realName', 50, true);
  user = col.str(user, 'passwordHash', 200, true);
  user = col.str(user, 'mobilePhone', 20);
  user = col.str(user, 'email', 100);
  user = col.int(user, 'gender');
  user = col.str(user, 'idCard', 20);
  user = col.text(user, 'headIcon');
  user = col.ref(user, 'organizeId');
  user = col.ref(user, 'positionId');
  user = col.ref(user, 'managerId');
  user = col.int(user, 'isAdministrator', 0);
  user = col.int(user, 'enabledMark', 1);
  user = col.int(user, 'loginErrorCount', 0);
  user = col.time(user, 'lockUntil');
  user = col.str(user, 'theme', 20);
  user = col.str(user, 'language', 10);
  user = col.ref(user, 'portalId');
  user = col.int(user, 'sortCode', 0);
  user = col.text(user, 'description');
  user = col.time(user, 'creatorTime', true);
  user = col.time(user, 'lastModifyTime');
  await user.execute();
  await db.schema.createIndex('base_user_mobile_ix').on('baseUser').column('mobilePhone').execute();

  let org = db.schema.createTable('baseOrganize');
  org = col.id(org);
  org = col.ref(org, 'parentId', true);
  org = col.str(org, 'category', 20, true);
  org = col.str(org, 'fullName', 100, true);
  org = col.str(org, 'enCode', 50, true);
  org = col.text(org, 'organizeIdTree', true);
  org = col.ref(org, 'managerId');
  org = col.int(org, 'sortCode', 0);
  org = col.int(org, 'enabledMark', 1);
  org = col.text(org, 'description');
  org = col.time(org, 'creatorTime', true);
  org = col.time(org, 'lastModifyTime');
  await org.execute();
  await db.schema.createIndex('base_organize_parent_ix').on('baseOrganize').column('parentId').execute();

  for (const name of ['basePosition', 'baseRole', 'baseGroup'] as const) {
    let t = db.schema.createTable(name);
    t = col.id(t);
    t = col.str(t, 'fullName', 100, true);
    t = col.str(t, 'enCode', 50, true);
    if (name === 'basePosition') t = col.ref(t, 'organizeId', true);
    if (name === 'baseRole') t = col.int(t, 'globalMark', 1);
    if (name !== 'baseRole') t = col.str(t, 'type', 50);
    t = col.int(t, 'sortCode', 0);
    t = col.int(t, 'enabledMark', 1);
    t = col.text(t, 'description');
    t = col.time(t, 'creatorTime', true);
    await t.execute();
  }

  let rel = db.schema.createTable('baseUserRelation');
  rel = col.id(rel);
  rel = col.ref(rel, 'userId', true);
  rel = col.str(rel, 'objectType', 20, true);
  rel = col.ref(rel, 'objectId', true);
  rel = col.int(rel, 'sortCode', 0);
  await rel.execute();
  await db.schema.createIndex('base_user_relation_user_ix').on('baseUserRelation').columns(['userId', 'objectType']).execute();
  await db.schema.createIndex('base_user_relation_object_ix').on('baseUserRelation').columns(['objectId', 'objectType']).execute();

  let orgRel = db.schema.createTable('baseOrganizeRelation');
  orgRel = col.id(orgRel);
  orgRel = col.ref(orgRel, 'organizeId', true);
  orgRel = col.str(orgRel, 'objectType', 20, true);
  orgRel = col.ref(orgRel, 'objectId', true);
  await orgRel.execute();
  await db.schema.createIndex('base_organize_relation_object_ix').on('baseOrganizeRelation').columns(['objectId', 'objectType']).execute();

  let mod = db.schema.createTable('baseModule');
  mod = col.id(mod);
  mod = col.ref(mod, 'parentId', true);
  mod = col.int(mod, 'type', 2);
  mod = col.str(mod, 'enCode', 100, true).addUniqueConstraint('base_module_encode_uq', ['enCode']);
  mod = col.str(mod, 'fullName', 100, true);
  mod = col.text(mod, 'urlAddress');
  mod = col.str(mod, 'icon', 100);
  mod = col.int(mod, 'keepAlive', 1);
  mod = col.str(mod, 'linkTarget', 20);
  mod = col.text(mod, 'propertyJson');
  mod = col.int(mod, 'sortCode', 0);
  mod = col.int(mod, 'enabledMark', 1);
  mod = col.str(mod, 'category', 20, true);
  mod = col.text(mod, 'description');
  mod = col.time(mod, 'creatorTime', true);
  await mod.execute();

  for (const name of ['baseModuleButton', 'baseModuleColumn', 'baseModuleForm'] as const) {
    let t = db.schema.createTable(name);
    t = col.id(t);
    t = col.ref(t, 'moduleId', true);
    t = col.str(t, 'enCode', 100, true);
    t = col.str(t, 'fullName', 100, true);
    t = col.int(t, 'sortCode', 0);
    t = col.int(t, 'enabledMark', 1);
    await t.execute();
    await db.schema.createIndex(`${name}_module_ix`).on(name).column('moduleId').execute();
  }

  let auth = db.schema.createTable('baseAuthorize');
  auth = col.id(auth);
  auth = col.str(auth, 'itemType', 20, true);
  auth = col.ref(auth, 'itemId', true);
  auth = col.str(auth, 'objectType', 20, true);
  auth = col.ref(auth, 'objectId', true);
  auth = col.time(auth, 'creatorTime', true);
  await auth.execute();
  await db.schema.createIndex('base_authorize_object_ix').on('baseAuthorize').columns(['objectType', 'objectId']).execute();

  let cfg = db.schema.createTable('baseSysConfig');
  cfg = cfg.addColumn('key', 'varchar(100)', (c) => c.primaryKey());
  cfg = col.text(cfg, 'value', true);
  cfg = col.str(cfg, 'category', 50, true);
  await cfg.execute();
}

async function upDataSchemes(db: MigrationDb) {
  let t = db.schema.createTable('baseModuleDataScheme');
  t = col.id(t);
  t = col.ref(t, 'moduleId', true);
  t = col.str(t, 'enCode', 100, true);
  t = col.str(t, 'fullName', 100, true);
  t = col.str(t, 'scopeType', 30, true);
  t = col.text(t, 'conditionJson');
  t = col.text(t, 'description');
  t = col.time(t, 'creatorTime', true);
  await t.execute();
  await db.schema.createIndex('base_module_data_scheme_module_ix').on('baseModuleDataScheme').column('moduleId').execute();
}

/**
 * Issue 10 §2: generation counters (the access snapshot and list totals know when they are stale),
 * the user keyword index, and the indexes the user list sorts by.
 */
async function upListsAndSnapshots(db: MigrationDb) {
  await createGenerationTable(db);
  await addGenerationTriggers(db, 'access', ACCESS_SOURCES);
  await addGenerationTriggers(db, 'users', USER_LIST_SOURCES);
  await createSearchIndex(db, USER_SEARCH);
  await db.schema.createIndex('base_user_sort_ix').on('baseUser').columns(['sortCode', 'creatorTime desc', 'id']).execute();
  await db.schema.createIndex('base_user_name_ix').on('baseUser').columns(['realName', 'id']).execute();
  await db.schema.createIndex('base_user_time_ix').on('baseUser').columns(['creatorTime', 'id']).execute();
}

async function listsAndSnapshots(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await upListsAndSnapshots(db);
  else await db.transaction().execute(upListsAndSnapshots);
}

/** A menu's name in traditional Chinese and English (fullName is the simplified Chinese one). */
async function upModuleNames(db: MigrationDb) {
  await db.schema.alterTable('baseModule').addColumn('fullNameZhtw', 'varchar(100)').execute();
  await db.schema.alterTable('baseModule').addColumn('fullNameEn', 'varchar(100)').execute();
}

/** Menu administration (issue 13): hidden entries, the mark that keeps seeding off an edited built-in menu, edit time. */
async function upModuleAdmin(db: MigrationDb) {
  await db.schema.alterTable('baseModule').addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('baseModule').addColumn('customised', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('baseModule').addColumn('lastModifyTime', 'bigint').execute();
  await db.schema.createIndex('base_module_parent_ix').on('baseModule').columns(['parentId', 'sortCode']).execute();
}

export const identityMigrations: NamedMigration[] = [
  { name: '2026-11-21-0100-identity', up },
  { name: '2026-11-21-0110-data-schemes', up: upDataSchemes },
  { name: '2026-11-24-0100-lists-and-snapshots', up: listsAndSnapshots },
  { name: '2026-11-24-0110-module-names', up: upModuleNames },
  { name: '2026-11-27-0100-module-admin', up: upModuleAdmin },
];
