import type { PrintRecord } from '../../../contract/print-source';
import { fail } from '../../../server/http/api-error';
import type { PrintSource } from '../../../server/modules/feature-module';
import { STOCKTAKE_MODULE, type StocktakeItemRow } from '../contract';
import { stocktakeService } from './service';

const STATUS = { open: '进行中', completed: '已完成', applied: '已应用' } as const;
const SCOPE = { ent: '单位', dept: '部门', location: '位置' } as const;
const itemFields: PrintSource['fields'][number]['children'] = [
  { field: 'index', label: '序号', kind: 'number' },
  { field: 'assetCode', label: '资产编码', kind: 'text' },
  { field: 'itemName', label: '物品名称', kind: 'text' },
  { field: 'expectedDeptName', label: '应在部门', kind: 'text' },
  { field: 'expectedLocation', label: '应在位置', kind: 'text' },
  { field: 'foundLocation', label: '发现位置', kind: 'text' },
  { field: 'foundByName', label: '盘点人', kind: 'text' },
];
const rows = (items: StocktakeItemRow[]) => items.map((r, i) => ({
  index: i + 1, assetCode: r.assetCode, itemName: r.itemName, expectedDeptName: r.expectedDeptName ?? '', expectedLocation: r.expectedLocation ?? '',
  foundLocation: r.foundLocation ?? '', foundByName: r.foundByName ?? '',
}));

/** 盘点报告 (ADR 0031): a stocktake with its missing, moved and found items; read by whoever may open it. */
export const stocktakePrintSources: PrintSource[] = [{
  kind: 'stocktake',
  names: { zh: '资产盘点报告', zhtw: '資產盤點報告', en: 'Stocktake report' },
  fields: [
    { field: 'name', label: '盘点名称', kind: 'text' },
    { field: 'scopeText', label: '盘点范围', kind: 'text' },
    { field: 'statusName', label: '状态', kind: 'text' },
    { field: 'creatorName', label: '发起人', kind: 'text' },
    { field: 'createdAt', label: '发起时间', kind: 'date' },
    { field: 'completedAt', label: '完成时间', kind: 'date' },
    { field: 'expected', label: '应盘数量', kind: 'number' },
    { field: 'found', label: '已找到', kind: 'number' },
    { field: 'moved', label: '位置变动', kind: 'number' },
    { field: 'missing', label: '未找到', kind: 'number' },
    { field: 'unknown', label: '未知编码', kind: 'number' },
    { field: 'missingList', label: '未找到明细', kind: 'list', children: itemFields },
    { field: 'movedList', label: '位置变动明细', kind: 'list', children: itemFields },
    { field: 'foundList', label: '已找到明细', kind: 'list', children: itemFields },
  ],
  async load(ctx, auth, ids) {
    if (!(await ctx.access.can(auth, STOCKTAKE_MODULE))) throw fail.forbidden();
    const svc = stocktakeService(ctx.database.db);
    const out: PrintRecord[] = [];
    for (const id of ids) {
      const { stocktake: s, items } = await svc.download(auth, id);
      out.push({
        id, name: s.name, scopeText: `${SCOPE[s.scopeType]}：${s.scopeName ?? s.location ?? ''}`, statusName: STATUS[s.status], creatorName: s.creatorName,
        createdAt: s.createdAt, completedAt: s.completedAt, ...s.counts,
        missingList: rows(items.filter((i) => i.result === null)), movedList: rows(items.filter((i) => i.result === 'moved')), foundList: rows(items.filter((i) => i.result === 'found')),
      });
    }
    return out;
  },
}];
