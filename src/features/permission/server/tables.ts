export interface ColumnSettingTable {
  id: string;
  userId: string;
  moduleId: string;
  /** JSON text of [{prop, label, visible}] as the list page saved it. */
  fieldList: string;
  updatedAt: number;
}

export interface PermissionTables {
  baseColumnSetting: ColumnSettingTable;
}

// Kysely's DB type is the shell's; each feature adds its tables to it here, so no central list names them.
declare module '../../../server/db/schema' {
  interface DB extends PermissionTables {}
}
