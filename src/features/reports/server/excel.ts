import ExcelJS from 'exceljs';
import { chinaDateTime } from '../../../server/http/xlsx';
import { EXCEL_FORMATS, toNumber, type ReportInfo, type ReportParam, type RunResult, type Summary } from '../contract';

const SUBTOTAL = '小计';
const TOTAL = '合计';

/** The parameters as one line: 物品状态：在用；物品类型：全部. */
export function paramsLine(params: readonly ReportParam[], values: RunResult['values']): string {
  return params.map((p) => `${p.label}：${values[p.name] === null || values[p.name] === undefined ? '全部' : String(values[p.name])}`).join('；');
}

/**
 * The report as an xlsx: title, parameters and fetch time, the header, each group's rows followed by
 * its 小计, then 合计 — the layout of the page. Numbers stay numbers, with Excel's own formats
 * (thousands separators, two decimals, percent, 元), so the file can be summed again.
 */
export async function reportWorkbook(info: ReportInfo, result: RunResult): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '轻办';
  const ws = wb.addWorksheet(info.fullName.slice(0, 31).replace(/[\\/?*[\]:]/g, '_'));
  const columns = info.table.enabled && info.table.columns.length
    ? info.table.columns
    : Object.keys(result.rows[0] ?? {}).map((field) => ({ field, title: field, width: null, align: 'left' as const, format: 'text' as const, summary: 'none' as const }));
  const width = Math.max(columns.length, 1);
  ws.columns = columns.map((c) => ({ width: Math.max(8, Math.round((c.width ?? 120) / 7)) }));

  const title = ws.addRow([info.fullName]);
  title.font = { bold: true, size: 14 };
  ws.mergeCells(1, 1, 1, width);
  title.alignment = { horizontal: 'center' };
  const meta = [paramsLine(info.params, result.values), `查询时间：${chinaDateTime(result.fetchedAt)}`].filter(Boolean).join('    ');
  ws.addRow([meta]);
  ws.mergeCells(2, 1, 2, width);
  const header = ws.addRow(columns.map((c) => c.title || c.field));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3F8' } };
    cell.border = { bottom: { style: 'thin' } };
  });

  const cellValue = (v: unknown, format: keyof typeof EXCEL_FORMATS) => {
    if (v === null || v === undefined) return null;
    if (format !== 'text') {
      const n = toNumber(v);
      if (n !== null) return n;
    }
    return typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);
  };
  const addData = (values: unknown[], bold = false) => {
    const row = ws.addRow(values.map((v, i) => cellValue(v, columns[i]!.format)));
    columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      const fmt = EXCEL_FORMATS[c.format];
      if (fmt) cell.numFmt = fmt;
      cell.alignment = { horizontal: c.align };
    });
    if (bold) row.font = { bold: true };
  };
  const addSummary = (label: string, s: Summary) => {
    addData(columns.map((c, i) => (i === 0 && s[c.field] === null ? label : s[c.field])), true);
  };

  const rowsOf = (from: number, to: number) => result.rows.slice(from, to).forEach((r) => addData(columns.map((c) => r[c.field])));
  if (result.groups.length) {
    for (const g of result.groups) {
      rowsOf(g.from, g.to);
      if (g.subtotal) addSummary(`${g.key || '（空）'} ${SUBTOTAL}`, g.subtotal);
    }
  } else rowsOf(0, result.rows.length);
  if (result.total) addSummary(TOTAL, result.total);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
