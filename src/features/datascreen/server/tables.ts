/** 数据大屏 (issue 18, ADR 0043): one row per screen design. */
export interface BaseDataScreenTable {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  description: string | null;
  /** JSON: ScreenDef (the 1920×1080 canvas, background, widgets). */
  screenJson: string;
  sortCode: number;
  enabledMark: number;
  /** The type 6 menu a release made (kept across re-releases, so they update it). */
  menuId: string | null;
  releasedAt: number | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export interface DataScreenTables {
  baseDataScreen: BaseDataScreenTable;
}

declare module '../../../server/db/schema' {
  interface DB extends DataScreenTables {}
}
