/** 疫情防控 (issue 17): one row per user and day. */
export interface BizEpidemicReportTable {
  /** reportIdOf(userId, reportDate). */
  id: string;
  userId: string;
  /** The user's department when reported: what the department view groups by. */
  organizeId: string | null;
  /** YYYY-MM-DD, China time. */
  reportDate: string;
  /** Tenths of a degree (365 = 36.5℃): the same integer on both databases and on the device. */
  temperatureTenths: number;
  healthState: string;
  atRiskArea: number;
  travel: string;
  note: string;
  creatorUserId: string;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export interface EpidemicTables {
  bizEpidemicReport: BizEpidemicReportTable;
}

declare module '../../../server/db/schema' {
  interface DB extends EpidemicTables {}
}
