/** base_bill_rule: 单据规则, one row per kind of number (资产编号, 公文文号 …). */
export interface BillRuleTable {
  id: string;
  fullName: string;
  /** What business code asks BillNumber for (e.g. asset.code); unique. */
  enCode: string;
  category: string | null;
  prefix: string;
  /** '' or yyyy, yyyyMM, yyyyMMdd, yyMM, yyMMdd. */
  dateFormat: string;
  /** Between the date and the serial; printed only when there is a date. */
  separator: string;
  digits: number;
  startNumber: number;
  suffix: string;
  /** never, day, month, year. */
  resetPeriod: string;
  /** The last serial handed out (by BillNumber or a reservation); null before the first. */
  currentSeq: number | null;
  /** The period currentSeq belongs to ('' for never; 20261125, 202611, 2026). */
  periodKey: string;
  /** 10^digits − 1, kept beside digits so BillNumber checks the overflow in its one UPDATE. */
  maxSeq: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** base_bill_reservation: a range of serials a device took to hand out offline. */
export interface BillReservationTable {
  id: string;
  ruleId: string;
  userId: string;
  deviceId: string;
  periodKey: string;
  firstSeq: number;
  lastSeq: number;
  firstNumber: string;
  lastNumber: string;
  /** 'open' until the device releases it ('closed'); an open one past expiresAt is no longer handed out. */
  status: string;
  usedCount: number | null;
  returnedCount: number | null;
  creatorTime: number;
  expiresAt: number;
  closedTime: number | null;
}

export interface BillRuleTables {
  baseBillRule: BillRuleTable;
  baseBillReservation: BillReservationTable;
}

declare module '../../../../server/db/schema' {
  interface DB extends BillRuleTables {}
}
