import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';

async function create(db: MigrationDb) {
  let s = db.schema.createTable('baseDataSource');
  s = col.id(s);
  s = col.str(s, 'fullName', 50, true);
  s = col.str(s, 'enCode', 50, true);
  s = col.str(s, 'dbType', 20, true);
  s = col.str(s, 'host', 255, true);
  s = col.int(s, 'port');
  s = col.str(s, 'dbName', 255, true);
  s = col.str(s, 'dbSchema', 63, true);
  s = col.str(s, 'userName', 100, true);
  s = col.text(s, 'passwordEnc');
  s = col.int(s, 'readOnly', 1);
  s = col.int(s, 'sortCode', 0);
  s = col.int(s, 'enabledMark', 1);
  s = col.str(s, 'description', 500);
  s = col.ref(s, 'creatorUserId');
  s = col.time(s, 'creatorTime', true);
  s = col.ref(s, 'lastModifyUserId');
  s = col.time(s, 'lastModifyTime');
  await s.execute();
  await db.schema.createIndex('base_data_source_code_uq').unique().on('baseDataSource').column('enCode').execute();

  let m = db.schema.createTable('baseDataModel');
  m = col.id(m);
  m = col.str(m, 'tableName', 64, true);
  m = col.str(m, 'fullName', 100, true);
  m = col.text(m, 'fieldsJson', true);
  m = col.ref(m, 'creatorUserId');
  m = col.time(m, 'creatorTime', true);
  m = col.ref(m, 'lastModifyUserId');
  m = col.time(m, 'lastModifyTime');
  await m.execute();
  await db.schema.createIndex('base_data_model_table_uq').unique().on('baseDataModel').column('tableName').execute();

  let i = db.schema.createTable('baseDataInterface');
  i = col.id(i);
  i = col.str(i, 'fullName', 50, true);
  i = col.str(i, 'enCode', 50, true);
  i = col.str(i, 'type', 10, true);
  i = col.ref(i, 'dataSourceId');
  i = col.text(i, 'query', true);
  i = col.str(i, 'method', 10, true);
  i = col.text(i, 'headersJson', true);
  i = col.text(i, 'paramsJson', true);
  i = col.text(i, 'fieldMappingJson', true);
  i = col.int(i, 'isWrite', 0);
  i = col.int(i, 'enabledMark', 1);
  i = col.int(i, 'sortCode', 0);
  i = col.str(i, 'description', 500);
  i = col.ref(i, 'creatorUserId');
  i = col.time(i, 'creatorTime', true);
  i = col.ref(i, 'lastModifyUserId');
  i = col.time(i, 'lastModifyTime');
  await i.execute();
  await db.schema.createIndex('base_data_interface_code_uq').unique().on('baseDataInterface').column('enCode').execute();

  let l = db.schema.createTable('baseDataInterfaceLog');
  l = col.id(l);
  l = col.ref(l, 'interfaceId', true);
  l = col.time(l, 'invokTime', true);
  l = col.int(l, 'invokWasteTime', 0);
  l = col.ref(l, 'userId');
  l = col.str(l, 'invokType', 20, true);
  l = col.str(l, 'outcome', 10, true);
  l = col.str(l, 'message', 500);
  l = col.int(l, 'rows');
  await l.execute();
  await db.schema.createIndex('base_data_interface_log_ix').on('baseDataInterfaceLog').columns(['interfaceId', 'invokTime']).execute();
}

async function up(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await create(db);
  else await db.transaction().execute(create);
}

async function createSync(db: MigrationDb) {
  let s = db.schema.createTable('baseDataSync');
  s = col.id(s);
  s = col.str(s, 'fullName', 50, true);
  s = col.str(s, 'enCode', 50, true);
  s = col.ref(s, 'sourceId', true);
  s = col.str(s, 'sourceTable', 128, true);
  s = col.ref(s, 'targetId', true);
  s = col.str(s, 'targetTable', 128, true);
  s = col.str(s, 'mode', 10, true);
  s = col.str(s, 'keyColumn', 128);
  s = col.text(s, 'columnsJson', true);
  s = col.int(s, 'batchSize', 500);
  s = col.int(s, 'scheduled', 0);
  s = col.int(s, 'enabledMark', 1);
  s = col.int(s, 'sortCode', 0);
  s = col.str(s, 'description', 500);
  s = col.time(s, 'lastRunTime');
  s = col.str(s, 'lastOutcome', 10);
  s = col.ref(s, 'creatorUserId');
  s = col.time(s, 'creatorTime', true);
  s = col.ref(s, 'lastModifyUserId');
  s = col.time(s, 'lastModifyTime');
  await s.execute();
  await db.schema.createIndex('base_data_sync_code_uq').unique().on('baseDataSync').column('enCode').execute();

  let l = db.schema.createTable('baseDataSyncLog');
  l = col.id(l);
  l = col.ref(l, 'syncId', true);
  l = col.time(l, 'startTime', true);
  l = col.int(l, 'duration', 0);
  l = col.str(l, 'trigger', 10, true);
  l = col.ref(l, 'userId');
  l = col.int(l, 'rowsRead', 0);
  l = col.int(l, 'rowsWritten', 0);
  l = col.str(l, 'outcome', 10, true);
  l = col.str(l, 'message', 500);
  await l.execute();
  await db.schema.createIndex('base_data_sync_log_ix').on('baseDataSyncLog').columns(['syncId', 'startTime']).execute();
}

const inTransaction = (create: (db: MigrationDb) => Promise<void>) => async (db: MigrationDb) => {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await create(db);
  else await db.transaction().execute(create);
};

/** 数据连接, 数据建模, 数据接口 and its call log (issue 14); 数据同步 and its run log. */
export const dataMigrations: NamedMigration[] = [
  { name: '2026-11-27-1000-data', up },
  { name: '2026-11-28-1000-data-sync', up: inTransaction(createSync) },
];
