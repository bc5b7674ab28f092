import type { ListPage } from '@/contract/envelope';
import type { ItemListQuery, ItemRow } from '@/features/assets/contract';
import { currentDb } from '@/sync/db';

export type LocalItemQuery = Partial<Omit<ItemListQuery, 'currentPage' | 'pageSize'>> & { currentPage: number; pageSize: number };

const text = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : '');

function compare(a: ItemRow, b: ItemRow, field: keyof ItemRow): number {
  const x = a[field];
  const y = b[field];
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x ?? '').localeCompare(String(y ?? ''), 'zh');
}

/**
 * A page of the items the sync engine keeps on the device (collection `assets`), filtered and sorted
 * like the server's list; null when there is no local store (not signed in).
 */
export async function localItemPage(q: LocalItemQuery): Promise<ListPage<ItemRow> | null> {
  const db = currentDb();
  if (!db) return null;
  const keyword = (q.keyword ?? '').trim().toLowerCase();
  const rows = (await db.assets.toArray()) as unknown as ItemRow[];
  const hit = rows.filter((r) =>
    (!keyword || [r.assetCode, r.itemName, r.brand, r.specification].some((v) => text(v).includes(keyword)))
    && (!q.status || r.status === q.status)
    && (!q.itemType || r.itemType === q.itemType)
    && (!q.nowEntId || r.nowEntId === q.nowEntId)
    && (!q.nowDeptId || r.nowDeptId === q.nowDeptId)
    && (!q.nowUserId || r.nowUserId === q.nowUserId)
    && (!q.planId || r.planId === q.planId)
    && (!q.location || text(r.location).includes(q.location.toLowerCase())));
  const field = (q.sidx ?? 'creatorTime') as keyof ItemRow;
  const sign = q.sort === 'asc' ? 1 : -1;
  hit.sort((a, b) => sign * compare(a, b, field) || sign * (a.creatorTime - b.creatorTime));
  const start = (q.currentPage - 1) * q.pageSize;
  return { list: hit.slice(start, start + q.pageSize), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: hit.length } };
}

/** One item from the device store (the detail dialog's offline fallback). */
export async function localItem(id: string): Promise<ItemRow | null> {
  const row = await currentDb()?.assets.get(id);
  return row ? (row as unknown as ItemRow) : null;
}
