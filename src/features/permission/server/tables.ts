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
