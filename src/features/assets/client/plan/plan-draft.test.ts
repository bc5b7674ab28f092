import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@/features/auth/contract';
import { changeApplPayload, changeDtlListPayload, type PlanDetail } from '@/features/assets/contract';
import { blankRow, changeLogBody, changeLogFromDraft, draftFromDetail, firstPlanWarning, isOfficeUser, newDraft, planLocks, quantityMin, toUpdateBody, type PlanDraft, type PlanRowDraft } from './plan-draft';

const row = (over: Partial<PlanRowDraft> = {}): PlanRowDraft => ({ ...blankRow(), itemName: '笔记本电脑', itemType: 'electronic', itemTypeName: '电子设备', itemNum: 2, ...over });
const draft = (over: Partial<PlanDraft> = {}): PlanDraft => ({
  id: null, applEntId: 'ent', applEntName: '华东分公司', applDeptId: 'dept', applDeptName: '资产管理部', useUserId: 'u1', useUserName: '王磊', dtlList: [row()], ...over,
});
const me = (roleName: string) => ({ userId: 'u1', userName: '张敏', organizeId: 'ent', departmentId: 'dept', departmentName: '行政办公室', roleName, organizeName: '集团/行政办公室' }) as UserInfo;

describe('firstPlanWarning (SPEC §5, in order)', () => {
  it('reports the five emptiness rules in their order, the first one only', () => {
    const empty = draft({ applEntId: null, applDeptId: '', useUserId: null, dtlList: [] });
    expect(firstPlanWarning(empty)?.key).toBe('entRequired');
    expect(firstPlanWarning({ ...empty, applEntId: 'ent' })?.key).toBe('deptRequired');
    expect(firstPlanWarning({ ...empty, applEntId: 'ent', applDeptId: 'dept' })?.key).toBe('userRequired');
    expect(firstPlanWarning(draft({ dtlList: [] }))?.key).toBe('listRequired');
    for (const blank of [{ itemName: '  ' }, { itemType: null }, { itemNum: '' as const }]) {
      expect(firstPlanWarning(draft({ dtlList: [row(), row(blank)] }))?.key).toBe('rowRequired');
    }
  });

  it('then the row limits: name ≤ 50, whole quantity 1..100,000,000, not below purchased', () => {
    expect(firstPlanWarning(draft({ dtlList: [row({ itemName: 'x'.repeat(51) })] }))?.key).toBe('itemNameTooLong');
    expect(firstPlanWarning(draft({ dtlList: [row({ itemName: 'x'.repeat(50) })] }))).toBeNull();
    expect(firstPlanWarning(draft({ dtlList: [row({ itemNum: 1.5 })] }))?.key).toBe('itemNumInteger');
    expect(firstPlanWarning(draft({ dtlList: [row({ itemNum: 0 })] }))?.key).toBe('itemNumMin');
    expect(firstPlanWarning(draft({ dtlList: [row({ itemNum: 100_000_001 })] }))?.key).toBe('itemNumMax');
    expect(firstPlanWarning(draft({ dtlList: [row({ itemNum: 100_000_000 })] }))).toBeNull();
    const below = row({ itemNum: 2, hasApplNum: 3 });
    expect(firstPlanWarning(draft({ dtlList: [below] }))).toEqual({ key: 'itemNumBelowPurchased', row: below });
  });

  it('an emptiness rule wins over a limit broken earlier in the list', () => {
    expect(firstPlanWarning(draft({ dtlList: [row({ itemName: 'x'.repeat(60) }), row({ itemType: null })] }))?.key).toBe('rowRequired');
  });
});

