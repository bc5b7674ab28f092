import { useCallback } from 'react';
import type { ListPage } from '@/contract/envelope';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { MAIL_COLLECTIONS } from '@/features/message/contract';
import { useStore } from '@/lib/store';
import { useStoreReady, useSyncDb } from '@/sync/hooks';
import { syncStatusStore } from '@/sync/status';
import { localMailPage } from '../model/local-mail';
import { mailApi } from '../model/mail-api';
import { fromServerRow, type MailFilters, type MailListRow } from '../model/mail-rows';
import { useMailRevision } from '../model/use-mail-revision';

const COLLECTIONS = [MAIL_COLLECTIONS.mails, MAIL_COLLECTIONS.inbox];
const empty = (q: ListRequest): ListPage<MailListRow> => ({ list: [], pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: 0 } });

/**
 * Where a mail list reads: the device store once its first pull of the mail is done (offline or
 * not — local writes show at once, pulls and other tabs refresh it through `rev`); before that the
 * server, when it can be reached. `offline` marks a list shown from the device without a network.
 */
export function useMailSource() {
  const db = useSyncDb();
  const ready = useStoreReady(COLLECTIONS) === true;
  const online = useStore(syncStatusStore, (s) => s.online);
  const rev = useMailRevision(db?.name ?? null);
  const fetchPage = useCallback(async (q: ListRequest & MailFilters): Promise<ListPage<MailListRow>> => {
    if (ready && db) return localMailPage(db, q);
    if (!online) return empty(q);
    const page = await mailApi.page(q);
    return { list: page.list.map(fromServerRow), pagination: page.pagination };
  }, [ready, db, online]);
  return { fetchPage, rev: ready ? rev : 0, offline: !online, fromDevice: ready };
}
