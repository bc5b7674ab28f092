import type { ListPage } from '@/contract/envelope';
import { localPage, type SortKeys } from '@/components/list-page/local-page';
import type { ListRequest } from '@/components/list-page/use-list-data';
import type { InvestmentRow } from '@/features/investment/contract';

/** A filing as the device keeps it: the server's columns (attachments may be JSON text, amounts numbers). */
export type LocalFiling = Omit<InvestmentRow, 'files'> & { files: InvestmentRow['files'] | string; _version?: number };
export type Filing = InvestmentRow & { _version?: number };
export interface FilingFilters { status: number | null; scale: InvestmentRow['scale'] | null }
export const NO_FILTERS: FilingFilters = { status: null, scale: null };

const wan = (v: string | number) => Number(v).toFixed(2);

export function normalise(r: LocalFiling): Filing {
  const files = typeof r.files === 'string' ? (JSON.parse(r.files || '[]') as InvestmentRow['files']) : (r.files ?? []);
  return { ...r, files, totalInvestment: wan(r.totalInvestment), selfFunds: wan(r.selfFunds), loanFunds: wan(r.loanFunds), otherFunds: wan(r.otherFunds) };
}

const SORTS: SortKeys<Filing> = {
  filingNo: (r) => r.filingNo, projectName: (r) => r.projectName, totalInvestment: (r) => Number(r.totalInvestment), startDate: (r) => r.startDate, status: (r) => r.status, creatorTime: (r) => r.creatorTime,
};

/** One page of the filings on the device, as the server lists them (keyword over name, number and site; newest first). */
export function filingPage(rows: readonly LocalFiling[], q: ListRequest & FilingFilters): ListPage<Filing> {
  const keyword = q.keyword?.trim().toLowerCase();
  let list = rows.map(normalise);
  if (keyword) list = list.filter((r) => [r.projectName, r.filingNo, r.location].some((s) => s.toLowerCase().includes(keyword)));
  if (q.status !== null) list = list.filter((r) => r.status === q.status);
  if (q.scale) list = list.filter((r) => r.scale === q.scale);
  return localPage(list, q, SORTS, 'creatorTime');
}

/** Where a filing's detail lives: SPEC §2 has one route per scale. */
export const detailPath = (r: Pick<Filing, 'scale'>) => (r.scale === 'above' ? '/investment/aboveAcale/detail' : '/investment/smallProjectFiling/detail');
