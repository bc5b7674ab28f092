import type { PrintRecord } from '../../../contract/print-source';
import { fail } from '../../../server/http/api-error';
import type { PrintSource } from '../../../server/modules/feature-module';
import { AssetModule, ITEM_STATUS_NAME, type ItemStatusCode } from '../contract';
import { itemService } from './item-service';
import { planService } from './plan-service';

/** Print kinds of the fixed assets (ADR 0031); their `kind` is a template's category. */
export const ASSET_PRINT_KIND = { plan: 'assetPlan', item: 'assetItem' } as const;

const planFields: PrintSource['fields'] = [
  { field: 'applEntName', label: '申购单位', kind: 'text' },
  { field: 'applDeptName', label: '申购部门', kind: 'text' },
  { field: 'useUserName', label: '使用人', kind: 'text' },
  { field: 'creatorUserName', label: '登记人', kind: 'text' },
  { field: 'creatorTime', label: '登记时间', kind: 'date' },
  { field: 'itemNum', label: '计划数量合计', kind: 'number' },
  {
    field: 'dtlList', label: '物品明细', kind: 'list',
    children: [
      { field: 'index', label: '序号', kind: 'number' },
      { field: 'itemName', label: '物品名称', kind: 'text' },
      { field: 'itemTypeName', label: '物品类型', kind: 'text' },
      { field: 'itemNum', label: '计划数量', kind: 'number' },
      { field: 'hasApplNum', label: '已申购数量', kind: 'number' },
    ],
  },
];

const itemFields: PrintSource['fields'] = [
  { field: 'assetCode', label: '资产编码', kind: 'text' },
  { field: 'itemName', label: '物品名称', kind: 'text' },
  { field: 'itemTypeName', label: '物品类型', kind: 'text' },
  { field: 'brand', label: '品牌', kind: 'text' },
  { field: 'specification', label: '规格型号', kind: 'text' },
  { field: 'statusName', label: '状态', kind: 'text' },
  { field: 'nowEntName', label: '使用单位', kind: 'text' },
  { field: 'nowDeptName', label: '使用部门', kind: 'text' },
  { field: 'nowUserName', label: '使用人', kind: 'text' },
  { field: 'location', label: '存放位置', kind: 'text' },
  { field: 'storageTime', label: '入库时间', kind: 'date' },
];

/**
 * 资产计划 is read by holders of its menu within their data scope (the plan detail's rule); an asset
 * item by whoever may open its detail (资产台账 within scope, 我的固定资产, 资产盘点).
 */
export const assetPrintSources: PrintSource[] = [
  {
    kind: ASSET_PRINT_KIND.plan,
    names: { zh: '资产计划', zhtw: '資產計畫', en: 'Asset plan' },
    fields: planFields,
    async load(ctx, auth, ids) {
      if (!(await ctx.access.can(auth, AssetModule.plan))) throw fail.forbidden();
      const plans = planService(ctx);
      const out: PrintRecord[] = [];
      for (const id of ids) {
        const p = await plans.detail(auth, id);
        out.push({
          id: p.id, applEntName: p.applEntName, applDeptName: p.applDeptName, useUserName: p.useUserName, creatorUserName: p.creatorUserName, creatorTime: p.creatorTime,
          itemNum: p.dtlList.reduce((n, r) => n + r.itemNum, 0),
          dtlList: p.dtlList.map((r, i) => ({ index: i + 1, itemName: r.itemName, itemTypeName: r.itemTypeName, itemNum: r.itemNum, hasApplNum: r.hasApplNum })),
        });
      }
      return out;
    },
  },
  {
    kind: ASSET_PRINT_KIND.item,
    names: { zh: '资产物品（标签）', zhtw: '資產物品（標籤）', en: 'Asset item (label)' },
    fields: itemFields,
    async load(ctx, auth, ids) {
      const [storage, mine, stocktake] = await Promise.all([AssetModule.storage, AssetModule.mine, AssetModule.stocktake].map((code) => ctx.access.can(auth, code)));
      if (!storage && !mine && !stocktake) throw fail.forbidden();
      const items = itemService(ctx);
      const out: PrintRecord[] = [];
      for (const id of ids) {
        const { baseInfo: b } = await items.detail(auth, id, { storage: Boolean(storage) });
        out.push({
          id, assetCode: b.assetCode, itemName: b.itemName, itemTypeName: b.itemTypeName, brand: b.brand, specification: b.specification,
          statusName: ITEM_STATUS_NAME[b.status as ItemStatusCode] ?? b.status, nowEntName: b.nowEntName ?? '', nowDeptName: b.nowDeptName ?? '',
          nowUserName: b.nowUserName ?? '', location: b.location ?? '', storageTime: b.storageTime,
        });
      }
      return out;
    },
  },
];
