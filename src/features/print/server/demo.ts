import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import { PRINT_MODULE, printTemplateDoc, type PrintTemplateDocInput } from '../contract';

/** 资产计划登记表: title and a rule in the header, the plan's fields, its rows in a repeating table, page numbers below. */
export const demoPlanTemplate: PrintTemplateDocInput = {
  paper: { size: 'A4', width: 210, height: 297, margin: { top: 12, right: 15, bottom: 12, left: 15 } },
  header: {
    height: 16,
    elements: [
      { id: 'title', type: 'text', x: 0, y: 2, w: 180, h: 9, text: '固定资产计划登记表', fontSize: 16, bold: true, align: 'center' },
      { id: 'rule', type: 'line', x: 0, y: 13, w: 180, h: 1, direction: 'horizontal', thickness: 0.4 },
    ],
  },
  body: {
    elements: [
      { id: 'ent', type: 'field', x: 0, y: 2, w: 90, h: 7, field: 'applEntName', label: '申购单位' },
      { id: 'dept', type: 'field', x: 90, y: 2, w: 90, h: 7, field: 'applDeptName', label: '申购部门' },
      { id: 'user', type: 'field', x: 0, y: 10, w: 60, h: 7, field: 'useUserName', label: '使用人' },
      { id: 'creator', type: 'field', x: 60, y: 10, w: 60, h: 7, field: 'creatorUserName', label: '登记人' },
      { id: 'time', type: 'field', x: 120, y: 10, w: 60, h: 7, field: 'creatorTime', label: '登记时间' },
      { id: 'qr', type: 'qrcode', x: 160, y: 20, w: 20, h: 20, field: 'id' },
      {
        id: 'rows', type: 'table', x: 0, y: 44, w: 180, h: 30, field: 'dtlList', rowHeight: 8, fontSize: 10,
        columns: [
          { field: 'index', title: '序号', width: 15 }, { field: 'itemName', title: '物品名称', width: 65 }, { field: 'itemTypeName', title: '物品类型', width: 40 },
          { field: 'itemNum', title: '计划数量', width: 30 }, { field: 'hasApplNum', title: '已申购', width: 30 },
        ],
      },
      { id: 'total', type: 'field', x: 0, y: 76, w: 90, h: 7, field: 'itemNum', label: '计划数量合计', bold: true },
    ],
  },
  footer: { height: 10, elements: [{ id: 'page', type: 'text', x: 0, y: 2, w: 180, h: 6, text: '第 {page} 页 / 共 {pages} 页', fontSize: 9, align: 'center' }] },
};

/**
 * 资产标签 on A4, 3 × 8 a sheet (每页标签): each 64 × 33 mm label holds the name, code, unit and
 * place, and a QR code of the asset code; dashed outlines to cut by, the page number below.
 */
export const demoLabelSheetTemplate: PrintTemplateDocInput = {
  paper: { size: 'A4', width: 210, height: 297, margin: { top: 7, right: 7, bottom: 6, left: 7 } },
  header: { height: 0, elements: [] },
  labels: { columns: 3, rows: 8, gapX: 2, gapY: 2, border: true },
  body: {
    elements: [
      { id: 'name', type: 'field', x: 2, y: 2, w: 40, h: 6, field: 'itemName', label: '名称', fontSize: 8, bold: true },
      { id: 'code', type: 'field', x: 2, y: 9, w: 40, h: 6, field: 'assetCode', label: '编码', fontSize: 8 },
      { id: 'unit', type: 'field', x: 2, y: 16, w: 40, h: 6, field: 'nowEntName', label: '单位', fontSize: 7 },
      { id: 'place', type: 'field', x: 2, y: 23, w: 40, h: 6, field: 'location', label: '位置', fontSize: 7 },
      { id: 'qr', type: 'qrcode', x: 43, y: 5, w: 19, h: 19, field: 'assetCode' },
    ],
  },
  footer: { height: 6, elements: [{ id: 'page', type: 'text', x: 0, y: 1, w: 196, h: 5, text: '第 {page} 页 / 共 {pages} 页', fontSize: 8, align: 'center' }] },
};

/** 资产标签 70 × 40 mm: name, unit, QR and barcode of the asset code; one label a page, as label printers feed. */
export const demoLabelTemplate: PrintTemplateDocInput = {
  paper: { size: 'custom', width: 70, height: 40, margin: { top: 2, right: 2, bottom: 2, left: 2 } },
  header: { height: 0, elements: [] },
  body: {
    elements: [
      { id: 'name', type: 'field', x: 0, y: 0, w: 44, h: 6, field: 'itemName', label: '名称', fontSize: 8, bold: true },
      { id: 'unit', type: 'field', x: 0, y: 6, w: 44, h: 6, field: 'nowEntName', label: '单位', fontSize: 7 },
      { id: 'code', type: 'field', x: 0, y: 12, w: 44, h: 6, field: 'assetCode', label: '编码', fontSize: 7 },
      { id: 'qr', type: 'qrcode', x: 46, y: 0, w: 20, h: 20, field: 'assetCode' },
      { id: 'bar', type: 'barcode', x: 0, y: 22, w: 66, h: 14, field: 'assetCode', format: 'CODE128', showText: true },
    ],
  },
  footer: { height: 0, elements: [] },
};

