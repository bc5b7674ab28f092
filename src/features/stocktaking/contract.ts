import { z } from 'zod';
import { listPageSchema } from '../../contract/envelope';
import { listQuery } from '../../contract/list-query';

/**
 * 资产盘点 (issue 6, ADR 0008): an asset administrator snapshots the items of a scope; checkers scan
 * them on their devices, offline, through the sync engine (`stocktake.scan` / `undoScan` /
 * `attachPhoto`); completion freezes the counts; `apply` (after confirmation) marks the missing items
 * lost and moves the moved ones. Nothing changes an item before `apply`.
 */
export const STOCKTAKE_MODULE = 'fixedAsset.stocktake';
export const STOCKTAKE_BUTTONS = { add: 'btn_add', complete: 'btn_complete', apply: 'btn_apply', export: 'btn_export' } as const;
export const STOCKTAKE_API = '/api/business/stocktake';
/** Sync collections (also the device's Dexie tables) and mutation names. */
export const STOCKTAKE_COLLECTIONS = { stocktakes: 'stocktakes', items: 'stocktakeItems', scans: 'stocktakeScans' } as const;
export const STOCKTAKE_MUTATIONS = { scan: 'stocktake.scan', undoScan: 'stocktake.undoScan', attachPhoto: 'stocktake.attachPhoto' } as const;

