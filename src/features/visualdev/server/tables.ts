/** visualdev_base: 在线开发 models (issue 15, ADR 0033). */
export interface VisualdevBaseTable {
  id: string;
  fullName: string;
  /** Unique. */
  enCode: string;
  category: string;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  /** The main table a release creates or uses; empty = vd_<enCode lower>. */
  tableName: string;
  /** The design: form schema and list configuration, as JSON. */
  formData: string;
  columnData: string;
  /** 0 draft, 1 released. */
  state: number;
  /** The tables of the last release (ModelTable[]), as JSON. */
  tablesJson: string;
  menuId: string | null;
  /** The snapshot released pages run on. */
  releasedForm: string | null;
  releasedColumns: string | null;
  releasedAt: number | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export interface VisualdevTables {
  visualdevBase: VisualdevBaseTable;
}

declare module '../../../server/db/schema' {
  interface DB extends VisualdevTables {}
}
