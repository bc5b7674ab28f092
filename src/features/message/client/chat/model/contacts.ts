import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { ListPage } from '@/contract/envelope';
import { CHAT_LIMITS, ChatApi } from '@/features/message/contract';
import { http } from '@/lib/http/client';
import { useStoreReady, useSyncDb } from '@/sync';
import type { LocalRow } from '@/sync/types';

export interface Contact {
  id: string;
  realName: string;
  account: string;
  headIcon: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const matches = (row: LocalRow, k: string) => [row.realName, row.fullName, row.account].some((f) => text(f).toLowerCase().includes(k));

/**
 * The Contacts tab: everyone I may chat with (enabled, not me), by name, `pages` × 20 of them. From
 * the device's directory (works offline); until its first sync finished, from the server's ImUser list.
 */
export function useContacts(keyword: string, pages: number): { rows: Contact[]; more: boolean; loading: boolean } {
  const db = useSyncDb();
  const ready = useStoreReady(['users']);
  const k = keyword.trim().toLowerCase();
  const limit = pages * CHAT_LIMITS.contactsPage;
  const local = useLiveQuery(async () => {
    if (!db || !ready) return null;
    const rows = await db.users.filter((r) => r.id !== db.userId && r.enabledMark !== 0 && (!k || matches(r, k))).toArray();
    rows.sort((a, b) => text(a.realName ?? a.fullName).localeCompare(text(b.realName ?? b.fullName), 'zh'));
    return { rows: rows.slice(0, limit).map((r): Contact => ({ id: r.id, realName: text(r.realName ?? r.fullName), account: text(r.account), headIcon: text(r.headIcon) || null })), more: rows.length > limit };
  }, [db, ready, k, limit]);
  const remote = useRemoteContacts(ready === false ? k : null, pages);
  if (local) return { ...local, loading: false };
  return remote;
}

/** ImUser pages (20 each) for a keyword; null keyword: not used. */
function useRemoteContacts(keyword: string | null, pages: number) {
  const [state, setState] = useState<{ key: string; rows: Contact[]; total: number; loaded: number }>({ key: '', rows: [], total: 0, loaded: 0 });
  const [loading, setLoading] = useState(false);
  const key = keyword ?? '';
  useEffect(() => {
    if (keyword === null) return;
    const have = state.key === key ? state.loaded : 0;
    if (have >= pages || (state.key === key && have > 0 && state.rows.length >= state.total)) return;
    let live = true;
    setLoading(true);
    void http.get<ListPage<Contact>>(ChatApi.contacts, { keyword: key, currentPage: have + 1, pageSize: CHAT_LIMITS.contactsPage })
      .then((page) => live && setState((s) => ({ key, rows: [...(s.key === key ? s.rows : []), ...page.list], total: page.pagination.total, loaded: have + 1 })), () => undefined)
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [keyword, key, pages, state]);
  const rows = state.key === key ? state.rows : [];
  return { rows, more: rows.length < (state.key === key ? state.total : 0), loading };
}
