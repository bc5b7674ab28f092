import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { ASSET_LIMITS, ITEM_LOG_KINDS, ITEM_STATUS_CODES } from './constants';
import { ItemMsg } from './messages';
import { zUnitPrice } from './money';

/** 资产物品 (§3 Asset item detail, §4 states, §7 fixedAsset, fixedAsset-storage). */

/** A row of fa_item as lists, exports and the `assets` sync collection carry it. */
export const itemRow = z.object({
  id: z.string(),
  assetCode: z.string(),
  planId: z.string().nullable(),
  planDtlId: z.string().nullable(),
  itemName: z.string(),
  itemType: z.string(),
  itemTypeName: z.string(),
  brand: z.string(),
  specification: z.string(),
  /** 元, text with two decimals ('1234.50'). */
  unitPrice: z.string(),
  storageTime: z.number(),
  /** itemStatus enCode '1'…'6'. */
  status: z.string(),
  nowEntId: z.string().nullable(),
  nowEntName: z.string().nullable(),
  nowDeptId: z.string().nullable(),
  nowDeptName: z.string().nullable(),
  nowUserId: z.string().nullable(),
  nowUserName: z.string().nullable(),
  location: z.string().nullable(),
  /** JSON list text, one element `[{"name","url"}]`, or null. */
  attach: z.string().nullable(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type ItemRow = z.infer<typeof itemRow>;
export const ITEM_ROW_COLUMNS = Object.keys(itemRow.shape) as (keyof ItemRow)[];
export const itemPage = listPageSchema(itemRow);

const emptyToUndef = (v: unknown) => (v === '' || v === null ? undefined : v);
const optId = z.preprocess(emptyToUndef, z.string().max(64).optional());
const optText = z.preprocess(emptyToUndef, z.string().max(100).optional());
const optTime = z.preprocess(emptyToUndef, z.coerce.number().int().nonnegative().optional());

export const itemSortable = ['assetCode', 'itemName', 'itemType', 'storageTime', 'status', 'creatorTime', 'lastModifyTime', 'nowUserName', 'location'] as const;
/** fixedAsset-storage/page and /export: paging + filters; keyword matches code, name, brand, specification. */
export const itemListQuery = listQuery(itemSortable).extend({
  status: z.preprocess(emptyToUndef, z.enum(ITEM_STATUS_CODES, { error: '物品状态不合法' }).optional()),
  itemType: optId,
  nowEntId: optId,
  nowDeptId: optId,
  nowUserId: optId,
  planId: optId,
  location: optText,
  storageStart: optTime,
  storageEnd: optTime,
});
export type ItemListQuery = z.infer<typeof itemListQuery>;
/** getMyFixedAssetsList and ExportExcel: the caller's own items (now_user_id = me). */
export const myItemListQuery = listQuery(itemSortable).extend({
  status: z.preprocess(emptyToUndef, z.enum(ITEM_STATUS_CODES, { error: '物品状态不合法' }).optional()),
  itemType: optId,
});
export type MyItemListQuery = z.infer<typeof myItemListQuery>;

/** Plan rows still to store (入库 dialog): planned > stored. */
export const planRowQuery = listQuery(['creatorTime', 'itemName'] as const);
export const pendingPlanRow = z.object({
  planDtlId: z.string(),
  planId: z.string(),
  itemName: z.string(),
  itemType: z.string(),
  itemTypeName: z.string(),
  itemNum: z.number(),
  hasApplNum: z.number(),
  /** itemNum − hasApplNum. */
  remaining: z.number(),
  applEntName: z.string(),
  applDeptName: z.string(),
  useUserName: z.string(),
  creatorTime: z.number(),
});
export type PendingPlanRow = z.infer<typeof pendingPlanRow>;
export const pendingPlanRowPage = listPageSchema(pendingPlanRow);

const remark = z.string().max(ASSET_LIMITS.remarkMax, { error: ItemMsg.remarkTooLong }).nullish();
const itemId = z.string({ error: ItemMsg.notFound }).min(1, { error: ItemMsg.notFound }).max(64);
const textOf = (requiredMsg: string, max: number, tooLong: string) => z.string({ error: requiredMsg }).trim().min(1, { error: requiredMsg }).max(max, { error: tooLong });

/** POST fixedAsset-storage/store: `count` items from one plan row, in storage (status 1). */
export const storeBody = z.object({
  planDtlId: z.string({ error: ItemMsg.planRowRequired }).min(1, { error: ItemMsg.planRowRequired }).max(64),
  count: z.coerce.number({ error: ItemMsg.countRequired }).int({ error: ItemMsg.countInteger }).min(1, { error: ItemMsg.countInteger }).max(ASSET_LIMITS.storeCountMax, { error: ItemMsg.countTooMany }),
  brand: textOf(ItemMsg.brandRequired, ASSET_LIMITS.brandMax, ItemMsg.brandTooLong),
  specification: textOf(ItemMsg.specRequired, ASSET_LIMITS.specificationMax, ItemMsg.specTooLong),
  unitPrice: zUnitPrice,
  /** Epoch ms; defaults to now. */
  storageTime: z.coerce.number({ error: ItemMsg.storageTimeInvalid }).int({ error: ItemMsg.storageTimeInvalid }).min(0, { error: ItemMsg.storageTimeInvalid }).max(4_102_444_800_000, { error: ItemMsg.storageTimeInvalid }).optional(),
  location: z.string().trim().max(ASSET_LIMITS.locationMax, { error: ItemMsg.locationTooLong }).nullish(),
  remark,
});
export type StoreBody = z.input<typeof storeBody>;
export const storeResult = z.object({ ids: z.array(z.string()), assetCodes: z.array(z.string()) });
export type StoreResult = z.infer<typeof storeResult>;

/** 领用 / 变更: to a unit, department and person (names are read from the directory). */
export const assignBody = z.object({
  id: itemId,
  entId: z.string({ error: ItemMsg.entRequired }).min(1, { error: ItemMsg.entRequired }).max(64),
  deptId: z.string({ error: ItemMsg.deptRequired }).min(1, { error: ItemMsg.deptRequired }).max(64),
  userId: z.string({ error: ItemMsg.userRequired }).min(1, { error: ItemMsg.userRequired }).max(64),
  remark,
});
export type AssignBody = z.infer<typeof assignBody>;
/** 损坏 / 丢失 / 报废. */
export const remarkBody = z.object({ id: itemId, remark });
export type RemarkBody = z.infer<typeof remarkBody>;
/** 重新入库: POST …/re/warehousing?id, optional body {remark, location}. */
export const itemIdQuery = z.object({ id: itemId, n: z.unknown().optional() });
export const restoreBody = z.object({ remark, location: z.string().trim().max(ASSET_LIMITS.locationMax, { error: ItemMsg.locationTooLong }).nullish() }).nullish();

export const attachEntry = z.object({ name: z.string().max(200), url: z.string().max(500) });
/** POST …/upload/attach: `attach` is the one-element JSON list text (or the list itself). */
export const attachBody = z.object({
  id: itemId,
  attach: z.union([z.string().max(2000), z.array(attachEntry).max(1)], { error: ItemMsg.attachRequired }),
});

// ---------- detail (§3 "Asset item detail") ----------
/** Receipt record of §3, used by every log section (storage, receive, change, damage, restore). */
export const itemLogRecord = z.object({
  id: z.string(),
  kind: z.enum(ITEM_LOG_KINDS),
  createAt: z.number(),
  entName: z.string().nullable(),
  deptName: z.string().nullable(),
  userName: z.string().nullable(),
  /** Status after the action (itemStatus enCode). */
  status: z.string(),
  remark: z.string().nullable(),
  operatorName: z.string(),
});
export type ItemLogRecord = z.infer<typeof itemLogRecord>;
export const itemEvent = z.object({ createAt: z.number(), remark: z.string().nullable(), operatorName: z.string() });

export const itemDetail = z.object({
  id: z.string(),
  baseInfo: z.object({
    nowEntId: z.string().nullable(), nowEntName: z.string().nullable(),
    nowDeptId: z.string().nullable(), nowDeptName: z.string().nullable(),
    nowUserId: z.string().nullable(), nowUserName: z.string().nullable(),
    status: z.string(), itemType: z.string(), itemTypeName: z.string(), itemName: z.string(), assetCode: z.string(),
    brand: z.string(), specification: z.string(), unitPrice: z.string(), storageTime: z.number(), location: z.string().nullable(),
    attach: z.string().nullable(),
  }),
  /** Purchase (the plan it came from); null for an item without a plan. */
  applyInfo: z.object({
    planId: z.string(), creatorTime: z.number(), applEntName: z.string(), applDeptName: z.string(), applUserName: z.string(),
    itemNum: z.number(), hasApplNum: z.number(),
    /** e.g. 计划5件，已入库3件. */
    situation: z.string(),
  }).nullable(),
  /** Storage and re-storage, oldest first. */
  storageInfos: z.array(itemLogRecord),
  /** Receipts (领用). */
  useInfos: z.array(itemLogRecord),
  changeInfos: z.array(itemLogRecord),
  damageInfos: z.array(itemLogRecord),
  /** The latest loss / scrap, if any. */
  loseInfo: itemEvent.nullable(),
  scrapInfo: itemEvent.nullable(),
  /** §6: the caller is an asset administrator (may update the image and change status). */
  canManage: z.boolean(),
});
export type ItemDetail = z.infer<typeof itemDetail>;
