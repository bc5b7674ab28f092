import { useCallback, useState } from 'react';
import type { ListPage } from '@/contract/envelope';
import type { FetchPage, ListRequest } from '@/components/list-page/use-list-data';
import { UnreachableError } from '../api/quiet';

const offlineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A list's fetchPage that reads the server, and the device store when the server cannot be reached
 * (or the browser says it is offline): `offline` tells the page to show its 离线数据 note.
 * `local` answering null means nothing is stored: the list stays empty, still marked offline.
 */
export function useOfflineList<Row, F extends object>(online: FetchPage<Row, F>, local: (q: ListRequest & F) => Promise<ListPage<Row> | null>) {
  const [offline, setOffline] = useState(false);
  const fetchPage = useCallback(async (q: ListRequest & F): Promise<ListPage<Row>> => {
    const fallback = async () => {
      setOffline(true);
      return (await local(q).catch(() => null)) ?? { list: [], pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: 0 } };
    };
    if (offlineNow()) return fallback();
    try {
      const page = await online(q);
      setOffline(false);
      return page;
    } catch (error) {
      if (error instanceof UnreachableError) return fallback();
      throw error;
    }
  }, [online, local]);
  return { fetchPage, offline };
}
