import { printFields, type PrintRecord } from '../../../contract/print-source';
import { ITEM_STATUS_NAME, type ItemStatusCode } from './constants';
import type { ItemRow } from './item';

/** Print kinds of the fixed assets (ADR 0031); their `kind` is a template's category. */
export const ASSET_PRINT_KIND = { plan: 'assetPlan', item: 'assetItem' } as const;

/** What an asset item's templates (labels) may bind. */
export const ASSET_ITEM_PRINT_FIELDS = printFields(
  ['assetCode', '资产编码'], ['itemName', '物品名称'], ['itemTypeName', '物品类型'], ['brand', '品牌'], ['specification', '规格型号'], ['statusName', '状态'],
  ['nowEntName', '使用单位'], ['nowDeptName', '使用部门'], ['nowUserName', '使用人'], ['location', '存放位置'], ['storageTime', '入库时间', 'date'],
);

type ItemValues = Pick<ItemRow, 'assetCode' | 'itemName' | 'itemTypeName' | 'brand' | 'specification' | 'status' | 'nowEntName' | 'nowDeptName' | 'nowUserName' | 'location' | 'storageTime'>;

/**
 * One item's print record: the same from the server's detail (`Data`) and from a row the device
 * holds (the register's 打印标签, offline too).
 */
export const assetItemPrintRecord = (id: string, r: ItemValues): PrintRecord => ({
  id, assetCode: r.assetCode, itemName: r.itemName, itemTypeName: r.itemTypeName, brand: r.brand, specification: r.specification,
  statusName: ITEM_STATUS_NAME[r.status as ItemStatusCode] ?? r.status, nowEntName: r.nowEntName ?? '', nowDeptName: r.nowDeptName ?? '',
  nowUserName: r.nowUserName ?? '', location: r.location ?? '', storageTime: r.storageTime,
});