export const STOCKTAKE_STATUSES = ['open', 'completed', 'applied'] as const;
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number];
export const SCOPE_TYPES = ['ent', 'dept', 'location'] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];
/** An item's result: null until a found/moved scan wins. */
export const ITEM_RESULTS = ['found', 'moved'] as const;
export type ItemResult = (typeof ITEM_RESULTS)[number];
export const SCAN_RESULTS = ['found', 'moved', 'unknown'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
/** fa_item statuses a stocktake expects to find: 1 在库, 2 在用, 3 变更, 4 损坏 (not 5 丢失, 6 报废). */
export const EXPECTED_ITEM_STATUSES = ['1', '2', '3', '4'] as const;
export const NAME_MAX = 50;
export const LOCATION_MAX = 100;
export const CHECKERS_MAX = 50;

export const STOCKTAKE_MSG = {
  nameRequired: '请输入盘点名称',
  nameTooLong: `盘点名称不能超过${NAME_MAX}个字符`,
  scopeRequired: '请选择盘点范围',
  locationRequired: '请输入盘点位置',
  checkersRequired: '请选择盘点人',
  checkerMissing: '盘点人不存在或已禁用',
  scopeMissing: '盘点范围不存在',
  emptyScope: '该范围内没有可盘点的资产（在库、在用、变更、损坏）',
  adminOnly: '只有资产管理员可以执行此操作',
  notFound: '盘点不存在',
  notChecker: '您不是该盘点的盘点人',
  notOpen: '盘点已结束，不能再扫描或撤销',
  completeNotOpen: '只有进行中的盘点可以完成',
  applyNotCompleted: '盘点完成后才能应用盘点结果',
  alreadyApplied: '盘点结果已应用',
  confirmRequired: '请确认后再应用盘点结果',
  codeRequired: '请输入资产编码',
  scanIdExists: '扫描记录已存在',
  scanMissing: '扫描记录不存在',
  scanNotOwn: '只能撤销或修改自己的扫描',
  photoInvalid: '照片地址不合法',
  duplicateScan: '重复扫描，不重复计数',
  /** fa_item_log remark of a missing item marked lost: prefix + stocktake name. */
  lostRemark: '盘点未找到：',
  /** fa_item_log remark of a moved item relocated: prefix + stocktake name (+ '，位置：<found location>' when known). */
  movedRemark: '盘点位置变动：',
} as const;

const id = z.string().min(1).max(64);
const newRecordId = z.string().min(8).max(64).regex(/^[A-Za-z0-9-]+$/, { error: 'ID不合法' });
const text = (max: number) => z.string().trim().max(max);

export const stocktakeIdParams = z.object({ id });

// ---------- rows (REST answers and the device's store; every field a column of its table) ----------
export const counts = z.object({ expected: z.number(), found: z.number(), moved: z.number(), missing: z.number(), unknown: z.number() });
export type StocktakeCounts = z.infer<typeof counts>;

/** st_stocktake; also a row of the `stocktakes` collection. */
export const stocktakeRow = z.object({
  id: z.string(), name: z.string(), scopeType: z.enum(SCOPE_TYPES), scopeId: z.string().nullable(), scopeName: z.string().nullable(),
  location: z.string().nullable(), status: z.enum(STOCKTAKE_STATUSES), creatorId: z.string(), creatorName: z.string(),
  createdAt: z.number(), completedAt: z.number().nullable(), appliedAt: z.number().nullable(),
});
export type StocktakeRow = z.infer<typeof stocktakeRow>;

export const checker = z.object({ userId: z.string(), realName: z.string(), account: z.string() });
export type StocktakeChecker = z.infer<typeof checker>;
/** A stocktake with its checkers and counts (list rows, detail and download header). */
export const stocktakeInfo = stocktakeRow.extend({ checkers: z.array(checker), counts });
export type StocktakeInfo = z.infer<typeof stocktakeInfo>;

/** st_stocktake_item: the snapshot of one expected item and its result; a row of `stocktakeItems`. */
export const stocktakeItemRow = z.object({
  id: z.string(), stocktakeId: z.string(), itemId: z.string(), assetCode: z.string(), itemName: z.string(), itemTypeName: z.string().nullable(),
  expectedEntId: z.string().nullable(), expectedEntName: z.string().nullable(), expectedDeptId: z.string().nullable(), expectedDeptName: z.string().nullable(),
  expectedUserName: z.string().nullable(), expectedLocation: z.string().nullable(),
  /** The item's image (first of fa_item.attach) at snapshot time, or null. */
  thumbUrl: z.string().nullable(),
  result: z.enum(ITEM_RESULTS).nullable(), foundLocation: z.string().nullable(), foundBy: z.string().nullable(), foundByName: z.string().nullable(),
  foundAt: z.number().nullable(), firstScanId: z.string().nullable(),
});
export type StocktakeItemRow = z.infer<typeof stocktakeItemRow>;

/** st_stocktake_scan: every scan, undone ones too; a row of `stocktakeScans`. `itemId` is the asset's (fa_item) id, as on the item row; null for an unknown code. */
export const stocktakeScanRow = z.object({
  id: z.string(), stocktakeId: z.string(), code: z.string(), itemId: z.string().nullable(), result: z.enum(SCAN_RESULTS),
  location: z.string().nullable(), entId: z.string().nullable(), deptId: z.string().nullable(), note: z.string().nullable(), photoUrl: z.string().nullable(),
  scannedBy: z.string(), scannedByName: z.string(), scannedAt: z.number(), deviceId: z.string().nullable(), undone: z.number(), createdAt: z.number(),
});
export type StocktakeScanRow = z.infer<typeof stocktakeScanRow>;

// ---------- REST ----------
export const stocktakeSortable = ['createdAt', 'name', 'status'] as const;
export const stocktakeListQuery = listQuery(stocktakeSortable).extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(STOCKTAKE_STATUSES, { error: '盘点状态不合法' }).optional()),
});
export type StocktakeListQuery = z.infer<typeof stocktakeListQuery>;
export const stocktakeList = listPageSchema(stocktakeInfo);

