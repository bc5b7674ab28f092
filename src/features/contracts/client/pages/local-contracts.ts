import type { ListPage } from '@/contract/envelope';
import { localPage, type SortKeys } from '@/components/list-page/local-page';
import type { ListRequest } from '@/components/list-page/use-list-data';
import type { ContractRow } from '@/features/contracts/contract';

const DAY = 86_400_000;

/** A contract as the device keeps it: the server's columns (files may still be JSON text) and the sync version. */
export type LocalContract = Omit<ContractRow, 'files'> & { files: ContractRow['files'] | string; _version?: number };

export interface ContractFilters {
  status: number | null;
  contractType: string | null;
  signFrom: number | null;
  signTo: number | null;
  expiring: boolean;
}
export const NO_FILTERS: ContractFilters = { status: null, contractType: null, signFrom: null, signTo: null, expiring: false };

/** The device copy with its attachments parsed (the collection carries the column as stored). */
export function normalise(row: LocalContract): ContractRow & { _version?: number } {
  const files = typeof row.files === 'string' ? (JSON.parse(row.files || '[]') as ContractRow['files']) : (row.files ?? []);
  return { ...row, files, amount: Number(row.amount).toFixed(2) };
}

const SORTS: SortKeys<ContractRow> = {
  contractNo: (r) => r.contractNo, fullName: (r) => r.fullName, amount: (r) => Number(r.amount), signDate: (r) => r.signDate, endDate: (r) => r.endDate, status: (r) => r.status, creatorTime: (r) => r.creatorTime,
};

/**
 * One page of the contracts on the device, filtered and sorted the way the server's list does it
 * (keyword over name, number and party B; newest first by default).
 */
export function contractPage(rows: readonly LocalContract[], q: ListRequest & ContractFilters, now = Date.now()): ListPage<ContractRow> {
  const keyword = q.keyword?.trim().toLowerCase();
  let list = rows.map(normalise);
  if (keyword) list = list.filter((r) => [r.fullName, r.contractNo, r.partyB].some((s) => s.toLowerCase().includes(keyword)));
  if (q.status !== null) list = list.filter((r) => r.status === q.status);
  if (q.contractType) list = list.filter((r) => r.contractType === q.contractType);
  if (q.signFrom !== null) list = list.filter((r) => r.signDate >= q.signFrom!);
  if (q.signTo !== null) list = list.filter((r) => r.signDate <= q.signTo!);
  if (q.expiring) list = list.filter((r) => r.endDate >= now && r.endDate <= now + 30 * DAY);
  return localPage(list, q, SORTS, 'creatorTime');
}

/** Days until the end date (negative once ended), for the list's reminder badge. */
export const daysLeft = (endDate: number, now = Date.now()) => Math.ceil((endDate - now) / DAY);
