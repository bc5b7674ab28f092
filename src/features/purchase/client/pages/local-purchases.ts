import type { ListPage } from '@/contract/envelope';
import { localPage, type SortKeys } from '@/components/list-page/local-page';
import type { ListRequest } from '@/components/list-page/use-list-data';
import type { PurchaseRow } from '@/features/purchase/contract';

/** A request as the device keeps it: the server's columns (rows and files may still be JSON text) and the sync version. */
export type LocalPurchase = Omit<PurchaseRow, 'items' | 'files'> & { items: PurchaseRow['items'] | string; files: PurchaseRow['files'] | string; _version?: number };
export type Purchase = PurchaseRow & { _version?: number };

export interface PurchaseFilters {
  status: number | null;
  from: number | null;
  to: number | null;
}
export const NO_FILTERS: PurchaseFilters = { status: null, from: null, to: null };

const parsed = <T>(v: T | string, empty: T): T => (typeof v === 'string' ? (JSON.parse(v || 'null') as T | null) ?? empty : v ?? empty);

/** The device copy with its rows and attachments parsed (the collection carries the columns as stored). */
export function normalise(row: LocalPurchase): Purchase {
  return { ...row, items: parsed(row.items, []), files: parsed(row.files, []), totalAmount: Number(row.totalAmount).toFixed(2) };
}

export const itemNames = (r: Pick<PurchaseRow, 'items'>) => r.items.map((i) => i.itemName).join('、');

const SORTS: SortKeys<Purchase> = {
  purchaseNo: (r) => r.purchaseNo, totalAmount: (r) => Number(r.totalAmount), expectedDate: (r) => r.expectedDate ?? 0, status: (r) => r.status, creatorTime: (r) => r.creatorTime,
};

/**
 * One page of the requests on the device, filtered and sorted the way the server's list does it
 * (keyword over number, reason and item names; newest first by default).
 */
export function purchasePage(rows: readonly LocalPurchase[], q: ListRequest & PurchaseFilters): ListPage<Purchase> {
  const keyword = q.keyword?.trim().toLowerCase();
  let list = rows.map(normalise);
  if (keyword) list = list.filter((r) => [r.purchaseNo, r.reason, itemNames(r)].some((s) => s.toLowerCase().includes(keyword)));
  if (q.status !== null) list = list.filter((r) => r.status === q.status);
  if (q.from !== null) list = list.filter((r) => r.creatorTime >= q.from!);
  if (q.to !== null) list = list.filter((r) => r.creatorTime <= q.to!);
  return localPage(list, q, SORTS, 'creatorTime');
}
