import ExcelJS from 'exceljs';
import { chinaDateTime } from '../../../../server/http/xlsx';
import type { BillRuleRow, ReservationRow } from '../../contract';

type Column<R> = [header: string, width: number, value: (r: R) => string | number];

const RESET_NAME: Record<string, string> = { never: '不重置', day: '每天', month: '每月', year: '每年' };
const RESERVATION_STATUS: Record<ReservationRow['status'], string> = { open: '使用中', expired: '已过期', closed: '已归还' };

const RULE_COLUMNS: Column<BillRuleRow>[] = [
  ['业务名称', 18, (r) => r.fullName], ['业务编码', 20, (r) => r.enCode], ['业务分类', 10, (r) => r.category ?? ''],
  ['前缀', 10, (r) => r.prefix], ['日期格式', 10, (r) => r.dateFormat || '无'], ['分隔符', 8, (r) => r.separator],
  ['流水位数', 8, (r) => r.digits], ['起始流水号', 10, (r) => r.startNumber], ['后缀', 8, (r) => r.suffix],
  ['重置周期', 10, (r) => RESET_NAME[r.resetPeriod] ?? r.resetPeriod], ['当前流水号', 10, (r) => r.currentSeq ?? ''],
  ['下一个编号', 24, (r) => r.example], ['状态', 8, (r) => (r.enabledMark === 1 ? '启用' : '停用')], ['创建时间', 20, (r) => chinaDateTime(r.creatorTime)],
];

const RESERVATION_COLUMNS: Column<ReservationRow>[] = [
  ['预留人', 12, (r) => r.userName ?? ''], ['账号', 12, (r) => r.account ?? ''], ['设备', 38, (r) => r.deviceId],
  ['起始编号', 24, (r) => r.firstNumber], ['结束编号', 24, (r) => r.lastNumber], ['数量', 8, (r) => r.count],
  ['状态', 8, (r) => RESERVATION_STATUS[r.status]], ['已用', 8, (r) => r.usedCount ?? ''], ['归还', 8, (r) => r.returnedCount ?? ''],
  ['预留时间', 20, (r) => chinaDateTime(r.creatorTime)], ['有效至', 20, (r) => chinaDateTime(r.expiresAt)], ['归还时间', 20, (r) => chinaDateTime(r.closedTime)],
];

function addSheet<R>(wb: ExcelJS.Workbook, name: string, columns: Column<R>[], rows: R[]) {
  const sheet = wb.addWorksheet(name);
  // Text cells: codes like 0001 and long serials keep their digits.
  sheet.columns = columns.map(([header, width]) => ({ header, width, style: { numFmt: '@' } }));
  for (const r of rows) sheet.addRow(columns.map(([, , value]) => String(value(r))));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** The rules as the list shows them. */
export async function rulesWorkbook(rows: BillRuleRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  addSheet(wb, '单据规则', RULE_COLUMNS, rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** One rule and the ranges devices reserved of it (§7 {id}/Action/Export). */
export async function ruleWorkbook(rule: BillRuleRow, reservations: ReservationRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  addSheet(wb, '单据规则', RULE_COLUMNS, [rule]);
  addSheet(wb, '离线预留', RESERVATION_COLUMNS, reservations);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
