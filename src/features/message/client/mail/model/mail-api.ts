import type { ListPage } from '@/contract/envelope';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { MailApi, type MailBox, type MailInfo, type MailRow } from '@/features/message/contract';
import { http } from '@/lib/http/client';
import type { MailFilters } from './mail-rows';

const queryUrl: Record<MailBox, string> = { inbox: MailApi.inboxQuery, outbox: MailApi.outboxQuery, draft: MailApi.draftQuery };
const infoUrl: Record<MailBox, (id: string) => string> = { inbox: MailApi.inboxOf, outbox: MailApi.outboxOf, draft: MailApi.draftOf };

/** The server's mailbox (§7), for a device whose store has not finished its first pull of the mail yet. */
export const mailApi = {
  page: ({ box, starred, unread, ...q }: ListRequest & MailFilters) =>
    http.post<ListPage<MailRow>>(queryUrl[box], { ...q, sidx: q.sidx === 'time' ? 'sendTime' : q.sidx, ...(box === 'inbox' ? { starred, unread } : {}) }),
  /** Opening a received mail marks it read on the server. */
  info: (box: MailBox, id: string) => http.get<MailInfo>(infoUrl[box](id)),
};
