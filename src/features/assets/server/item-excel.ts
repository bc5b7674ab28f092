import ExcelJS from 'exceljs';
import { ITEM_STATUS_NAME, type ItemRow, type ItemStatusCode } from '../contract';
import { chinaDay } from './asset-code';

/** Epoch ms → 'YYYY-MM-DD HH:mm:ss' in China Standard Time. */
export function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export const ITEM_EXPORT_COLUMNS: [string, string, number][] = [
  ['assetCode', '资产编码', 18], ['itemName', '物品名称', 20], ['itemTypeName', '物品类型', 12], ['brand', '品牌', 14], ['specification', '规格型号', 20],
  ['unitPrice', '单价(元)', 14], ['storageTime', '入库时间', 20], ['status', '状态', 8], ['nowEntName', '使用单位', 16], ['nowDeptName', '使用部门', 16],
  ['nowUserName', '使用人', 10], ['location', '存放位置', 14],
];

/** One sheet of items as the list shows them; prices as numbers with two decimals. */
export async function itemWorkbook(sheetName: string, rows: ItemRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(sheetName);
  sheet.columns = ITEM_EXPORT_COLUMNS.map(([key, header, width]) => ({ key, header, width, style: key === 'unitPrice' ? { numFmt: '#,##0.00' } : { numFmt: '@' } }));
  for (const r of rows) {
    sheet.addRow({
      ...r,
      unitPrice: Number(r.unitPrice),
      storageTime: chinaTime(r.storageTime),
      status: ITEM_STATUS_NAME[r.status as ItemStatusCode] ?? r.status,
      nowEntName: r.nowEntName ?? '', nowDeptName: r.nowDeptName ?? '', nowUserName: r.nowUserName ?? '', location: r.location ?? '',
    });
  }
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const exportFileName = (base: string, now = Date.now()) => `${base}${chinaDay(now)}.xlsx`;
