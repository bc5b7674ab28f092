/** 报表 (issue 18, ADR 0040): one row per report design. */
export interface BaseDataReportTable {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  /** The data interface (数据接口) the report runs. */
  interfaceId: string;
  /** JSON: ReportParam[]. */
  paramsJson: string;
  /** JSON: TableLayout. */
  tableJson: string;
  /** JSON: ChartDef[]. */
  chartsJson: string;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  /** The type 5 menu a release made (kept across re-releases, so they update it). */
  menuId: string | null;
  releasedAt: number | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export interface ReportTables {
  baseDataReport: BaseDataReportTable;
}

declare module '../../../server/db/schema' {
  interface DB extends ReportTables {}
}
