/** The fixed-asset tables of ADR 0008 (Kysely camelCase; snake_case in SQL). Times are epoch ms. */
export interface FaPlanTable {
  id: string;
  applEntId: string;
  applEntName: string;
  applDeptId: string;
  applDeptName: string;
  useUserId: string;
  useUserName: string;
  creatorUserId: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface FaPlanDtlTable {
  id: string;
  planId: string;
  itemName: string;
  /** itemType dictionary enCode. */
  itemType: string;
  itemTypeName: string;
  itemNum: number;
  /** Items stored from this row so far. */
  hasApplNum: number;
  sortCode: number;
  creatorTime: number;
}

export interface FaPlanLogTable {
  id: string;
  planId: string;
  /** §3 snake_case payloads as JSON text. */
  changeApplJson: string;
  changeDtlListJson: string;
  changeUserId: string;
  changeUserName: string;
  creatorTime: number;
}

export interface FaItemTable {
  id: string;
  assetCode: string;
  planId: string | null;
  planDtlId: string | null;
  itemName: string;
  itemType: string;
  itemTypeName: string;
  brand: string;
  specification: string;
  /** 元, two decimals, as text. */
  unitPrice: string;
  storageTime: number;
  /** itemStatus enCode '1'…'6'. */
  status: string;
  nowEntId: string | null;
  nowEntName: string | null;
  nowDeptId: string | null;
  nowDeptName: string | null;
  nowUserId: string | null;
  nowUserName: string | null;
  location: string | null;
  /** JSON list `[{name,url}]`. */
  attach: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface FaItemLogTable {
  id: string;
  itemId: string;
  kind: string;
  entId: string | null;
  entName: string | null;
  deptId: string | null;
  deptName: string | null;
  userId: string | null;
  userName: string | null;
  /** Item status after the action. */
  status: string;
  remark: string | null;
  operatorId: string;
  operatorName: string;
  createAt: number;
}

/** Daily serials of the asset-code bill rule (one row per day, raised inside the storing transaction). */
export interface FaCodeSerialTable {
  day: string;
  lastSerial: number;
}

/** View fa_plan_sync: a plan with its rows as JSON text, what devices pull (collection `assetPlans`). Read only. */
export interface FaPlanSyncView extends FaPlanTable {
  creatorUserName: string | null;
  /** JSON array of {id, itemName, itemType, itemTypeName, itemNum, hasApplNum, sortCode, creatorTime}. */
  rowsJson: string;
}

export interface AssetTables {
  faPlan: FaPlanTable;
  faPlanDtl: FaPlanDtlTable;
  faPlanLog: FaPlanLogTable;
  faItem: FaItemTable;
  faItemLog: FaItemLogTable;
  faCodeSerial: FaCodeSerialTable;
  faPlanSync: FaPlanSyncView;
}

// Kysely's DB type is the shell's; each feature adds its tables to it here, so no central list names them.
declare module '../../../server/db/schema' {
  interface DB extends AssetTables {}
}
