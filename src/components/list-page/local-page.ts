import type { ListPage } from '@/contract/envelope';
import type { ListRequest } from './use-list-data';

export type SortKeys<R> = Record<string, (row: R) => string | number>;

const compare = (a: string | number, b: string | number) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-CN'));

/**
 * One page of rows held on the device, sorted the way the server sorts them: by a listed column (numbers as
 * numbers, text in Chinese order), else by `fallback` newest first; ties by id, so pages never overlap.
 */
export function localPage<R extends { id: string }>(rows: R[], q: ListRequest, sorts: SortKeys<R>, fallback: string): ListPage<R> {
  const key = sorts[q.sidx ?? ''] ?? sorts[fallback]!;
  const order = (q.sidx && sorts[q.sidx] ? q.sort : 'desc') === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => compare(key(a), key(b)) * order || b.id.localeCompare(a.id));
  const start = (q.currentPage - 1) * q.pageSize;
  return { list: sorted.slice(start, start + q.pageSize), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: sorted.length } };
}
