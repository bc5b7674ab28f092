/** 投资备案 (issue 17). Money columns are 万元, numeric(14,2). */
export interface BizInvestmentTable {
  id: string;
  filingNo: string;
  projectName: string;
  industry: string;
  scale: string;
  unitId: string;
  location: string;
  totalInvestment: string | number;
  selfFunds: string | number;
  loanFunds: string | number;
  otherFunds: string | number;
  startDate: number;
  endDate: number;
  ownerUserId: string;
  contactPhone: string;
  overview: string;
  /** Attachments (JSON array of UploadedFile). */
  files: string;
  status: number;
  flowTaskId: string | null;
  version: number;
  creatorUserId: string;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export interface InvestmentTables {
  bizInvestment: BizInvestmentTable;
}

declare module '../../../server/db/schema' {
  interface DB extends InvestmentTables {}
}
