/** 采购计划登记 (issue 17). */
export interface BizPurchaseTable {
  id: string;
  purchaseNo: string;
  /** The department's unit (nearest company) when saved. */
  applEntId: string | null;
  applDeptId: string;
  useUserId: string;
  reason: string;
  expectedDate: number | null;
  /** The item rows (JSON array of PurchaseItem): they belong to the request and travel with it. */
  items: string;
  /** The rows' names joined (what the list's keyword searches). */
  itemNames: string;
  /** 元, numeric(14,2): PostgreSQL answers text, SQLite a number. */
  totalAmount: string | number;
  /** Attachments as uploaded (JSON array of UploadedFile). */
  files: string;
  description: string;
  status: number;
  flowTaskId: string | null;
  assetPlanId: string | null;
  version: number;
  creatorUserId: string;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export interface PurchaseTables {
  bizPurchase: BizPurchaseTable;
}

declare module '../../../server/db/schema' {
  interface DB extends PurchaseTables {}
}
