import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { ASSET_LIMITS } from './constants';
import { PlanMsg } from './messages';

/** 资产计划 (§3 Asset plan, §5 rules, §7 fixedAsset-plan / fixedAsset-appl). */

const looseText = z.union([z.string(), z.number()]).nullish();
const ignored = z.unknown().optional();

/**
 * One row of `dtlList` as the route accepts it: loose, so the service can check the five §5
 * emptiness rules first and in order (a zod message would otherwise come first).
 */
export const planDtlBody = z.object({
  id: z.string().max(64).nullish(),
  /** The client's id of a row not saved yet (SPEC "temporary client id"); echoed nowhere. */
  tempId: ignored,
  itemName: looseText,
  itemType: looseText,
  itemTypeName: looseText,
  itemNum: looseText,
  hasApplNum: ignored,
  dtlLogId: ignored,
  creatorTime: ignored,
});
/** POST …/fixedAsset-plan/update: no id creates, an id edits. Names are taken from the directory, not the body. */
export const planUpdateBody = z.object({
  id: z.string().max(64).nullish(),
  applEntId: looseText,
  applEntName: looseText,
  applDeptId: looseText,
  applDeptName: looseText,
  useUserId: looseText,
  useUserName: looseText,
  logId: ignored,
  dtlList: z.array(planDtlBody).nullish(),
});
export type PlanUpdateBody = z.infer<typeof planUpdateBody>;

const required = (msg: string) => z.string({ error: msg }).trim().min(1, { error: msg });
/** The same request checked strictly (client forms use it too); the server applies it after the five checks. */
export const planDtlInput = z.object({
  id: z.string().max(64).nullish(),
  tempId: z.string().max(64).nullish(),
  itemName: required(PlanMsg.rowRequired).max(ASSET_LIMITS.itemNameMax, { error: PlanMsg.itemNameTooLong }),
  itemType: required(PlanMsg.rowRequired).max(50),
  itemTypeName: z.string().max(50).nullish(),
  itemNum: z.coerce
    .number({ error: PlanMsg.itemNumInteger })
    .int({ error: PlanMsg.itemNumInteger })
    .min(ASSET_LIMITS.itemNumMin, { error: PlanMsg.itemNumMin })
    .max(ASSET_LIMITS.itemNumMax, { error: PlanMsg.itemNumMax }),
});
export const planUpdateInput = z.object({
  id: z.string().max(64).nullish(),
  applEntId: required(PlanMsg.entRequired).max(64),
  applEntName: z.string().nullish(),
  applDeptId: required(PlanMsg.deptRequired).max(64),
  applDeptName: z.string().nullish(),
  useUserId: required(PlanMsg.userRequired).max(64),
  useUserName: z.string().nullish(),
  dtlList: z.array(planDtlInput, { error: PlanMsg.listRequired }).min(1, { error: PlanMsg.listRequired }).max(ASSET_LIMITS.planRowsMax, { error: PlanMsg.tooManyRows }),
});
export type PlanUpdateInput = z.infer<typeof planUpdateInput>;
export type PlanDtlInput = z.infer<typeof planDtlInput>;

export const planUpdateResult = z.object({ id: z.string(), logId: z.string() });
export type PlanUpdateResult = z.infer<typeof planUpdateResult>;

export const planDtlRow = z.object({
  id: z.string(),
  planId: z.string(),
  itemName: z.string(),
  itemType: z.string(),
  itemTypeName: z.string(),
  itemNum: z.number(),
  /** Items stored from this row so far; > 0 locks the row (§4). */
  hasApplNum: z.number(),
  sortCode: z.number(),
  /** The row's id as the change log names it (dtl_log_id). */
  dtlLogId: z.string(),
  creatorTime: z.number(),
});
export type PlanDtlRow = z.infer<typeof planDtlRow>;

