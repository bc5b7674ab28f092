import type { UserInfo } from '@/features/auth/contract';
import {
  ASSET_LIMITS, isOfficeRoleName, type ChangeApplPayload, type ChangeDtlPayload, type CreatorLogBody, type PlanDetail, type PlanUpdateBody,
} from '@/features/assets/contract';
import { newId } from '@/contract/ids';

/** One row of the dialog's item table; `key` is the temporary client id of a row not saved yet. */
export interface PlanRowDraft {
  key: string;
  id: string | null;
  itemName: string;
  itemType: string | null;
  itemTypeName: string;
  itemNum: number | '';
  hasApplNum: number;
  dtlLogId: string | null;
  creatorTime: number | null;
}

export interface PlanDraft {
  id: string | null;
  applEntId: string | null;
  applEntName: string;
  applDeptId: string | null;
  applDeptName: string;
  useUserId: string | null;
  useUserName: string;
  dtlList: PlanRowDraft[];
}

export const blankRow = (): PlanRowDraft => ({
  key: newId(), id: null, itemName: '', itemType: null, itemTypeName: '', itemNum: '', hasApplNum: 0, dtlLogId: null, creatorTime: null,
});

/** A new plan starts with the signed-in user's unit, department and self as user, and one empty row. */
export function newDraft(me: UserInfo | null): PlanDraft {
  return {
    id: null,
    applEntId: me?.organizeId || null,
    applEntName: '',
    applDeptId: me?.departmentId || null,
    applDeptName: me?.departmentName ?? '',
    useUserId: me?.userId ?? null,
    useUserName: me?.userName ?? '',
    dtlList: [blankRow()],
  };
}

export function draftFromDetail(d: PlanDetail): PlanDraft {
  return {
    id: d.id, applEntId: d.applEntId, applEntName: d.applEntName, applDeptId: d.applDeptId, applDeptName: d.applDeptName,
    useUserId: d.useUserId, useUserName: d.useUserName,
    dtlList: d.dtlList.map((r) => ({
      key: r.id, id: r.id, itemName: r.itemName, itemType: r.itemType, itemTypeName: r.itemTypeName, itemNum: r.itemNum,
      hasApplNum: r.hasApplNum, dtlLogId: r.dtlLogId, creatorTime: r.creatorTime,
    })),
  };
}

/** §4: a row with purchased quantity above 0 is locked (name and type fixed, no delete). */
export const rowLocked = (row: PlanRowDraft): boolean => row.hasApplNum > 0;
/** §5: quantity min is the purchased quantity, or 1. */
export const quantityMin = (row: PlanRowDraft): number => Math.max(row.hasApplNum, ASSET_LIMITS.itemNumMin);

export interface PlanLocks {
  /** Any row purchased: unit, department and user are fixed. */
  headLocked: boolean;
  unitEditable: boolean;
  deptEditable: boolean;
  userEditable: boolean;
  /** The user picker's reach: anyone (office user) or the own organisation. */
  userScope: 'all' | 'own';
}

export const isOfficeUser = (me: UserInfo | null): boolean => (me?.roleName ?? '').split(',').some((r) => isOfficeRoleName(r.trim()));

/** §5: unit and department pickers only for office users and only while nothing is purchased; user picker limited unless office. */
export function planLocks(draft: PlanDraft, office: boolean): PlanLocks {
  const headLocked = draft.dtlList.some(rowLocked);
  return { headLocked, unitEditable: office && !headLocked, deptEditable: office && !headLocked, userEditable: !headLocked, userScope: office ? 'all' : 'own' };
}

export type PlanWarning =
  | 'entRequired' | 'deptRequired' | 'userRequired' | 'listRequired' | 'rowRequired'
  | 'itemNameTooLong' | 'itemNumInteger' | 'itemNumMin' | 'itemNumMax' | 'itemNumBelowPurchased';

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/**
 * The first rule the draft breaks, in the order of §5 (the five emptiness rules first), then the
 * row limits; null when it may be saved. The key names a locale string (zh equals the server's).
 */
