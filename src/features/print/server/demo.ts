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
/** 盘点报告: the stocktake's heading and counts, then its missing, moved and found items, each table carried over pages. */
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
      { id: 'foundTitle', type: 'text', x: 0, y: 64, w: 60, h: 6, text: '已找到', bold: true },
      reportTable('foundRows', 'foundList', 70),
    ],
  },
  footer: { height: 10, elements: [{ id: 'page', type: 'text', x: 0, y: 2, w: 180, h: 6, text: '第 {page} 页 / 共 {pages} 页', fontSize: 9, align: 'center' }] },
};

export const DEMO_PRINT_CODES = { plan: 'assetPlan.register', label: 'assetItem.label', stocktake: 'stocktake.report' } as const;

/** Two working templates on a first start, and the menus for 资产管理员 (who prints plans and labels). */
export async function seedPrintDemo(tx: Kysely<DB>) {
  const now = Date.now();
  const admin = await tx.selectFrom('baseUser').select('id').where('account', '=', 'admin').executeTakeFirst();
  const rows = [
    { fullName: '资产计划登记表', enCode: DEMO_PRINT_CODES.plan, category: 'assetPlan', doc: demoPlanTemplate, description: '资产计划及其物品明细，明细跨页时表头与页码每页重复' },
    { fullName: '资产标签', enCode: DEMO_PRINT_CODES.label, category: 'assetItem', doc: demoLabelTemplate, description: '70×40 毫米标签纸，每页一张' },
    { fullName: '资产盘点报告', enCode: DEMO_PRINT_CODES.stocktake, category: 'stocktake', doc: demoStocktakeTemplate, description: '盘点的数量与未找到、位置变动、已找到的物品' },
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
