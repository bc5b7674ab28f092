import { useCallback, useEffect, useState } from 'react';
import type { ListPage } from '@/contract/envelope';
import { PAGE } from '@/contract/limits';

export interface ListRequest {
  currentPage: number;
  pageSize: number;
  sort?: 'asc' | 'desc';
  sidx?: string;
  keyword?: string;
}

export type FetchPage<Row, F> = (query: ListRequest & F) => Promise<ListPage<Row>>;

/** Server paging state and the page it answered; re-fetches when the query changes. */
export function useListData<Row, F extends object>(fetchPage: FetchPage<Row, F>, filters: F, defaultSort?: { sidx: string; sort: 'asc' | 'desc' }) {
  const [pagination, setPagination] = useState({ pageIndex: PAGE.defaultPage - 1, pageSize: PAGE.defaultSize as number });
  const [sorting, setSorting] = useState<Array<{ id: string; desc: boolean }>>(defaultSort ? [{ id: defaultSort.sidx, desc: defaultSort.sort === 'desc' }] : []);
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const filtersKey = JSON.stringify(filters);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const sort = sorting[0];
    const query = {
      ...(JSON.parse(filtersKey) as F),
      currentPage: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
      keyword: keyword || undefined,
      sidx: sort?.id,
      sort: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
    } as ListRequest & F;
    fetchPage(query)
      .then((page) => {
        if (!live) return;
        setRows(page.list);
        setTotal(page.pagination.total);
      }, () => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [fetchPage, filtersKey, pagination, sorting, keyword, version]);

  const search = useCallback((text: string) => {
    setKeyword(text.trim());
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { rows, total, loading, pagination, setPagination, sorting, setSorting, search, reload };
}
