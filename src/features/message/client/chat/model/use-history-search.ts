import { useCallback, useState } from 'react';
import { CHAT_LIMITS, type ChatMessageRow } from '@/features/message/contract';
import { HistoryUnavailable, requestHistory } from './live';

export interface SearchResult {
  keyword: string;
  rows: ChatMessageRow[];
  /** More matches than shown (the first page of 50 only). */
  more: boolean;
  /** Searched on the device only (no connection): its recent messages. */
  local: boolean;
}

/** §2 searchable history: the server searches the whole history; offline, the messages on the device. */
export function useHistorySearch(peerUserId: string, onDevice: () => readonly ChatMessageRow[]) {
  const [result, setResult] = useState<SearchResult | null>(null);
  const [searching, setSearching] = useState(false);
  const search = useCallback(async (keyword: string) => {
    const k = keyword.trim();
    if (!k) return setResult(null);
    setSearching(true);
    try {
      const answer = await requestHistory({ toUserId: peerUserId, currentPage: 1, pageSize: CHAT_LIMITS.historyPage, keyword: k });
      setResult({ keyword: k, rows: [...answer.list].reverse(), more: answer.pagination.hasMore, local: false });
    } catch (error) {
      if (!(error instanceof HistoryUnavailable)) throw error;
      const lower = k.toLowerCase();
      const rows = onDevice().filter((m) => m.contentType === 'text' && m.content.toLowerCase().includes(lower));
      setResult({ keyword: k, rows, more: false, local: true });
    } finally {
      setSearching(false);
    }
  }, [peerUserId, onDevice]);
  return { result, searching, search, clear: () => setResult(null) };
}