export const planDetail = z.object({
  id: z.string(),
  applEntId: z.string(),
  applEntName: z.string(),
  applDeptId: z.string(),
  applDeptName: z.string(),
  useUserId: z.string(),
  useUserName: z.string(),
  creatorUserId: z.string(),
  creatorUserName: z.string(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
  /** True once any row is purchased: unit, department and user are locked (§4). */
  locked: z.boolean(),
  dtlList: z.array(planDtlRow),
});
export type PlanDetail = z.infer<typeof planDetail>;

export const planIdQuery = z.object({ id: z.string().min(1, { error: PlanMsg.planNotFound }).max(64), n: z.unknown().optional() });

const emptyToUndef = (v: unknown) => (v === '' || v === null ? undefined : v);
const optId = z.preprocess(emptyToUndef, z.string().max(64).optional());
const optTime = z.preprocess(emptyToUndef, z.coerce.number().int().nonnegative().optional());

export const planSortable = ['creatorTime', 'lastModifyTime', 'applEntName', 'applDeptName', 'useUserName'] as const;
/** getSubscribeModels: paging + filters. state: none (nothing stored), part, done (every row fully stored). */
export const planListQuery = listQuery(planSortable).extend({
  applEntId: optId,
  applDeptId: optId,
  useUserId: optId,
  itemType: optId,
  startTime: optTime,
  endTime: optTime,
  state: z.preprocess(emptyToUndef, z.enum(['none', 'part', 'done'], { error: '申购状态不合法' }).optional()),
});
export type PlanListQuery = z.infer<typeof planListQuery>;

export const planListRow = z.object({
  id: z.string(),
  applEntId: z.string(),
  applEntName: z.string(),
  applDeptId: z.string(),
  applDeptName: z.string(),
  useUserId: z.string(),
  useUserName: z.string(),
  creatorUserId: z.string(),
  creatorUserName: z.string(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
  /** Number of item rows, planned quantity in all, stored quantity in all. */
  itemCount: z.number(),
  itemNum: z.number(),
  hasApplNum: z.number(),
  /** Item names of the plan, joined with '、'. */
  itemNames: z.string(),
});
export type PlanListRow = z.infer<typeof planListRow>;
export const planListPage = listPageSchema(planListRow);

// ---------- change log (§3 "Change-log payload", snake_case) ----------
export const changeApplPayload = z.object({
  appl_ent_id: z.string(),
  appl_ent_name: z.string(),
  appl_dept_id: z.string(),
  appl_dept_name: z.string(),
  use_user_id: z.string(),
  use_user_name: z.string(),
});
export type ChangeApplPayload = z.infer<typeof changeApplPayload>;
export const changeDtlPayload = z.object({
  item_name: z.string(),
  item_type: z.string(),
  item_num: z.coerce.number(),
  has_appl_num: z.coerce.number(),
  item_type_name: z.string(),
  dtl_log_id: z.string(),
  F_CreatorTime: z.union([z.number(), z.string()]),
});
export type ChangeDtlPayload = z.infer<typeof changeDtlPayload>;
export const changeDtlListPayload = z.array(changeDtlPayload);

/** POST …/log/creatorLog, sent after a successful update with the logId it answered. */
export const creatorLogBody = z.object({
  planInfoLogId: z.string({ error: PlanMsg.logNotFound }).min(1, { error: PlanMsg.logNotFound }).max(64),
  changeDtlListJson: z.string({ error: PlanMsg.logInvalid }).max(200_000, { error: PlanMsg.logInvalid }),
  changeApplJson: z.string({ error: PlanMsg.logInvalid }).max(10_000, { error: PlanMsg.logInvalid }),
});
export type CreatorLogBody = z.infer<typeof creatorLogBody>;

/** One entry of the plan change-log timeline (JSON texts as §3 names them; parse with the payload schemas). */
export const planLogEntry = z.object({
  id: z.string(),
  planId: z.string(),
  changeApplJson: z.string(),
  changeDtlListJson: z.string(),
  changeUserId: z.string(),
  changeUserName: z.string(),
  creatorTime: z.number(),
});
export type PlanLogEntry = z.infer<typeof planLogEntry>;
/** getListByPlanInfoId: newest first. */
export const planLogList = z.object({ list: z.array(planLogEntry) });
