/** base_print_template: 打印模板 (ADR 0031). */
export interface PrintTemplateTable {
  id: string;
  fullName: string;
  /** Unique. */
  enCode: string;
  /** The data kind it binds to: a print source's kind (assetPlan, assetItem …). */
  category: string;
  /** The template document (contract/template.ts), as JSON. */
  templateJson: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export interface PrintTables {
  basePrintTemplate: PrintTemplateTable;
}

declare module '../../../server/db/schema' {
  interface DB extends PrintTables {}
}