export const stocktakeCreateBody = z
  .object({
    name: z.string({ error: STOCKTAKE_MSG.nameRequired }).trim().min(1, { error: STOCKTAKE_MSG.nameRequired }).max(NAME_MAX, { error: STOCKTAKE_MSG.nameTooLong }),
    scopeType: z.enum(SCOPE_TYPES, { error: STOCKTAKE_MSG.scopeRequired }),
    /** Organisation id (unit for `ent`, department for `dept`). */
    scopeId: id.nullish(),
    /** Location text for `location` (exact match, ignoring case and surrounding spaces). */
    location: text(LOCATION_MAX).nullish(),
    checkerIds: z.array(id, { error: STOCKTAKE_MSG.checkersRequired }).min(1, { error: STOCKTAKE_MSG.checkersRequired }).max(CHECKERS_MAX),
  })
  .superRefine((b, ctx) => {
    if (b.scopeType !== 'location' && !b.scopeId) ctx.addIssue({ code: 'custom', path: ['scopeId'], message: STOCKTAKE_MSG.scopeRequired });
    if (b.scopeType === 'location' && !b.location) ctx.addIssue({ code: 'custom', path: ['location'], message: STOCKTAKE_MSG.locationRequired });
  });
export type StocktakeCreateBody = z.infer<typeof stocktakeCreateBody>;
export const stocktakeCreated = z.object({ id: z.string(), counts });

/** GET /{id}: header, checkers, counts and every snapshot item with its result. */
export const stocktakeDetail = stocktakeInfo.extend({ items: z.array(stocktakeItemRow) });
export type StocktakeDetail = z.infer<typeof stocktakeDetail>;
/** GET /{id}/download: all a device needs to work offline, in one answer. */
export const stocktakeDownload = z.object({ stocktake: stocktakeInfo, items: z.array(stocktakeItemRow), scans: z.array(stocktakeScanRow) });
export type StocktakeDownload = z.infer<typeof stocktakeDownload>;

export const stocktakeApplyBody = z.object({ confirm: z.literal(true, { error: STOCKTAKE_MSG.confirmRequired }) });
/** Items marked lost, items moved, and items left alone because they were lost or scrapped meanwhile. */
export const stocktakeApplied = z.object({ lost: z.number(), moved: z.number(), skipped: z.number(), counts });

// ---------- sync mutations ----------
export const scanArgs = z.object({
  /** Born on the device (UUIDv7). */
  id: newRecordId,
  stocktakeId: id,
  code: z.string({ error: STOCKTAKE_MSG.codeRequired }).trim().min(1, { error: STOCKTAKE_MSG.codeRequired }).max(100),
  /** The checker's own verdict: `moved` (found in the wrong place) or `found` (ticked off by hand). Without it the server compares places. */
  result: z.enum(ITEM_RESULTS).optional(),
  /** Where the checker is ('' when not said). A place other than the expected location makes it `moved`. */
  location: text(LOCATION_MAX),
  /** Unit / department the checker is in, when it differs from the item's (moves it there on apply). */
  entId: id.nullish(),
  deptId: id.nullish(),
  note: text(500).nullish(),
  scannedAt: z.number().int().nonnegative(),
  /** The device's id (sync deviceId), kept on the scan for the report. */
  deviceId: z.string().max(64).nullish(),
});
export type ScanArgs = z.infer<typeof scanArgs>;
export const undoScanArgs = z.object({ id: newRecordId });
export type UndoScanArgs = z.infer<typeof undoScanArgs>;
export const attachPhotoArgs = z.object({
  id: newRecordId,
  photoUrl: z.string().max(500).regex(/^(\/|https?:\/\/)/, { error: STOCKTAKE_MSG.photoInvalid }),
});
export type AttachPhotoArgs = z.infer<typeof attachPhotoArgs>;

/** What `stocktake.scan` / `undoScan` answer (the mutation result): the rows as the server has them now. */
export const scanOutcome = z.object({
  scan: stocktakeScanRow,
  /** The snapshot item the scan is about (null for an unknown code). */
  item: stocktakeItemRow.nullable(),
  /** The item already had a winning scan: this one is kept in the log, nothing counted. */
  duplicateScan: z.boolean(),
  counts,
});
export type ScanOutcome = z.infer<typeof scanOutcome>;
export const photoOutcome = z.object({ scan: stocktakeScanRow });
export type PhotoOutcome = z.infer<typeof photoOutcome>;

/** Printing the report (打印模板). */
export * from './contract/print';