const reportTable = (id: string, field: string, y: number) => ({
  id, type: 'table' as const, x: 0, y, w: 180, h: 16, field, rowHeight: 7, fontSize: 9,
  columns: [
    { field: 'index', title: '序号', width: 12 }, { field: 'assetCode', title: '资产编码', width: 40 }, { field: 'itemName', title: '物品名称', width: 40 },
    { field: 'expectedDeptName', title: '应在部门', width: 30 }, { field: 'expectedLocation', title: '应在位置', width: 28 }, { field: 'foundLocation', title: '发现位置', width: 30 },
  ],
});
/** 盘点报告: the stocktake's heading and counts, then its missing, moved, unknown and found items, each table carried over pages. */
export const demoStocktakeTemplate: PrintTemplateDocInput = {
  paper: { size: 'A4', width: 210, height: 297, margin: { top: 12, right: 15, bottom: 12, left: 15 } },
  header: { height: 12, elements: [{ id: 'title', type: 'field', x: 0, y: 2, w: 180, h: 9, field: 'name', label: '', fontSize: 15, bold: true, align: 'center' }] },
  body: {
    elements: [
      { id: 'scope', type: 'field', x: 0, y: 0, w: 90, h: 6, field: 'scopeText', label: '' },
      { id: 'status', type: 'field', x: 90, y: 0, w: 45, h: 6, field: 'statusName', label: '状态' },
      { id: 'done', type: 'field', x: 135, y: 0, w: 45, h: 6, field: 'completedAt', label: '完成' },
      { id: 'expected', type: 'field', x: 0, y: 7, w: 36, h: 6, field: 'expected', label: '应盘' },
      { id: 'found', type: 'field', x: 36, y: 7, w: 36, h: 6, field: 'found', label: '已找到' },
      { id: 'moved', type: 'field', x: 72, y: 7, w: 36, h: 6, field: 'moved', label: '位置变动' },
      { id: 'missing', type: 'field', x: 108, y: 7, w: 36, h: 6, field: 'missing', label: '未找到' },
      { id: 'unknown', type: 'field', x: 144, y: 7, w: 36, h: 6, field: 'unknown', label: '未知编码' },
      { id: 'missingTitle', type: 'text', x: 0, y: 16, w: 60, h: 6, text: '未找到', bold: true },
      reportTable('missingRows', 'missingList', 22),
      { id: 'movedTitle', type: 'text', x: 0, y: 40, w: 60, h: 6, text: '位置变动', bold: true },
      reportTable('movedRows', 'movedList', 46),
      { id: 'unknownTitle', type: 'text', x: 0, y: 64, w: 60, h: 6, text: '未知编码', bold: true },
      {
        id: 'unknownRows', type: 'table', x: 0, y: 70, w: 180, h: 16, field: 'unknownList', rowHeight: 7, fontSize: 9,
        columns: [
          { field: 'index', title: '序号', width: 12 }, { field: 'code', title: '扫描编码', width: 50 }, { field: 'location', title: '扫描位置', width: 48 },
          { field: 'scannedByName', title: '盘点人', width: 35 }, { field: 'scannedAt', title: '扫描时间', width: 35 },
        ],
      },
      { id: 'foundTitle', type: 'text', x: 0, y: 88, w: 60, h: 6, text: '已找到', bold: true },
      reportTable('foundRows', 'foundList', 94),
    ],
  },
  footer: { height: 10, elements: [{ id: 'page', type: 'text', x: 0, y: 2, w: 180, h: 6, text: '第 {page} 页 / 共 {pages} 页', fontSize: 9, align: 'center' }] },
};

export const DEMO_PRINT_CODES = { plan: 'assetPlan.register', label: 'assetItem.label', singleLabel: 'assetItem.label.single', stocktake: 'stocktake.report' } as const;

/** Working templates on a first start, and the menus for 资产管理员 (who prints plans and labels). */
export async function seedPrintDemo(tx: Kysely<DB>) {
  const now = Date.now();
  const admin = await tx.selectFrom('baseUser').select('id').where('account', '=', 'admin').executeTakeFirst();
  const rows = [
    { fullName: '资产计划登记表', enCode: DEMO_PRINT_CODES.plan, category: 'assetPlan', doc: demoPlanTemplate, description: '资产计划及其物品明细，明细跨页时表头与页码每页重复' },
    { fullName: '资产标签', enCode: DEMO_PRINT_CODES.label, category: 'assetItem', doc: demoLabelSheetTemplate, description: 'A4 纸每页 3×8 个标签：名称、编码、单位、位置和资产编码的二维码' },
    { fullName: '资产标签（标签打印机）', enCode: DEMO_PRINT_CODES.singleLabel, category: 'assetItem', doc: demoLabelTemplate, description: '70×40 毫米标签纸，每页一张，带条形码' },
    { fullName: '资产盘点报告', enCode: DEMO_PRINT_CODES.stocktake, category: 'stocktake', doc: demoStocktakeTemplate, description: '盘点的数量与未找到、位置变动、未知编码、已找到的明细' },
  ];
  for (const [i, r] of rows.entries()) {
    await tx.insertInto('basePrintTemplate').values({
      id: newId(), fullName: r.fullName, enCode: r.enCode, category: r.category, templateJson: JSON.stringify(printTemplateDoc.parse(r.doc)), sortCode: i,
      enabledMark: 1, description: r.description, creatorUserId: admin?.id ?? null, creatorTime: now, lastModifyUserId: null, lastModifyTime: null,
    }).execute();
  }
  await grantModuleToRole(tx, 'assetAdmin', 'system.data', []);
  await grantModuleToRole(tx, 'assetAdmin', PRINT_MODULE, ['btn_add', 'btn_edit', 'btn_copy', 'btn_export', 'btn_import']);
}