export function firstPlanWarning(draft: PlanDraft): { key: PlanWarning; row?: PlanRowDraft } | null {
  if (blank(draft.applEntId)) return { key: 'entRequired' };
  if (blank(draft.applDeptId)) return { key: 'deptRequired' };
  if (blank(draft.useUserId)) return { key: 'userRequired' };
  if (draft.dtlList.length === 0) return { key: 'listRequired' };
  const empty = draft.dtlList.find((r) => blank(r.itemName) || blank(r.itemType) || r.itemNum === '');
  if (empty) return { key: 'rowRequired', row: empty };
  for (const row of draft.dtlList) {
    const num = Number(row.itemNum);
    if (row.itemName.trim().length > ASSET_LIMITS.itemNameMax) return { key: 'itemNameTooLong', row };
    if (!Number.isInteger(num)) return { key: 'itemNumInteger', row };
    if (num < ASSET_LIMITS.itemNumMin) return { key: 'itemNumMin', row };
    if (num > ASSET_LIMITS.itemNumMax) return { key: 'itemNumMax', row };
    if (num < row.hasApplNum) return { key: 'itemNumBelowPurchased', row };
  }
  return null;
}

/** The body of POST …/fixedAsset-plan/update (no id creates; names are read by the server from the directory). */
export function toUpdateBody(draft: PlanDraft): PlanUpdateBody {
  return {
    id: draft.id, applEntId: draft.applEntId, applEntName: draft.applEntName, applDeptId: draft.applDeptId, applDeptName: draft.applDeptName,
    useUserId: draft.useUserId, useUserName: draft.useUserName,
    dtlList: draft.dtlList.map((r) => ({
      id: r.id, tempId: r.id ? undefined : r.key, itemName: r.itemName.trim(), itemType: r.itemType, itemTypeName: r.itemTypeName, itemNum: r.itemNum === '' ? null : Number(r.itemNum),
    })),
  };
}

/** §3 change-log payload (snake_case) of the plan as saved. */
export function changeLogBody(logId: string, plan: Pick<PlanDetail, 'applEntId' | 'applEntName' | 'applDeptId' | 'applDeptName' | 'useUserId' | 'useUserName'> & { dtlList: Array<Pick<PlanDetail['dtlList'][number], 'itemName' | 'itemType' | 'itemNum' | 'hasApplNum' | 'itemTypeName' | 'dtlLogId' | 'creatorTime'>> }): CreatorLogBody {
  const appl: ChangeApplPayload = {
    appl_ent_id: plan.applEntId, appl_ent_name: plan.applEntName, appl_dept_id: plan.applDeptId, appl_dept_name: plan.applDeptName,
    use_user_id: plan.useUserId, use_user_name: plan.useUserName,
  };
  const dtl: ChangeDtlPayload[] = plan.dtlList.map((r) => ({
    item_name: r.itemName, item_type: r.itemType, item_num: r.itemNum, has_appl_num: r.hasApplNum, item_type_name: r.itemTypeName,
    dtl_log_id: r.dtlLogId, F_CreatorTime: r.creatorTime,
  }));
  return { planInfoLogId: logId, changeApplJson: JSON.stringify(appl), changeDtlListJson: JSON.stringify(dtl) };
}

/** When the saved plan cannot be read back: the same payload from what the dialog holds. */
export function changeLogFromDraft(logId: string, draft: PlanDraft, now: number = Date.now()): CreatorLogBody {
  return changeLogBody(logId, {
    applEntId: draft.applEntId ?? '', applEntName: draft.applEntName, applDeptId: draft.applDeptId ?? '', applDeptName: draft.applDeptName,
    useUserId: draft.useUserId ?? '', useUserName: draft.useUserName,
    dtlList: draft.dtlList.map((r) => ({
      itemName: r.itemName.trim(), itemType: r.itemType ?? '', itemNum: Number(r.itemNum), hasApplNum: r.hasApplNum, itemTypeName: r.itemTypeName,
      dtlLogId: r.dtlLogId ?? r.key, creatorTime: r.creatorTime ?? now,
    })),
  });
}
