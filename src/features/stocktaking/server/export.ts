import ExcelJS from 'exceljs';
import type { StocktakeDownload, StocktakeItemRow, StocktakeScanRow } from '../contract';

export const RESULT_LABEL = { found: '已找到', moved: '位置变动', missing: '未找到', unknown: '未知编码' } as const;
const STATUS_LABEL = { open: '进行中', completed: '已完成', applied: '已应用' } as const;
const SCOPE_LABEL = { ent: '单位', dept: '部门', location: '位置' } as const;

export const ITEM_SHEET = '盘点结果';
export const SCAN_SHEET = '扫描记录';
export const SUMMARY_SHEET = '汇总';

/** Epoch ms → 'YYYY-MM-DD HH:mm:ss' in China Standard Time (UTC+8), whatever the server's zone. */
const time = (ms: number | null) => (ms === null ? '' : new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '));

const ITEM_COLUMNS: [string, number, (r: StocktakeItemRow) => string][] = [
  ['资产编码', 18, (r) => r.assetCode],
  ['物品名称', 20, (r) => r.itemName],
  ['物品类型', 12, (r) => r.itemTypeName ?? ''],
  ['应在单位', 18, (r) => r.expectedEntName ?? ''],
  ['应在部门', 16, (r) => r.expectedDeptName ?? ''],
  ['使用人', 10, (r) => r.expectedUserName ?? ''],
  ['应在位置', 14, (r) => r.expectedLocation ?? ''],
  ['盘点结果', 10, (r) => RESULT_LABEL[r.result ?? 'missing']],
  ['发现位置', 14, (r) => r.foundLocation ?? ''],
  ['盘点人', 10, (r) => r.foundByName ?? ''],
  ['发现时间', 20, (r) => time(r.foundAt)],
];
const SCAN_COLUMNS: [string, number, (r: StocktakeScanRow) => string][] = [
  ['扫描时间', 20, (r) => time(r.scannedAt)],
  ['编码', 18, (r) => r.code],
  ['结果', 10, (r) => RESULT_LABEL[r.result]],
  ['位置', 14, (r) => r.location ?? ''],
  ['备注', 24, (r) => r.note ?? ''],
  ['照片', 30, (r) => r.photoUrl ?? ''],
  ['盘点人', 10, (r) => r.scannedByName],
  ['设备', 14, (r) => r.deviceId ?? ''],
  ['已撤销', 8, (r) => (r.undone ? '是' : '否')],
  ['服务器接收时间', 20, (r) => time(r.createdAt)],
];

function sheet<R>(wb: ExcelJS.Workbook, name: string, columns: [string, number, (r: R) => string][], rows: R[]) {
  const ws = wb.addWorksheet(name);
  ws.columns = columns.map(([header, width]) => ({ header, width, style: { numFmt: '@' } }));
  for (const r of rows) ws.addRow(columns.map(([, , value]) => value(r)));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

/** The result report: a summary, every snapshot item with its result, every scan (undone ones too). */
export async function stocktakeWorkbook({ stocktake, items, scans }: StocktakeDownload): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const c = stocktake.counts;
  sheet<[string, string]>(wb, SUMMARY_SHEET, [['项目', 14, (r) => r[0]], ['内容', 40, (r) => r[1]]], [
    ['盘点名称', stocktake.name],
    ['盘点范围', `${SCOPE_LABEL[stocktake.scopeType]}：${stocktake.scopeName ?? stocktake.location ?? ''}`],
    ['状态', STATUS_LABEL[stocktake.status]],
    ['盘点人', stocktake.checkers.map((k) => k.realName).join('、')],
    ['创建人', stocktake.creatorName],
    ['创建时间', time(stocktake.createdAt)],
    ['完成时间', time(stocktake.completedAt)],
    ['应盘', String(c.expected)],
    [RESULT_LABEL.found, String(c.found)],
    [RESULT_LABEL.moved, String(c.moved)],
    [RESULT_LABEL.missing, String(c.missing)],
    [RESULT_LABEL.unknown, String(c.unknown)],
  ]);
  sheet(wb, ITEM_SHEET, ITEM_COLUMNS, items);
  sheet(wb, SCAN_SHEET, SCAN_COLUMNS, scans);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