describe('locks (SPEC §4, §5)', () => {
  it('office users may change unit and department only while nothing is purchased; the user picker reaches everyone', () => {
    expect(planLocks(draft(), true)).toEqual({ headLocked: false, unitEditable: true, deptEditable: true, userEditable: true, userScope: 'all' });
    expect(planLocks(draft({ dtlList: [row(), row({ hasApplNum: 1 })] }), true)).toEqual({ headLocked: true, unitEditable: false, deptEditable: false, userEditable: false, userScope: 'all' });
  });
  it('others never change unit or department and pick users of their own organisation', () => {
    expect(planLocks(draft(), false)).toEqual({ headLocked: false, unitEditable: false, deptEditable: false, userEditable: true, userScope: 'own' });
  });
  it('quantity min is the purchased quantity or 1', () => {
    expect(quantityMin(row({ hasApplNum: 0 }))).toBe(1);
    expect(quantityMin(row({ hasApplNum: 7 }))).toBe(7);
  });
  it('an office user is one whose role names include 办公室固定资产', () => {
    expect(isOfficeUser(me('普通员工,办公室固定资产'))).toBe(true);
    expect(isOfficeUser(me('资产管理员'))).toBe(false);
    expect(isOfficeUser(null)).toBe(false);
  });
});

describe('request bodies', () => {
  it('a new plan starts with the current user\'s unit, department and self', () => {
    const d = newDraft(me('办公室固定资产'));
    expect(d).toMatchObject({ id: null, applEntId: 'ent', applDeptId: 'dept', applDeptName: '行政办公室', useUserId: 'u1', useUserName: '张敏' });
    expect(d.dtlList).toHaveLength(1);
  });

  it('update sends saved rows by id and new rows with their temporary id, names trimmed', () => {
    const saved = row({ id: 'r1', key: 'r1', itemName: ' 打印机 ' });
    const fresh = row({ key: 'tmp-1' });
    expect(toUpdateBody(draft({ id: 'p1', dtlList: [saved, fresh] })).dtlList).toEqual([
      { id: 'r1', tempId: undefined, itemName: '打印机', itemType: 'electronic', itemTypeName: '电子设备', itemNum: 2 },
      { id: null, tempId: 'tmp-1', itemName: '笔记本电脑', itemType: 'electronic', itemTypeName: '电子设备', itemNum: 2 },
    ]);
  });

  it('the change-log payload is §3 snake_case, from the plan as saved', () => {
    const detail: PlanDetail = {
      id: 'p1', applEntId: 'ent', applEntName: '华东分公司', applDeptId: 'dept', applDeptName: '资产管理部', useUserId: 'u1', useUserName: '王磊',
      creatorUserId: 'u9', creatorUserName: '张敏', creatorTime: 1, lastModifyTime: null, locked: false,
      dtlList: [{ id: 'r1', planId: 'p1', itemName: '打印机', itemType: 'office', itemTypeName: '办公设备', itemNum: 3, hasApplNum: 1, sortCode: 0, dtlLogId: 'r1', creatorTime: 1700000000000 }],
    };
    const body = changeLogBody('log1', detail);
    expect(body.planInfoLogId).toBe('log1');
    expect(changeApplPayload.parse(JSON.parse(body.changeApplJson))).toEqual({
      appl_ent_id: 'ent', appl_ent_name: '华东分公司', appl_dept_id: 'dept', appl_dept_name: '资产管理部', use_user_id: 'u1', use_user_name: '王磊',
    });
    expect(changeDtlListPayload.parse(JSON.parse(body.changeDtlListJson))).toEqual([
      { item_name: '打印机', item_type: 'office', item_num: 3, has_appl_num: 1, item_type_name: '办公设备', dtl_log_id: 'r1', F_CreatorTime: 1700000000000 },
    ]);
    expect(draftFromDetail(detail).dtlList[0]).toMatchObject({ key: 'r1', id: 'r1', hasApplNum: 1 });
  });

  it('from the dialog\'s draft when the saved plan cannot be read back', () => {
    const body = changeLogFromDraft('log2', draft({ dtlList: [row({ key: 'tmp', itemName: ' 椅子 ' })] }), 42);
    expect(JSON.parse(body.changeDtlListJson)).toEqual([
      { item_name: '椅子', item_type: 'electronic', item_num: 2, has_appl_num: 0, item_type_name: '电子设备', dtl_log_id: 'tmp', F_CreatorTime: 42 },
    ]);
  });
});
