/** 门户 (issue 18, ADR 0042): one row per portal design. */
export interface BasePortalTable {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  description: string | null;
  /** JSON: PortalWidget[] (the 12-column grid). */
  layoutJson: string;
  sortCode: number;
  enabledMark: number;
  /** The type 8 menu a release made (kept across re-releases, so they update it). */
  menuId: string | null;
  releasedAt: number | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** 分配: a portal for a role's members or for one user (objectType Role | User). */
export interface BasePortalAssignTable {
  id: string;
  portalId: string;
  objectType: string;
  objectId: string;
  creatorTime: number;
}

export interface PortalTables {
  basePortal: BasePortalTable;
  basePortalAssign: BasePortalAssignTable;
}

declare module '../../../server/db/schema' {
  interface DB extends PortalTables {}
}
