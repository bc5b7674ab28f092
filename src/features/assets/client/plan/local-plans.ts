import type { ListPage } from '@/contract/envelope';
import { planSyncItem, type PlanDetail, type PlanListQuery, type PlanListRow, type PlanSyncItem, type PlanSyncRow } from '@/features/assets/contract';
import { currentDb } from '@/sync/db';

export type LocalPlanQuery = Partial<Omit<PlanListQuery, 'currentPage' | 'pageSize'>> & { currentPage: number; pageSize: number };

const itemsSchema = planSyncItem.array();

/** A stored plan's rows, in the list's order (sortCode, then creation); none if the text is unreadable. */
export function planItems(row: Pick<PlanSyncRow, 'rowsJson'>): PlanSyncItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.rowsJson);
  } catch {
    return [];
  }
  const r = itemsSchema.safeParse(parsed);
  return r.success ? r.data.sort((a, b) => a.sortCode - b.sortCode || a.creatorTime - b.creatorTime) : [];
}

/** A stored plan as getSubscribeModels answers it: totals and item names from its rows. */
export function listRowOf(plan: PlanSyncRow, items = planItems(plan)): PlanListRow {
  return {
    id: plan.id, applEntId: plan.applEntId, applEntName: plan.applEntName, applDeptId: plan.applDeptId, applDeptName: plan.applDeptName,
    useUserId: plan.useUserId, useUserName: plan.useUserName, creatorUserId: plan.creatorUserId, creatorUserName: plan.creatorUserName ?? '',
    creatorTime: plan.creatorTime, lastModifyTime: plan.lastModifyTime,
    itemCount: items.length,
    itemNum: items.reduce((n, r) => n + r.itemNum, 0),
    hasApplNum: items.reduce((n, r) => n + r.hasApplNum, 0),
    itemNames: items.map((r) => r.itemName).join('、'),
  };
}

const lower = (v: string | null | undefined) => (v ?? '').toLowerCase();

function stateOf(row: PlanListRow): 'none' | 'part' | 'done' {
  if (row.hasApplNum <= 0) return 'none';
  return row.hasApplNum >= row.itemNum ? 'done' : 'part';
}

function compare(a: PlanListRow, b: PlanListRow, field: keyof PlanListRow): number {
  const x = a[field];
  const y = b[field];
  if ((typeof x === 'number' || x === null) && (typeof y === 'number' || y === null)) return (x ?? -Infinity) - (y ?? -Infinity) || 0;
  return String(x ?? '').localeCompare(String(y ?? ''), 'zh');
}

/**
 * A page of the plans the sync engine keeps on the device (collection `assetPlans`), filtered,
 * searched and sorted as getSubscribeModels does; null when there is no local store (not signed in).
 */
export async function localPlanPage(q: LocalPlanQuery): Promise<ListPage<PlanListRow> | null> {
  const db = currentDb();
  if (!db) return null;
  const keyword = lower(q.keyword?.trim());
  const plans = (await db.assetPlans.toArray()) as unknown as PlanSyncRow[];
  const hit: PlanListRow[] = [];
  for (const plan of plans) {
    const items = planItems(plan);
    const row = listRowOf(plan, items);
    if (q.applEntId && row.applEntId !== q.applEntId) continue;
    if (q.applDeptId && row.applDeptId !== q.applDeptId) continue;
    if (q.useUserId && row.useUserId !== q.useUserId) continue;
    if (q.startTime !== undefined && row.creatorTime < q.startTime) continue;
    if (q.endTime !== undefined && row.creatorTime > q.endTime) continue;
    if (q.itemType && !items.some((i) => i.itemType === q.itemType)) continue;
    if (q.state && stateOf(row) !== q.state) continue;
    if (keyword && ![row.applEntName, row.applDeptName, row.useUserName, ...items.map((i) => i.itemName)].some((v) => lower(v).includes(keyword))) continue;
    hit.push(row);
  }
  const field = (q.sidx ?? 'creatorTime') as keyof PlanListRow;
  const sign = q.sort === 'asc' ? 1 : -1;
  hit.sort((a, b) => sign * (compare(a, b, field) || a.id.localeCompare(b.id)));
  const start = (q.currentPage - 1) * q.pageSize;
  return { list: hit.slice(start, start + q.pageSize), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: hit.length } };
}

/** One plan from the device store, shaped as the detail answer (the dialog's offline read). */
export async function localPlanDetail(id: string): Promise<PlanDetail | null> {
  const plan = (await currentDb()?.assetPlans.get(id)) as unknown as PlanSyncRow | undefined;
  if (!plan) return null;
  const items = planItems(plan);
  const { itemCount: _c, itemNum: _n, hasApplNum: _h, itemNames: _i, ...head } = listRowOf(plan, items);
  return {
    ...head,
    locked: items.some((r) => r.hasApplNum > 0),
    dtlList: items.map((r) => ({ ...r, planId: plan.id, dtlLogId: r.id })),
  };
}
