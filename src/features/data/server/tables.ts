/** base_data_source: an external database (the system database is id 0 and never stored). */
export interface DataSourceTable {
  id: string;
  fullName: string;
  enCode: string;
  dbType: string;
  host: string;
  port: number | null;
  dbName: string;
  dbSchema: string;
  userName: string;
  /** AES-256-GCM of the password (secret-box.ts); null without one. Never answered. */
  passwordEnc: string | null;
  readOnly: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** base_data_model: a table of the system database 数据建模 created; only these are alterable. */
export interface DataModelTable {
  id: string;
  tableName: string;
  fullName: string;
  /** The fields as last saved (types, lengths, comments: SQLite keeps no comments). */
  fieldsJson: string;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** base_data_interface (SPEC §7 DataInterface). */
export interface DataInterfaceTable {
  id: string;
  fullName: string;
  enCode: string;
  type: string;
  dataSourceId: string | null;
  query: string;
  method: string;
  headersJson: string;
  paramsJson: string;
  fieldMappingJson: string;
  isWrite: number;
  enabledMark: number;
  sortCode: number;
  description: string | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** base_data_interface_log (SPEC §7 DataInterfaceLog): one row per call. */
export interface DataInterfaceLogTable {
  id: string;
  interfaceId: string;
  invokTime: number;
  invokWasteTime: number;
  userId: string | null;
  /** preview, list, info, infoByIds. */
  invokType: string;
  /** ok or error. */
  outcome: string;
  message: string | null;
  rows: number | null;
}

/** base_data_sync: one 数据同步 (copy a table from one source to another). */
export interface DataSyncTable {
  id: string;
  fullName: string;
  enCode: string;
  sourceId: string;
  sourceTable: string;
  targetId: string;
  targetTable: string;
  /** full or key. */
  mode: string;
  keyColumn: string | null;
  /** [{source, target}]; empty: the columns both tables have, by name. */
  columnsJson: string;
  batchSize: number;
  /** 1: run by the 定时任务 task data.sync. */
  scheduled: number;
  enabledMark: number;
  sortCode: number;
  description: string | null;
  lastRunTime: number | null;
  lastOutcome: string | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** base_data_sync_log: one run of a sync. */
export interface DataSyncLogTable {
  id: string;
  syncId: string;
  startTime: number;
  duration: number;
  /** manual or schedule. */
  trigger: string;
  userId: string | null;
  rowsRead: number;
  rowsWritten: number;
  /** ok or error. */
  outcome: string;
  message: string | null;
}

export interface DataTables {
  baseDataSource: DataSourceTable;
  baseDataModel: DataModelTable;
  baseDataInterface: DataInterfaceTable;
  baseDataInterfaceLog: DataInterfaceLogTable;
  baseDataSync: DataSyncTable;
  baseDataSyncLog: DataSyncLogTable;
}

declare module '../../../server/db/schema' {
  interface DB extends DataTables {}
}
