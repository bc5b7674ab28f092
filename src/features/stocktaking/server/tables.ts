import type { ItemResult, ScanResult, ScopeType, StocktakeStatus } from '../contract';

/** st_stocktake: one stocktake of a scope (ADR 0008). */
export interface StocktakeTable {
  id: string;
  name: string;
  scopeType: ScopeType;
  /** Unit (ent) or department (dept) id; null for a location stocktake. */
  scopeId: string | null;
  scopeName: string | null;
  /** Location text for a location stocktake. */
  location: string | null;
  status: StocktakeStatus;
  creatorId: string;
  creatorName: string;
  createdAt: number;
  completedAt: number | null;
  appliedAt: number | null;
}

/** st_stocktake_checker: who may scan a stocktake. */
export interface StocktakeCheckerTable {
  stocktakeId: string;
  userId: string;
}

/** st_stocktake_item: the items expected at creation, and what the scans made of them. */
export interface StocktakeItemTable {
  id: string;
  stocktakeId: string;
  itemId: string;
  assetCode: string;
  itemName: string;
  itemTypeName: string | null;
  expectedEntId: string | null;
  expectedEntName: string | null;
  expectedDeptId: string | null;
  expectedDeptName: string | null;
  expectedUserName: string | null;
  expectedLocation: string | null;
  thumbUrl: string | null;
  result: ItemResult | null;
  foundLocation: string | null;
  foundBy: string | null;
  foundByName: string | null;
  foundAt: number | null;
  /** The winning (first found/moved, not undone) scan. */
  firstScanId: string | null;
}

/** st_stocktake_scan: every scan, kept even when undone or a duplicate. */
export interface StocktakeScanTable {
  /** Born on the device. */
  id: string;
  stocktakeId: string;
  code: string;
  itemId: string | null;
  result: ScanResult;
  location: string | null;
  entId: string | null;
  deptId: string | null;
  note: string | null;
  photoUrl: string | null;
  scannedBy: string;
  scannedByName: string;
  scannedAt: number;
  deviceId: string | null;
  undone: number;
  /** When the server received it: the order in which scans win. */
  createdAt: number;
}

export interface StocktakingTables {
  stStocktake: StocktakeTable;
  stStocktakeChecker: StocktakeCheckerTable;
  stStocktakeItem: StocktakeItemTable;
  stStocktakeScan: StocktakeScanTable;
}

// Kysely's DB type is the shell's; each feature adds its tables to it here, so no central list names them.
declare module '../../../server/db/schema' {
  interface DB extends StocktakingTables {}
}
