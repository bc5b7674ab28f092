import { useCallback, useRef } from 'react';
import type { ListPage } from '@/contract/envelope';
import type { FetchPage, ListRequest } from '@/components/list-page/use-list-data';
import { useExport } from './use-export';
import { useOfflineList } from './use-offline-list';

type ExportQuery<F> = Omit<ListRequest & F, 'currentPage' | 'pageSize'>;

/**
 * A list that falls back to the device store offline, and an export that takes exactly the filters,
 * keyword and sort the table last asked for (资产台账 and 我的固定资产).
 */
export function useExportableList<Row, F extends object>(
  online: FetchPage<Row, F>,
  local: (q: ListRequest & F) => Promise<ListPage<Row> | null>,
  exportFile: (query: ExportQuery<F>, onProgress: (f: number) => void) => Promise<Blob>,
  fileName: string,
) {
  const lastQuery = useRef<(ListRequest & F) | null>(null);
  const { fetchPage: fetchAny, offline } = useOfflineList<Row, F>(online, local);
  const fetchPage = useCallback((q: ListRequest & F) => {
    lastQuery.current = q;
    return fetchAny(q);
  }, [fetchAny]);
  const runExport = useCallback((onProgress: (f: number) => void) => {
    const { currentPage: _p, pageSize: _s, ...query } = lastQuery.current ?? ({ currentPage: 1, pageSize: 20 } as ListRequest & F);
    return exportFile(query as ExportQuery<F>, onProgress);
  }, [exportFile]);
  return { fetchPage, offline, exporter: useExport(runExport, fileName) };
}
