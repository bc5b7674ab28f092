import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import type { DB } from '../../../server/db/schema';
import { DEMO_ASSET_VALUE_INTERFACE } from '../../data/contract';
import { REPORT_MODULE, reportBody, reportMenuCode, type ReportBodyInput } from '../contract';
import { releaseReport } from './release';
import { storedOf } from './repository';

const PARAMS: ReportBodyInput['params'] = [
  { name: 'status', label: '物品状态', type: 'select', dictionary: 'itemStatus' },
  { name: 'itemType', label: '物品类型', type: 'select', dictionary: 'itemType' },
];

/** 资产价值统计表: grouped by unit with 小计 and 合计, a bar chart by 物品类型 and a pie by department. */
const byUnit: Omit<ReportBodyInput, 'interfaceId'> = {
  fullName: '资产价值统计表', enCode: 'demo.assetValue', category: '资产', sortCode: 1, description: '按单位分组的资产数量与价值，含小计与合计',
  params: PARAMS,
  table: {
    enabled: true, groupBy: 'entName', subtotal: true, total: true,
    columns: [
      { field: 'entName', title: '使用单位', width: 160 },
      { field: 'deptName', title: '使用部门', width: 160 },
      { field: 'itemTypeName', title: '物品类型', width: 120 },
      { field: 'itemCount', title: '数量', width: 100, align: 'right', format: 'integer', summary: 'sum' },
      { field: 'totalValue', title: '价值', width: 160, align: 'right', format: 'money', summary: 'sum' },
    ],
  },
  charts: [
    { id: 'byType', type: 'bar', title: '各类物品价值', categoryField: 'itemTypeName', valueFields: ['totalValue'], aggregate: 'sum', format: 'money', span: 12 },
    { id: 'byUnit', type: 'pie', title: '各单位物品数量', categoryField: 'entName', valueFields: ['itemCount'], aggregate: 'sum', format: 'integer', span: 12 },
    { id: 'count', type: 'card', title: '物品总数', valueFields: ['itemCount'], aggregate: 'sum', format: 'integer', span: 12 },
    { id: 'value', type: 'card', title: '资产总值', valueFields: ['totalValue'], aggregate: 'sum', format: 'money', span: 12 },
  ],
};

/** 物品类型资产图表: charts only (a line and a gauge) over the same interface. */
const byType: Omit<ReportBodyInput, 'interfaceId'> = {
  fullName: '物品类型资产图表', enCode: 'demo.assetTypeChart', category: '资产', sortCode: 2, description: '各物品类型的数量与价值',
  params: [PARAMS[0]!],
  table: { enabled: false, columns: [], groupBy: null, subtotal: false, total: false },
  charts: [
    { id: 'trend', type: 'line', title: '各类物品数量与价值', categoryField: 'itemTypeName', valueFields: ['itemCount'], aggregate: 'sum', format: 'integer', span: 24 },
    { id: 'gauge', type: 'gauge', title: '物品数量', valueFields: ['itemCount'], aggregate: 'sum', format: 'integer', max: 500, span: 12 },
    { id: 'detail', type: 'table', title: '明细', categoryField: 'itemTypeName', valueFields: ['itemCount', 'totalValue'], aggregate: 'sum', format: 'decimal2', span: 12 },
  ],
};

/** Released to the administrators and the asset administrators through the normal role grants (权限授权 shows them). */
const GRANTS: [role: string, buttons: string[]][] = [['superAdmin', ['btn_export', 'btn_print']], ['assetAdmin', ['btn_export', 'btn_print']]];

/** 报表's demo: two reports over the asset register (the data demo's interface), released under 在线开发. */
export async function seedReportDemo(tx: Kysely<DB>): Promise<void> {
  const iface = await tx.selectFrom('baseDataInterface').select('id').where('enCode', '=', DEMO_ASSET_VALUE_INTERFACE).executeTakeFirst();
  if (!iface) return;
  const now = Date.now();
  for (const design of [byUnit, byType]) {
    const body = reportBody.parse({ ...design, interfaceId: iface.id });
    const row = { id: newId(), ...storedOf(body), menuId: null, releasedAt: null, creatorUserId: null, creatorTime: now, lastModifyUserId: null, lastModifyTime: null };
    await tx.insertInto('baseDataReport').values(row).execute();
    await releaseReport(tx, row, { parentId: null, icon: 'report' }, now);
    for (const [role, buttons] of GRANTS) await grantModuleToRole(tx, role, reportMenuCode(body.enCode), buttons);
  }
  await grantModuleToRole(tx, 'superAdmin', REPORT_MODULE, ['btn_add', 'btn_edit', 'btn_remove', 'btn_copy', 'btn_release']);
}
