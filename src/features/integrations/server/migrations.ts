import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';

async function up(db: MigrationDb) {
  let config = db.schema.createTable('baseIntegrationConfig');
  config = config.addColumn('vendor', 'varchar(32)', (c) => c.primaryKey());
  config = col.int(config, 'enabled', 0);
  config = col.str(config, 'corpId', 128, true);
  // Sealed (AES-256-GCM, ADR 0038): longer than the plain secret.
  config = col.text(config, 'secret', true);
  config = col.str(config, 'agentId', 32, true);
  config = col.str(config, 'baseUrl', 300, true);
  config = col.int(config, 'pushMessages', 0);
  config = col.int(config, 'syncUsers', 1);
  config = col.str(config, 'rootDeptId', 20, true);
  config = col.stamps(config);
  await config.execute();

  let map = db.schema.createTable('baseIntegrationMapping');
  map = col.id(map);
  map = col.str(map, 'vendor', 32, true);
  map = col.str(map, 'localType', 20, true);
  map = col.ref(map, 'localId', true);
  map = col.str(map, 'remoteId', 128, true);
  map = col.time(map, 'syncTime', true);
  await map.execute();
  await db.schema.createIndex('base_integration_mapping_local_uq').unique().on('baseIntegrationMapping').columns(['vendor', 'localType', 'localId']).execute();
  await db.schema.createIndex('base_integration_mapping_remote_ix').on('baseIntegrationMapping').columns(['vendor', 'localType', 'remoteId']).execute();

  let log = db.schema.createTable('baseIntegrationLog');
  log = col.id(log);
  log = col.str(log, 'vendor', 32, true);
  log = col.str(log, 'kind', 20, true);
  log = col.int(log, 'created', 0);
  log = col.int(log, 'updated', 0);
  log = col.int(log, 'failed', 0);
  log = col.int(log, 'success', 0);
  log = col.text(log, 'errorText');
  log = col.ref(log, 'creatorUserId');
  log = col.time(log, 'creatorTime', true);
  await log.execute();
  await db.schema.createIndex('base_integration_log_time_ix').on('baseIntegrationLog').columns(['vendor', 'creatorTime']).execute();
}

/** 第三方集成 (issue 17, ADR 0038): per-vendor configuration, id mappings, the sync log. */
export const integrationMigrations: NamedMigration[] = [{ name: '2026-12-02-0900-integrations', up }];
