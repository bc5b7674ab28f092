import ExcelJS from 'exceljs';
import { chinaDateTime } from '../../../server/http/xlsx';
import type { DocReceiptLine } from '../contract';

const COLUMNS: [key: keyof Row, header: string, width: number][] = [
  ['realName', '姓名', 12], ['account', '账号', 14], ['organizeName', '部门', 20], ['from', '来源', 16],
  ['receivedAt', '接收时间', 20], ['readAt', '阅读时间', 20], ['signedAt', '签收时间', 20],
];
type Row = Record<'realName' | 'account' | 'organizeName' | 'from' | 'receivedAt' | 'readAt' | 'signedAt', string>;

/** The receipts of a document, the release's and the relays' (签收情况). */
export async function receiptsWorkbook(lines: readonly DocReceiptLine[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('签收情况');
  sheet.columns = COLUMNS.map(([key, header, width]) => ({ key, header, width, style: { numFmt: '@' } }));
  for (const l of lines) {
    const row: Row = {
      realName: l.realName, account: l.account, organizeName: l.organizeName, from: l.relayFromName ? `${l.relayFromName}传阅` : '发布',
      receivedAt: chinaDateTime(l.receivedAt), readAt: l.readAt ? chinaDateTime(l.readAt) : '未读', signedAt: l.signedAt ? chinaDateTime(l.signedAt) : '未签收',
    };
    sheet.addRow(row);
  }
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}
