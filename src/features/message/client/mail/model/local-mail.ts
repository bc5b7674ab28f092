import type { ListPage } from '@/contract/envelope';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { MAIL_COLLECTIONS as C } from '@/features/message/contract';
import type { QingbanDb } from '@/sync/db';
import { parseIds, type LocalCopy, type LocalMail, type MailFilters, type MailListRow } from './mail-rows';
import { heldSendIds } from './mail-uploads';
import { namesOf } from './names';

type Query = ListRequest & MailFilters;

const byField = (sidx: string | undefined, sort: 'asc' | 'desc' | undefined) => {
  const sign = sort === 'asc' ? 1 : -1;
  return (a: MailListRow, b: MailListRow) => {
    const primary = sidx === 'subject' ? a.subject.localeCompare(b.subject, 'zh') : (a.time ?? 0) - (b.time ?? 0);
    return sign * (primary || a.id.localeCompare(b.id));
  };
};

/** Ids of `collection`'s rows that writes still waiting in the outbox touch. */
async function pendingIds(db: QingbanDb, collection: string): Promise<Set<string>> {
  const entries = await db.outbox.where('touches').startsWith(`${collection}:`).toArray();
  return new Set(entries.flatMap((e) => e.touches.filter((k) => k.startsWith(`${collection}:`)).map((k) => k.slice(collection.length + 1))));
}

async function inboxRows(db: QingbanDb): Promise<MailListRow[]> {
  const copies = (await db.mailInbox.toArray()) as unknown as LocalCopy[];
  const names = await namesOf(db, copies.map((c) => c.senderUserId));
  const pending = await pendingIds(db, C.inbox);
  return copies.map((c) => ({
    id: c.mailId, copyId: c.id, subject: c.subject, senderUserId: c.senderUserId, sender: names.get(c.senderUserId) ?? null, recipients: '',
    time: c.sendTime, isRead: c.isRead === 1, starred: c.starred === 1, hasFiles: false, pending: pending.has(c.id),
  }));
}

/** Whether each received mail of the page has attachments: only the page's mails (with their bodies) are read. */
async function withFiles(db: QingbanDb, rows: MailListRow[]): Promise<MailListRow[]> {
  const mails = (await db.mails.bulkGet(rows.map((r) => r.id))) as (LocalMail | undefined)[];
  return rows.map((r, i) => ({ ...r, hasFiles: parseIds(mails[i]?.filesJson).length > 0 }));
}

async function authoredRows(db: QingbanDb, userId: string, status: 0 | 1): Promise<MailListRow[]> {
  // A send waiting for its files is a draft to the server, and 未发送 in the outbox here.
  const held = await heldSendIds(db);
  const statusOf = (m: LocalMail) => (held.has(m.id) ? 1 : m.status);
  const mails = ((await db.mails.where('authorUserId').equals(userId).toArray()) as unknown as LocalMail[]).filter((m) => statusOf(m) === status);
  const to = (m: LocalMail) => [...parseIds(m.toJson), ...parseIds(m.ccJson)];
  const names = await namesOf(db, [userId, ...mails.flatMap(to)]);
  const pending = new Set([...(await pendingIds(db, C.mails)), ...held]);
  return mails.map((m) => ({
    id: m.id, copyId: null, subject: m.subject, senderUserId: m.authorUserId, sender: names.get(m.authorUserId) ?? null,
    recipients: to(m).map((u) => names.get(u) ?? '?').join('、'),
    time: status === 1 ? (m.sendTime ?? m.lastModifyTime ?? m.creatorTime) : (m.lastModifyTime ?? m.creatorTime),
    isRead: true, starred: false, hasFiles: parseIds(m.filesJson).length > 0, pending: pending.has(m.id),
  }));
}

/**
 * A page of one box from the device store, filtered and sorted like the server's list: the inbox
 * by the caller's copies (keyword over subject and sender, starred and unread filters), the outbox
 * and drafts by the caller's own mails (keyword over subject and recipients).
 */
export async function localMailPage(db: QingbanDb, q: Query): Promise<ListPage<MailListRow>> {
  const rows = q.box === 'inbox' ? await inboxRows(db) : await authoredRows(db, db.userId, q.box === 'outbox' ? 1 : 0);
  const k = (q.keyword ?? '').trim().toLowerCase();
  const hit = rows.filter((r) =>
    (!k || [r.subject, r.sender ?? '', r.recipients].some((v) => v.toLowerCase().includes(k)))
    && (q.box !== 'inbox' || ((q.starred === undefined || r.starred === q.starred) && (q.unread === undefined || r.isRead !== q.unread))));
  hit.sort(byField(q.sidx, q.sort));
  const start = (q.currentPage - 1) * q.pageSize;
  const list = hit.slice(start, start + q.pageSize);
  return { list: q.box === 'inbox' ? await withFiles(db, list) : list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: hit.length } };
}

/** One mail on the device, with the caller's copy of it when they received it. */
export async function localMail(db: QingbanDb, mailId: string): Promise<{ mail: LocalMail | null; copy: LocalCopy | null }> {
  const mail = ((await db.mails.get(mailId)) as LocalMail | undefined) ?? null;
  const copy = ((await db.mailInbox.where('mailId').equals(mailId).first()) as LocalCopy | undefined) ?? null;
  return { mail, copy };
}
