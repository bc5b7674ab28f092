import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { containsText } from '../../../server/db/query-helpers';
import type { MessageRow } from '../contract';
import type { MessageReceiveTable } from './tables';

type Db = Kysely<DB>;
export interface RecordFilter {
  type?: number;
  isRead?: '0' | '1';
  keyword?: string;
}
export type ReceiveRow = Pick<Selectable<MessageReceiveTable>, 'messageId' | 'type' | 'title' | 'isRead' | 'readTime' | 'releaseTime'>;
const RECEIVE_COLUMNS = ['messageId', 'type', 'title', 'isRead', 'readTime', 'releaseTime'] as const;
const IN_CHUNK = 500;

/** Someone's message records: only this repository reads base_message_receive for the message centre. */
export function recordRepository(db: Db) {
  function mine(userId: string, f: RecordFilter) {
    let q = db.selectFrom('baseMessageReceive').where('userId', '=', userId);
    if (f.type !== undefined) q = q.where('type', '=', f.type);
    if (f.isRead !== undefined) q = q.where('isRead', '=', Number(f.isRead));
    if (f.keyword) q = q.where(containsText('title', f.keyword));
    return q;
  }

  /** The user's counter row (kept by triggers); absent until their first message. */
  async function counter(userId: string): Promise<{ total: number; unread: number }> {
    const row = await db.selectFrom('baseMessageCounter').select(['total', 'unread']).where('userId', '=', userId).executeTakeFirst();
    return { total: Math.max(0, Number(row?.total ?? 0)), unread: Math.max(0, Number(row?.unread ?? 0)) };
  }

  /** A list's total: the counter answers the unfiltered list and the read-state filters; type and keyword count rows. */
  async function count(userId: string, f: RecordFilter): Promise<number> {
    if (f.type === undefined && !f.keyword) {
      const c = await counter(userId);
      return f.isRead === undefined ? c.total : f.isRead === '0' ? c.unread : c.total - c.unread;
    }
    const { n } = await mine(userId, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  return {
    async page(userId: string, f: RecordFilter, order: { sidx: 'releaseTime' | 'title'; sort: 'asc' | 'desc' }, offset: number, limit: number) {
      const rows = await mine(userId, f).select(RECEIVE_COLUMNS).orderBy(order.sidx, order.sort).orderBy('id', order.sort).limit(limit).offset(offset).execute();
      // A short page that starts within the matches is the last one: its end is the total, no count needed
      // (a keyword that matches few or none would otherwise walk the user's records twice).
      const total = rows.length < limit && (rows.length > 0 || offset === 0) ? offset + rows.length : await count(userId, f);
      return { rows, total };
    },

    /** Up to `limit` records for an export: the given message ids, else the filter. */
    exportRows: (userId: string, f: RecordFilter, ids: string[] | undefined, limit: number) => {
      let q = mine(userId, f);
      if (ids) q = q.where('messageId', 'in', ids.length ? ids : ['']);
      return q.select(RECEIVE_COLUMNS).orderBy('releaseTime', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    record: (userId: string, messageId: string) =>
      db.selectFrom('baseMessageReceive').select(RECEIVE_COLUMNS).where('messageId', '=', messageId).where('userId', '=', userId).executeTakeFirst(),

    /** Marks one record read; 1 when it was unread. */
    async markRead(userId: string, messageId: string, now: number): Promise<number> {
      const r = await db.updateTable('baseMessageReceive').set({ isRead: 1, readTime: now }).where('messageId', '=', messageId).where('userId', '=', userId).where('isRead', '=', 0).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    async markAllRead(userId: string, type: number | undefined, now: number): Promise<number> {
      let q = db.updateTable('baseMessageReceive').set({ isRead: 1, readTime: now }).where('userId', '=', userId).where('isRead', '=', 0);
      if (type !== undefined) q = q.where('type', '=', type);
      return Number((await q.executeTakeFirst()).numUpdatedRows);
    },

    async remove(userId: string, messageIds: string[]): Promise<number> {
      const r = await db.deleteFrom('baseMessageReceive').where('userId', '=', userId).where('messageId', 'in', messageIds).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    unreadCount: async (userId: string): Promise<number> => (await counter(userId)).unread,

    /** Unread counts of many users at once (pushes after a release): users without records get 0. */
    async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
      const counts = new Map(userIds.map((u) => [u, 0]));
      for (let i = 0; i < userIds.length; i += IN_CHUNK) {
        const rows = await db.selectFrom('baseMessageCounter').select(['userId', 'unread']).where('userId', 'in', userIds.slice(i, i + IN_CHUNK)).execute();
        for (const r of rows) counts.set(r.userId, Math.max(0, Number(r.unread)));
      }
      return counts;
    },

    /** The list rows of these records: the messages' own fields and the sender's name. */
    async rowsOf(records: ReceiveRow[]): Promise<MessageRow[]> {
      if (records.length === 0) return [];
      const ids = [...new Set(records.map((r) => r.messageId))];
      const messages = new Map<string, { sourceId: string | null; bodyText: string | null; modelId: string | null; releaseUserId: string | null; releaseUser: string | null }>();
      for (let i = 0; i < ids.length; i += IN_CHUNK) {
        const found = await db.selectFrom('baseMessage').leftJoin('baseUser', 'baseUser.id', 'baseMessage.releaseUserId')
          .select(['baseMessage.id', 'baseMessage.sourceId', 'baseMessage.bodyText', 'baseMessage.modelId', 'baseMessage.releaseUserId', 'baseUser.realName as releaseUser'])
          .where('baseMessage.id', 'in', ids.slice(i, i + IN_CHUNK)).execute();
        for (const m of found) messages.set(m.id, m);
      }
      return records.map((r) => {
        const m = messages.get(r.messageId);
        return {
          id: r.messageId, title: r.title, type: r.type, releaseTime: Number(r.releaseTime), isRead: r.isRead === 1 ? '1' : '0',
          releaseUser: m?.releaseUser ?? null, releaseUserId: m?.releaseUserId ?? null, sourceId: m?.sourceId ?? null, bodyText: m?.bodyText ?? null, modelId: m?.modelId ?? null,
        };
      });
    },

    message: (id: string) => db.selectFrom('baseMessage').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}
export type RecordRepository = ReturnType<typeof recordRepository>;
