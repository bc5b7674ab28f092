/** 合同 (issue 17). */
export interface BizContractTable {
  id: string;
  contractNo: string;
  fullName: string;
  contractType: string;
  partyA: string;
  partyB: string;
  /** 元, numeric(14,2): PostgreSQL answers text, SQLite a number; read through `amountText`. */
  amount: string | number;
  signDate: number;
  startDate: number;
  endDate: number;
  ownerUserId: string;
  /** The owner's department when saved: what the menu's data scope reads. */
  organizeId: string | null;
  /** Attachments as uploaded (JSON array of UploadedFile); their ids are checked against base_file. */
  files: string;
  description: string;
  status: number;
  flowTaskId: string | null;
  /** The expiry reminders already sent (JSON array of day counts, e.g. [30, 7]). */
  remindedDays: string;
  version: number;
  creatorUserId: string;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export interface ContractTables {
  bizContract: BizContractTable;
}

declare module '../../../server/db/schema' {
  interface DB extends ContractTables {}
}
