import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteUserDb, openUserDb } from '@/sync/db';
import { localPlanDetail, localPlanPage } from './local-plans';
import { syncedPlan } from './plan-fixtures';

const USER = 'local-plans-tester';
const page = (q: Parameters<typeof localPlanPage>[0]) => localPlanPage(q).then((p) => p!);
const ids = async (q: Partial<Parameters<typeof localPlanPage>[0]>) => (await page({ currentPage: 1, pageSize: 20, ...q })).list.map((r) => r.id);

beforeEach(async () => {
  const db = await openUserDb(USER);
  await db.assetPlans.bulkPut([
    // Rows arrive unordered (SQLite's JSON); the list reads them by sortCode.
    syncedPlan({ id: 'a', creatorTime: 100, creatorUserName: '张敏', useUserName: '张敏', applEntId: 'hq', applEntName: '轻办示范集团', applDeptName: '行政办公室' }, [
      { itemName: '办公椅', itemType: 'furniture', itemTypeName: '家具', itemNum: 5, sortCode: 1 },
      { itemName: '投影仪', itemType: 'office', itemTypeName: '办公设备', itemNum: 3, hasApplNum: 3, sortCode: 0 },
    ]),
    syncedPlan({ id: 'b', creatorTime: 300, useUserName: '赵强', lastModifyTime: 400 }, [{ itemName: '扫码枪', itemNum: 4, hasApplNum: 4 }]),
    syncedPlan({ id: 'c', creatorTime: 200, useUserName: '张敏', applDeptId: 'wh', applDeptName: '仓储部' }, [{ itemName: '叉车', itemType: 'vehicle', itemTypeName: '车辆', itemNum: 2 }]),
  ]);
});
afterEach(async () => deleteUserDb(USER));

describe('plans from the device store, as getSubscribeModels answers', () => {
  it('computes the list row: totals and item names in row order', async () => {
    const { list, pagination } = await page({ currentPage: 1, pageSize: 20 });
    expect(pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });
    expect(list.find((r) => r.id === 'a')).toMatchObject({ itemCount: 2, itemNum: 8, hasApplNum: 3, itemNames: '投影仪、办公椅', creatorUserName: '张敏' });
  });

  it('sorts newest first by default, by any sortable column either way, and pages', async () => {
    expect(await ids({})).toEqual(['b', 'c', 'a']);
    expect(await ids({ sidx: 'creatorTime', sort: 'asc' })).toEqual(['a', 'c', 'b']);
    // No modification time sorts lowest; ties by id, in the same direction (as the server's second order).
    expect(await ids({ sidx: 'lastModifyTime', sort: 'desc' })).toEqual(['b', 'c', 'a']);
    expect(await ids({ sidx: 'useUserName', sort: 'asc' })).toEqual(['a', 'c', 'b']);
    const second = await page({ currentPage: 2, pageSize: 2 });
    expect([second.list.map((r) => r.id), second.pagination.total]).toEqual([['a'], 3]);
  });

  it('filters by unit, department, item type, time, purchase state and keyword', async () => {
    expect(await ids({ applEntId: 'hq' })).toEqual(['a']);
    expect(await ids({ applDeptId: 'wh' })).toEqual(['c']);
    expect(await ids({ itemType: 'furniture' })).toEqual(['a']);
    expect(await ids({ startTime: 150, endTime: 300 })).toEqual(['b', 'c']);
    expect(await ids({ state: 'none' })).toEqual(['c']);
    expect(await ids({ state: 'part' })).toEqual(['a']);
    expect(await ids({ state: 'done' })).toEqual(['b']);
    expect(await ids({ keyword: ' 叉车 ' })).toEqual(['c']);
    expect(await ids({ keyword: '赵强' })).toEqual(['b']);
    expect(await ids({ keyword: '行政' })).toEqual(['a']);
    expect(await ids({ keyword: '没有这个' })).toEqual([]);
  });

  it('shapes one plan as the detail answer: rows in order, locked once any is purchased', async () => {
    const a = await localPlanDetail('a');
    expect(a).toMatchObject({ id: 'a', applEntName: '轻办示范集团', creatorUserName: '张敏', locked: true });
    expect(a!.dtlList.map((r) => [r.itemName, r.itemNum, r.hasApplNum, r.planId, r.dtlLogId === r.id])).toEqual([['投影仪', 3, 3, 'a', true], ['办公椅', 5, 0, 'a', true]]);
    expect((await localPlanDetail('c'))!.locked).toBe(false);
    expect(await localPlanDetail('nope')).toBeNull();
  });
});
