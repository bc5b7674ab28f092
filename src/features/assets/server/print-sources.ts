import { printFields, type PrintRecord } from '../../../contract/print-source';
import { fail } from '../../../server/http/api-error';
import type { PrintSource } from '../../../server/modules/feature-module';
import { ASSET_ITEM_PRINT_FIELDS, ASSET_PRINT_KIND, AssetModule, assetItemPrintRecord } from '../contract';
import { itemService } from './item-service';
import { planService } from './plan-service';

const planFields = printFields(
  ['applEntName', '申购单位'], ['applDeptName', '申购部门'], ['useUserName', '使用人'], ['creatorUserName', '登记人'], ['creatorTime', '登记时间', 'date'],
  ['itemNum', '计划数量合计', 'number'],
  ['dtlList', '物品明细', 'list', printFields(['index', '序号', 'number'], ['itemName', '物品名称'], ['itemTypeName', '物品类型'], ['itemNum', '计划数量', 'number'], ['hasApplNum', '已申购数量', 'number'])],
);

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
    fields: ASSET_ITEM_PRINT_FIELDS,
    async load(ctx, auth, ids) {
      const [storage, mine, stocktake] = await Promise.all([AssetModule.storage, AssetModule.mine, AssetModule.stocktake].map((code) => ctx.access.can(auth, code)));
      if (!storage && !mine && !stocktake) throw fail.forbidden();
      const items = itemService(ctx);
      const out: PrintRecord[] = [];
      for (const id of ids) {
        out.push(assetItemPrintRecord(id, (await items.detail(auth, id, { storage: Boolean(storage) })).baseInfo));
      }
      return out;
    },
  },
];
