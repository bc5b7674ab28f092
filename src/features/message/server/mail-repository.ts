import type { Insertable, Kysely, Updateable } from 'kysely';
import { newId } from '../../../contract/ids';
import { insertInBatches } from '../../../server/db/batch-insert';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import { MAIL_INBOX_COLUMNS, MAIL_ROW_COLUMNS, type MailListQuery, type MailRow } from '../contract';
import type { MailTable } from './tables';

type Db = Kysely<DB>;
type Order = { sidx: 'sendTime' | 'subject'; sort: 'asc' | 'desc' };
const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;
const MAX_FORWARD_HOPS = 20;
const parseIds = (json: string | null) => (json ? (JSON.parse(json) as string[]) : []);

/** 站内信 rows: the mail (author's copy) and each recipient's copy. Only this file touches base_mail*. */
export function mailRepository(db: Db) {
  return {
    byId: (id: string) => db.selectFrom('baseMail').selectAll().where('id', '=', id).executeTakeFirst(),
    idTaken: async (id: string) => !!(await db.selectFrom('baseMail').select('id').where('id', '=', id).executeTakeFirst()),
    insert: (row: Insertable<MailTable>) => db.insertInto('baseMail').values(row).execute(),
    update: (id: string, patch: Updateable<MailTable>) => db.updateTable('baseMail').set(patch).where('id', '=', id).execute(),

    /** Moves a draft to sent; false when it was sent already (a second send waits here and then finds nothing). */
    async markSent(id: string, now: number): Promise<boolean> {
      const r = await db.updateTable('baseMail').set({ status: 1, sendTime: now, lastModifyTime: now }).where('id', '=', id).where('status', '=', 0).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    insertReceives: (mailId: string, m: { subject: string; senderUserId: string; sendTime: number }, to: string[], cc: string[]) =>
      insertInBatches(db, 'baseMailReceive', [...to.map((u) => ['to', u] as const), ...cc.map((u) => ['cc', u] as const)].map(([kind, userId]) => ({
        id: newId(m.sendTime), mailId, userId, kind, ...m, isRead: 0, readTime: null, starred: 0,
      }))),

    /** The inbox: the caller's copies, keyword over subject and the sender's name. */
    async inbox(userId: string, q: MailListQuery, order: Order) {
      let b = db.selectFrom('baseMailReceive as r').leftJoin('baseUser as u', 'u.id', 'r.senderUserId').where('r.userId', '=', userId);
      if (q.starred !== undefined) b = b.where('r.starred', '=', q.starred ? 1 : 0);
      if (q.unread !== undefined) b = b.where('r.isRead', '=', q.unread ? 0 : 1);
      if (q.keyword) { const k = q.keyword; b = b.where((eb) => eb.or([containsText('r.subject', k), containsText('u.realName', k)])); }
      const { n } = await b.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await b.innerJoin('baseMail as m', 'm.id', 'r.mailId')
        .select(['r.mailId as id', 'r.subject', 'r.senderUserId', 'u.realName as sender', 'r.sendTime', 'r.isRead', 'r.starred', 'm.filesJson'])
        .orderBy(`r.${order.sidx}`, order.sort).orderBy('r.id', order.sort).limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      const list: MailRow[] = rows.map((r) => ({
        id: r.id, subject: r.subject, senderUserId: r.senderUserId, sender: r.sender, sendTime: Number(r.sendTime),
        isRead: r.isRead ? '1' : '0', starred: r.starred === 1, hasFiles: parseIds(r.filesJson).length > 0,
      }));
      return { list, total: Number(n) };
    },

    /** The author's sent mails (outbox) or drafts, keyword over the subject. */
    async authored(userId: string, status: 0 | 1, q: MailListQuery, order: Order) {
      let b = db.selectFrom('baseMail as m').leftJoin('baseUser as u', 'u.id', 'm.authorUserId').where('m.authorUserId', '=', userId).where('m.status', '=', status).where('m.authorDeleted', '=', 0);
      if (q.keyword) b = b.where(containsText('m.subject', q.keyword));
      const { n } = await b.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const sortCol = order.sidx === 'subject' ? 'm.subject' : status === 1 ? 'm.sendTime' : 'm.creatorTime';
      const rows = await b.select(['m.id', 'm.subject', 'm.authorUserId', 'u.realName', 'm.sendTime', 'm.lastModifyTime', 'm.creatorTime', 'm.filesJson'])
        .orderBy(sortCol, order.sort).orderBy('m.id', order.sort).limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      const list: MailRow[] = rows.map((r) => ({
        id: r.id, subject: r.subject, senderUserId: r.authorUserId, sender: r.realName, sendTime: Number(r.sendTime ?? r.lastModifyTime ?? r.creatorTime),
        isRead: '1', starred: false, hasFiles: parseIds(r.filesJson).length > 0,
      }));
      return { list, total: Number(n) };
    },

    receive: (userId: string, mailId: string) =>
      db.selectFrom('baseMailReceive').selectAll().where('mailId', '=', mailId).where('userId', '=', userId).executeTakeFirst(),

    /** Marks the copy read, and the bell's record of this mail with it; how many of each changed. */
    async markRead(userId: string, mailId: string, now: number): Promise<{ copy: number; bell: number }> {
      const c = await db.updateTable('baseMailReceive').set({ isRead: 1, readTime: now }).where('mailId', '=', mailId).where('userId', '=', userId).where('isRead', '=', 0).executeTakeFirst();
      // The bell's record of this mail (type 3, source the mail) is read with it.
      const r = await db.updateTable('baseMessageReceive').set({ isRead: 1, readTime: now })
        .where('userId', '=', userId).where('isRead', '=', 0).where('type', '=', 3)
        .where('messageId', 'in', db.selectFrom('baseMessage').select('id').where('sourceId', '=', mailId).where('type', '=', 3))
        .executeTakeFirst();
      return { copy: Number(c.numUpdatedRows), bell: Number(r.numUpdatedRows) };
    },

    async star(userId: string, mailId: string, starred: boolean) {
      const r = await db.updateTable('baseMailReceive').set({ starred: starred ? 1 : 0 }).where('mailId', '=', mailId).where('userId', '=', userId).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    async removeReceives(userId: string, mailIds: string[]) {
      const r = await db.deleteFrom('baseMailReceive').where('userId', '=', userId).where('mailId', 'in', mailIds).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    async hideSent(userId: string, mailIds: string[]) {
      const r = await db.updateTable('baseMail').set({ authorDeleted: 1 }).where('authorUserId', '=', userId).where('status', '=', 1).where('authorDeleted', '=', 0).where('id', 'in', mailIds).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    async removeDrafts(userId: string, mailIds: string[]) {
      const r = await db.deleteFrom('baseMail').where('authorUserId', '=', userId).where('status', '=', 0).where('id', 'in', mailIds).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    /**
     * Records a change of these mails without changing them (the sync triggers fire on any update):
     * a reader who deleted their copy may no longer hold the mail, and their devices learn it on the next pull.
     */
    async touch(mailIds: string[]) {
      await db.updateTable('baseMail').set((eb) => ({ lastModifyTime: eb.ref('lastModifyTime') })).where('id', 'in', mailIds).execute();
    },

    /** The caller's copy of a mail, as a device holds it (`mailInbox`). */
    inboxRow: (userId: string, mailId: string) =>
      db.selectFrom('baseMailReceive').select([...MAIL_INBOX_COLUMNS]).where('mailId', '=', mailId).where('userId', '=', userId).executeTakeFirst(),

    /** A mail as a device holds it (`mails`). */
    deviceRow: (id: string) => db.selectFrom('baseMail').select([...MAIL_ROW_COLUMNS]).where('id', '=', id).executeTakeFirst(),

    /** Of `ids`, the mails `userId` wrote or holds a copy of (attachment reads). */
    async readableIds(userId: string, ids: string[]): Promise<Set<string>> {
      const own = await db.selectFrom('baseMail').select('id').where('id', 'in', ids).where('authorUserId', '=', userId).execute();
      const got = await db.selectFrom('baseMailReceive').select('mailId as id').where('mailId', 'in', ids).where('userId', '=', userId).execute();
      return new Set([...own, ...got].map((r) => r.id));
    },

    /**
     * Of `files` (attachments of mails `userId` may not read), those a mail they may read carries as
     * a forward of the file's own mail: the file is in that mail's list, and in every mail up its
     * forward chain to the owner. Saving a mail checks its author may read what it forwards, so a
     * file id copied into a mail without that chain opens nothing.
     */
    async forwardedFileIds(userId: string, files: { id: string; ownerId: string }[]): Promise<Set<string>> {
      const out = new Set<string>();
      const mine = db.selectFrom('baseMailReceive').select('mailId').where('userId', '=', userId);
      for (const f of files) {
        if (!SAFE_ID.test(f.id)) continue;
        const holds = (json: string | null) => parseIds(json).includes(f.id);
        const carriers = await db.selectFrom('baseMail').select(['id', 'filesJson', 'forwardOfId'])
          .where('filesJson', 'like', `%"${f.id}"%`)
          .where((eb) => eb.or([eb('authorUserId', '=', userId), eb('id', 'in', mine)]))
          .execute();
        for (const start of carriers) {
          let at: { forwardOfId: string | null; filesJson: string | null } | undefined = start;
          for (let hop = 0; at && holds(at.filesJson) && at.forwardOfId && hop < MAX_FORWARD_HOPS; hop++) {
            if (at.forwardOfId === f.ownerId) {
              out.add(f.id);
              break;
            }
            at = await db.selectFrom('baseMail').select(['forwardOfId', 'filesJson']).where('id', '=', at.forwardOfId).executeTakeFirst();
          }
          if (out.has(f.id)) break;
        }
      }
      return out;
    },
  };
}
export { parseIds };
