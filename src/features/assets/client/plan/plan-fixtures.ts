import type { PlanSyncItem, PlanSyncRow } from '@/features/assets/contract';

/** Test data (names in the tests themselves: client code holds no Chinese text): a plan as the `assetPlans` collection delivers it (rows as JSON, in no particular order). */
export function syncedPlan(over: Partial<PlanSyncRow>, items: Array<Partial<PlanSyncItem> & Pick<PlanSyncItem, 'itemName'>>): PlanSyncRow & { _version: number } {
  const id = over.id ?? 'p';
  return {
    id, applEntId: 'ent', applEntName: 'East', applDeptId: 'dept', applDeptName: 'Assets', useUserId: 'u1', useUserName: 'Zhang',
    creatorUserId: 'u1', creatorUserName: 'Zhang', creatorTime: 1, lastModifyTime: null,
    ...over,
    rowsJson: JSON.stringify(items.map((r, i) => ({
      id: `${id}-r${i}`, itemType: 'electronic', itemTypeName: 'Electronics', itemNum: 1, hasApplNum: 0, sortCode: i, creatorTime: 10 + i, ...r,
    }))),
    _version: 1,
  };
}
