/** 采购计划登记 (issue 17, ADR 0036): a purchase request with item rows, approved through a bound flow; approval registers a fixed-asset plan. */
import { z } from 'zod';
import { BUSINESS_STATUS } from '../../contract/business-status';
import { ITEM_NAME_MAX, MONEY_MAX, QUANTITY_MAX, QUANTITY_MIN } from '../../contract/limits';
import { zMoney } from '../../contract/zod-rules';
import { uploadedFile, type UploadedFile } from '../files/contract';

export { isEditableBusinessStatus as isEditablePurchase } from '../../contract/business-status';

export const PURCHASE_MENU = 'purchasePlan';
export const PURCHASE_PAGE = 'business/purchase';
export const PURCHASE_FLOW = 'purchaseApproval';
/** The built-in 采购计划单号 rule (CGyyMMdd-nnn). */
export const PURCHASE_BILL_RULE = 'purchase.plan';
export const PURCHASE_FILE_OWNER = 'purchase';
/** Item types are the fixed-asset register's own, so an approved request becomes a plan as it stands. */
export const PURCHASE_ITEM_TYPES = 'itemType';
export const PURCHASE_COLLECTION = 'purchases';
export const PURCHASE_MUTATIONS = { save: 'purchase.save', remove: 'purchase.remove' } as const;
export const PURCHASE_STATUS = BUSINESS_STATUS;
/** Requests above this total (元) go to the head above the department as well. */
export const PURCHASE_LARGE_TOTAL = 100_000;

export const PURCHASE_LIMITS = { reason: 200, rows: 200, remark: 100, description: 500, files: 20 } as const;

export const PurchaseMsg = {
  deptRequired: '申购部门不能为空',
  deptUnknown: '申购部门不存在或已停用',
  deptOutOfScope: '申购部门不在您的数据权限范围内',
  userRequired: '使用人不能为空',
  userUnknown: '使用人不存在或已停用',
  reasonRequired: '采购事由不能为空',
  reasonTooLong: `采购事由不能超过${PURCHASE_LIMITS.reason}个字符`,
  itemsRequired: '物品列表不能为空',
  tooManyItems: `物品不能超过${PURCHASE_LIMITS.rows}行`,
  rowRequired: '物品名称、物品类型、计划数量不能为空',
  itemNameTooLong: `物品名称不能超过${ITEM_NAME_MAX}个字符`,
  itemTypeUnknown: '物品类型不存在',
  itemNumInvalid: `计划数量须为${QUANTITY_MIN}到${QUANTITY_MAX}之间的整数`,
  priceRequired: '预估单价不能为空',
  priceInvalid: '请输入正确的预估单价',
  priceNegative: '预估单价不能为负数',
  priceTooLarge: `预估单价不能超过${MONEY_MAX}元`,
  priceDecimals: '预估单价最多保留两位小数',
  remarkTooLong: `物品备注不能超过${PURCHASE_LIMITS.remark}个字符`,
  rowDuplicate: '物品行重复',
  totalTooLarge: `采购总金额不能超过${MONEY_MAX}元`,
  dateInvalid: '请选择正确的期望到货日期',
  descriptionTooLong: `备注不能超过${PURCHASE_LIMITS.description}个字符`,
  tooManyFiles: `附件不能超过${PURCHASE_LIMITS.files}个`,
  fileNotYours: '附件不存在或不属于该采购计划',
  notFound: '采购计划不存在或已删除',
  notEditable: '审批中或已通过的采购计划不能修改',
  inApproval: '该采购计划正在审批中，不能重复提交',
  notRemovable: '审批中或已通过的采购计划不能删除',
  idTaken: '采购计划编号冲突，请重试',
  submitted: '已提交审批',
  assetsMissing: '固定资产模块未启用，无法登记资产计划',
} as const;

const trimmed = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** One item row; its id is born on the client so a row keeps its identity across offline edits. */
export const purchaseItem = z.object({
  id: z.string().min(1).max(64),
  itemName: trimmed(ITEM_NAME_MAX, PurchaseMsg.rowRequired, PurchaseMsg.itemNameTooLong),
  itemType: z.string({ error: PurchaseMsg.rowRequired }).min(1, PurchaseMsg.rowRequired).max(50),
  itemNum: z.number({ error: PurchaseMsg.rowRequired }).int(PurchaseMsg.itemNumInvalid).min(QUANTITY_MIN, PurchaseMsg.itemNumInvalid).max(QUANTITY_MAX, PurchaseMsg.itemNumInvalid),
  unitPrice: zMoney({ required: PurchaseMsg.priceRequired, invalid: PurchaseMsg.priceInvalid, negative: PurchaseMsg.priceNegative, tooLarge: PurchaseMsg.priceTooLarge, decimals: PurchaseMsg.priceDecimals }),
  remark: z.string().max(PURCHASE_LIMITS.remark, PurchaseMsg.remarkTooLong).default(''),
});
export type PurchaseItem = z.output<typeof purchaseItem>;
export type PurchaseItemInput = z.input<typeof purchaseItem>;

