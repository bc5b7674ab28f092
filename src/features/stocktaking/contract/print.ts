import { printFields, type PrintRecord } from '../../../contract/print-source';
import type { StocktakeCounts, StocktakeItemRow, StocktakeRow, StocktakeScanRow } from '../contract';

/** 资产盘点报告 as a print source (打印模板, ADR 0031): its fields and how a stocktake fills them. */
export const STOCKTAKE_PRINT_KIND = 'stocktake';
const STATUS_NAME = { open: '进行中', completed: '已完成', applied: '已应用' } as const;
const SCOPE_NAME = { ent: '单位', dept: '部门', location: '位置' } as const;
const itemPrintFields = printFields(
  ['index', '序号', 'number'], ['assetCode', '资产编码'], ['itemName', '物品名称'], ['expectedDeptName', '应在部门'], ['expectedLocation', '应在位置'],
  ['foundLocation', '发现位置'], ['foundByName', '盘点人'],
);
/** What a stocktake report template may bind. */
export const STOCKTAKE_PRINT_FIELDS = printFields(
  ['name', '盘点名称'], ['scopeText', '盘点范围'], ['statusName', '状态'], ['creatorName', '发起人'], ['createdAt', '发起时间', 'date'], ['completedAt', '完成时间', 'date'],
  ['expected', '应盘数量', 'number'], ['found', '已找到', 'number'], ['moved', '位置变动', 'number'], ['missing', '未找到', 'number'], ['unknown', '未知编码', 'number'],
  ['missingList', '未找到明细', 'list', itemPrintFields],
  ['movedList', '位置变动明细', 'list', itemPrintFields],
  ['unknownList', '未知编码明细', 'list', printFields(['index', '序号', 'number'], ['code', '扫描编码'], ['location', '扫描位置'], ['scannedByName', '盘点人'], ['scannedAt', '扫描时间', 'date'])],
  ['foundList', '已找到明细', 'list', itemPrintFields],
);

type PrintItem = Pick<StocktakeItemRow, 'assetCode' | 'itemName' | 'expectedDeptName' | 'expectedLocation' | 'foundLocation' | 'foundByName' | 'result'>;
type PrintScan = Pick<StocktakeScanRow, 'id' | 'code' | 'location' | 'scannedByName' | 'scannedAt' | 'result' | 'undone'>;
const itemRows = (items: readonly PrintItem[]) => items.map((r, i) => ({
  index: i + 1, assetCode: r.assetCode, itemName: r.itemName, expectedDeptName: r.expectedDeptName ?? '', expectedLocation: r.expectedLocation ?? '',
  foundLocation: r.foundLocation ?? '', foundByName: r.foundByName ?? '',
}));

/** Each unknown code once, as first scanned (undone scans left out): what the 未知编码 count counts. */
export function firstUnknownScans<S extends PrintScan>(scans: readonly S[]): S[] {
  const first = new Map<string, S>();
  for (const s of scans) {
    if (s.result !== 'unknown' || s.undone) continue;
    const code = s.code.trim();
    const had = first.get(code);
    if (!had || s.scannedAt < had.scannedAt || (s.scannedAt === had.scannedAt && s.id < had.id)) first.set(code, s);
  }
  return [...first.values()].sort((a, b) => a.scannedAt - b.scannedAt || a.id.localeCompare(b.id));
}

type Row = Record<string, string | number>;
/** The report's record; its lists typed, for the report page that shows them too. */
export type StocktakePrintRecord = PrintRecord & { missingList: Row[]; movedList: Row[]; unknownList: Row[]; foundList: Row[] };

/**
 * A stocktake's report record: its heading, counts and the missing, moved, unknown and found lists.
 * The same from the server's rows (`Data`) and from a device's downloaded stocktake (its report
 * prints offline, with the scans not yet synced).
 */
export function stocktakePrintRecord(s: StocktakeRow, counts: StocktakeCounts, items: readonly PrintItem[], scans: readonly PrintScan[]): StocktakePrintRecord {
  return {
    id: s.id, name: s.name, scopeText: `${SCOPE_NAME[s.scopeType]}：${s.scopeName ?? s.location ?? ''}`, statusName: STATUS_NAME[s.status], creatorName: s.creatorName,
    createdAt: s.createdAt, completedAt: s.completedAt, ...counts,
    missingList: itemRows(items.filter((i) => i.result === null)), movedList: itemRows(items.filter((i) => i.result === 'moved')),
    unknownList: firstUnknownScans(scans).map((x, i) => ({ index: i + 1, code: x.code, location: x.location ?? '', scannedByName: x.scannedByName, scannedAt: x.scannedAt })),
    foundList: itemRows(items.filter((i) => i.result === 'found')),
  };
}
