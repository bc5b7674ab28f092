import { useCallback, useRef, useState } from 'react';
import type { MessageRow } from '@/features/message/contract';
import { messageApi } from '../api';

export const FEED_PAGE_SIZE = 20;

/** The drawer's list: pages of 20, newest first; pushed messages go on top. */
export function useMessageFeed() {
  const [rows, setRows] = useState<MessageRow[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const page = useRef(0);
  const busy = useRef(false);
  const totalRef = useRef<number | null>(null);

  const loadMore = useCallback(async (reset = false) => {
    if (busy.current) return;
    if (!reset && totalRef.current !== null && page.current * FEED_PAGE_SIZE >= totalRef.current) return;
    busy.current = true;
    setLoading(true);
    const next = reset ? 1 : page.current + 1;
    try {
      const answer = await messageApi.page({ currentPage: next, pageSize: FEED_PAGE_SIZE, sidx: 'releaseTime', sort: 'desc' });
      page.current = next;
      totalRef.current = answer.pagination.total;
      setTotal(answer.pagination.total);
      setRows((old) => (reset ? answer.list : [...old, ...answer.list.filter((r) => !old.some((o) => o.id === r.id))]));
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, []);

  const push = useCallback((row: MessageRow) => setRows((old) => [row, ...old.filter((r) => r.id !== row.id)]), []);
  const markRead = useCallback((id?: string) => setRows((old) => old.map((r) => (id === undefined || r.id === id ? { ...r, isRead: '1' as const } : r))), []);
  const done = total !== null && rows.length >= total;
  return { rows, loading, done, loadMore, push, markRead };
}
