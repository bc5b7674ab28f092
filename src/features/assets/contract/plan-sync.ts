import { z } from 'zod';
import { planDetail, planDtlRow } from './plan';

/**
 * The plans a device keeps (sync collection `assetPlans`, ADR 0008 "Plans on the device"): one row
 * per fa_plan with its header and its item rows as JSON text (`rowsJson`), so a change of a row is
 * a change of its plan and a plan always arrives whole.
 */
export const PLAN_SYNC_COLLECTION = 'assetPlans';

/** One element of `rowsJson`: an fa_plan_dtl row. */
export const planSyncItem = planDtlRow.omit({ planId: true, dtlLogId: true });
export type PlanSyncItem = z.infer<typeof planSyncItem>;

export const planSyncRow = planDetail
  .pick({ id: true, applEntId: true, applEntName: true, applDeptId: true, applDeptName: true, useUserId: true, useUserName: true, creatorUserId: true, creatorTime: true, lastModifyTime: true })
  .extend({
    /** The creator's name when the plan last changed (a later rename arrives with the plan's next change). */
    creatorUserName: z.string().nullable(),
    /** JSON text of PlanSyncItem[] (order not guaranteed: sort by sortCode, then creatorTime). */
    rowsJson: z.string(),
  });
export type PlanSyncRow = z.infer<typeof planSyncRow>;
export const PLAN_SYNC_COLUMNS = Object.keys(planSyncRow.shape) as (keyof PlanSyncRow)[];