/** Σ quantity × unit price, in cents (exact), of rows whose price is already '1234.50' text. */
export const totalCents = (items: readonly { itemNum: number; unitPrice: string | number }[]): number =>
  items.reduce((sum, r) => sum + r.itemNum * Math.round(Number(r.unitPrice) * 100), 0);
export const centsText = (cents: number): string => (cents / 100).toFixed(2);

/** What a user fills in; the server adds 编号, the total, the unit, status and the rest. */
export const purchaseBody = z.object({
  applDeptId: z.string({ error: PurchaseMsg.deptRequired }).min(1, PurchaseMsg.deptRequired).max(64),
  useUserId: z.string({ error: PurchaseMsg.userRequired }).min(1, PurchaseMsg.userRequired).max(64),
  reason: trimmed(PURCHASE_LIMITS.reason, PurchaseMsg.reasonRequired, PurchaseMsg.reasonTooLong),
  expectedDate: z.number({ error: PurchaseMsg.dateInvalid }).int(PurchaseMsg.dateInvalid).min(0, PurchaseMsg.dateInvalid).max(32503680000000, PurchaseMsg.dateInvalid).nullable().default(null),
  items: z.array(purchaseItem, { error: PurchaseMsg.itemsRequired }).min(1, PurchaseMsg.itemsRequired).max(PURCHASE_LIMITS.rows, PurchaseMsg.tooManyItems),
  files: z.array(uploadedFile).max(PURCHASE_LIMITS.files, PurchaseMsg.tooManyFiles).default([]),
  description: z.string().max(PURCHASE_LIMITS.description, PurchaseMsg.descriptionTooLong).default(''),
}).superRefine((b, ctx) => {
  if (new Set(b.items.map((r) => r.id)).size !== b.items.length) ctx.addIssue({ code: 'custom', message: PurchaseMsg.rowDuplicate, path: ['items'] });
  if (totalCents(b.items) > MONEY_MAX * 100) ctx.addIssue({ code: 'custom', message: PurchaseMsg.totalTooLarge, path: ['items'] });
});
export type PurchaseBody = z.output<typeof purchaseBody>;
export type PurchaseInput = z.input<typeof purchaseBody>;

/** A save from a page or a device: the id is born on the client; `submit` sends it for approval in the same write. */
export const purchaseSaveArgs = z.object({
  id: z.string().min(1).max(64),
  isNew: z.boolean(),
  body: purchaseBody,
  submit: z.boolean().default(false),
});
export type PurchaseSaveArgs = z.output<typeof purchaseSaveArgs>;
export const purchaseRemoveArgs = z.object({ id: z.string().min(1).max(64) });

/** One request as lists, the detail and devices read it. */
export interface PurchaseRow {
  id: string;
  purchaseNo: string;
  applEntId: string | null;
  applDeptId: string;
  useUserId: string;
  reason: string;
  expectedDate: number | null;
  items: PurchaseItem[];
  /** 元, two decimals as text. */
  totalAmount: string;
  files: UploadedFile[];
  description: string;
  status: number;
  flowTaskId: string | null;
  /** The fixed-asset plan registered when the request was approved. */
  assetPlanId: string | null;
  creatorUserId: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export const PURCHASE_SORTS = ['purchaseNo', 'totalAmount', 'expectedDate', 'status', 'creatorTime'] as const;

export const purchaseListQuery = z.object({
  keyword: z.string().max(100).optional(),
  status: z.coerce.number().int().min(0).max(5).optional(),
  applDeptId: z.string().max(64).optional(),
  /** Registered on or after / before (ms). */
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sidx: z.enum(PURCHASE_SORTS).optional(),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type PurchaseListQuery = z.output<typeof purchaseListQuery>;

const COLUMNS = ['id', 'purchaseNo', 'applEntId', 'applDeptId', 'useUserId', 'reason', 'expectedDate', 'items', 'totalAmount', 'files', 'description', 'status', 'flowTaskId', 'assetPlanId', 'creatorUserId', 'creatorTime', 'lastModifyTime'] as const;
/** The columns devices receive (the `purchases` collection). */
export const PURCHASE_ROW_COLUMNS: readonly string[] = COLUMNS;
