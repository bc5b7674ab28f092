import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { keywordFilter, WALK_ROWS } from '../../../server/db/search-index';
import { containsText } from '../../../server/db/query-helpers';
import { CHAT_CONVERSATION_COLUMNS, CHAT_MESSAGE_COLUMNS, type ChatConversationRow, type ChatMessageRow } from '../contract';
import { CHAT_SEARCH } from './chat-migrations';
import type { ImMessageTable } from './chat-tables';

const PAIR_LOCK_CLASS = 7426002;
const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;
const conversationColumns = CHAT_CONVERSATION_COLUMNS.map((c) => `imConversation.${c}` as const);
const messageColumns = CHAT_MESSAGE_COLUMNS.map((c) => `imMessage.${c}` as const);

export const toMessageRow = (m: Pick<ImMessageTable, (typeof CHAT_MESSAGE_COLUMNS)[number]>): ChatMessageRow => ({
  id: m.id, pairKey: m.pairKey, sendUserId: m.sendUserId, receiveUserId: m.receiveUserId,
  contentType: m.contentType === 'image' ? 'image' : 'text', content: m.content, sendTime: Number(m.sendTime),
});

/** The one place that touches the chat tables. Every method takes the transaction it runs in (or the database). */
export function chatRepository(db: Kysely<DB>) {
  return {
    /** The side row, locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
    async side(owner: string, peer: string, lock = false): Promise<ChatConversationRow | undefined> {
      let q = db.selectFrom('imConversation').select(conversationColumns).where('ownerUserId', '=', owner).where('peerUserId', '=', peer);
      if (lock && isPostgres(db)) q = q.forUpdate();
      return q.executeTakeFirst();
    },

    /** Enabled users among the ids, with what a conversation list shows of them. */
    users: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('baseUser').leftJoin('baseOrganize', 'baseOrganize.id', 'baseUser.organizeId')
          .select(['baseUser.id', 'baseUser.realName', 'baseUser.account', 'baseUser.headIcon', 'baseUser.enabledMark', 'baseOrganize.fullName as department'])
          .where('baseUser.id', 'in', ids).execute(),

    message: (id: string) => db.selectFrom('imMessage').select(messageColumns).where('id', '=', id).executeTakeFirst(),

    /**
     * PostgreSQL: one write at a time per pair until the transaction ends, so send times are handed
     * out in order (SQLite has one writer). Its own key space (two int keys) beside the change log's lock.
     */
    async lockPair(pairKey: string): Promise<void> {
      if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${sql.lit(PAIR_LOCK_CLASS)}, hashtext(${pairKey}))`.execute(db);
    },

    async lastSendTime(pairKey: string): Promise<number> {
      const row = await db.selectFrom('imMessage').select('sendTime').where('pairKey', '=', pairKey).orderBy('sendTime', 'desc').limit(1).executeTakeFirst();
      return Number(row?.sendTime ?? 0);
    },

    insertMessage: (row: ImMessageTable) => db.insertInto('imMessage').values(row).execute(),

    /**
     * The side of `owner` takes the message as its last one (if it is the newest) and comes back to
     * the list; `incoming` counts it unread. One statement, so concurrent sends cannot lose a count.
     */
    async takeMessage(owner: string, peer: string, m: ChatMessageRow, preview: string, incoming: boolean): Promise<ChatConversationRow> {
      const newer = <T extends 'lastMessageId' | 'lastSendUserId' | 'lastType' | 'lastContent' | 'lastTime'>(column: T) =>
        sql`case when excluded.last_time >= im_conversation.last_time then ${sql.ref(`excluded.${column}`)} else ${sql.ref(`imConversation.${column}`)} end`;
      return db.insertInto('imConversation').values({
        id: newId(), ownerUserId: owner, peerUserId: peer, pairKey: m.pairKey, unread: incoming ? 1 : 0, readTime: 0, clearedTime: 0, hidden: 0,
        lastMessageId: m.id, lastSendUserId: m.sendUserId, lastType: m.contentType, lastContent: preview, lastTime: m.sendTime, creatorTime: m.sendTime,
      }).onConflict((oc) => oc.columns(['ownerUserId', 'peerUserId']).doUpdateSet({
        unread: incoming ? sql`im_conversation.unread + 1` : sql`im_conversation.unread`,
        hidden: 0,
        lastMessageId: newer('lastMessageId'), lastSendUserId: newer('lastSendUserId'), lastType: newer('lastType'), lastContent: newer('lastContent'), lastTime: newer('lastTime'),
      } as never)).returning(CHAT_CONVERSATION_COLUMNS).executeTakeFirstOrThrow();
    },

    /**
     * Sets the side's read and deleted watermarks (never moving back) and recounts its unread
     * messages from the peer after them. Call with the side locked (`side(…, true)`): a message
     * committed meanwhile is then either counted here or added after.
     */
    async setWatermarks(side: ChatConversationRow, readTime: number, clearedTime = side.clearedTime, extra: { hidden?: number; clearLast?: boolean } = {}) {
      const read = Math.max(side.readTime, readTime);
      const cleared = Math.max(side.clearedTime, clearedTime);
      const counted = await db.selectFrom('imMessage').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('pairKey', '=', side.pairKey).where('sendUserId', '=', side.peerUserId).where('sendTime', '>', Math.max(read, cleared)).executeTakeFirstOrThrow();
      await db.updateTable('imConversation').set({
        readTime: read, clearedTime: cleared, unread: Number(counted.n),
        ...(extra.hidden === undefined ? {} : { hidden: extra.hidden }),
        ...(extra.clearLast ? { lastMessageId: null, lastSendUserId: null, lastType: null, lastContent: null } : {}),
      }).where('id', '=', side.id).execute();
      return db.selectFrom('imConversation').select(conversationColumns).where('id', '=', side.id).executeTakeFirstOrThrow();
    },

    /** Messages both sides deleted leave the server (a side that never existed deleted nothing). */
    async dropClearedByBoth(pairKey: string) {
      const sides = await db.selectFrom('imConversation').select('clearedTime').where('pairKey', '=', pairKey).execute();
      if (sides.length < 2) return 0;
      const upTo = Math.min(...sides.map((s) => Number(s.clearedTime)));
      if (upTo <= 0) return 0;
      const done = await db.deleteFrom('imMessage').where('pairKey', '=', pairKey).where('sendTime', '<=', upTo).executeTakeFirst();
      return Number(done.numDeletedRows);
    },

    /**
     * A page of a pair's history after `after`, newest first, `limit` rows from `offset`. With a
     * keyword: the newest WALK_ROWS messages are searched first (a keyword in a recent message is
     * the usual case, and the walk needs no index); when they do not fill the page, the search
     * index answers over the whole history.
     */
    async history(pairKey: string, after: number, offset: number, limit: number, keyword?: string): Promise<ChatMessageRow[]> {
      const base = () => db.selectFrom('imMessage').select(messageColumns).where('pairKey', '=', pairKey).where('sendTime', '>', after);
      const newestFirst = <Q extends ReturnType<typeof base>>(q: Q) => q.orderBy('sendTime', 'desc').orderBy('id', 'desc');
      if (!keyword) return (await newestFirst(base()).limit(limit).offset(offset).execute()).map(toMessageRow);
      const walk = newestFirst(base().select('imMessage.searchText')).limit(WALK_ROWS);
      const walked = await db.selectFrom(walk.as('w')).select(CHAT_MESSAGE_COLUMNS.map((c) => `w.${c}` as const)).where(containsText('w.searchText', keyword))
        .orderBy('w.sendTime', 'desc').orderBy('w.id', 'desc').limit(limit).offset(offset).execute();
      if (walked.length === limit) return walked.map(toMessageRow);
      const whole = await db.selectFrom(walk.as('w')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      if (Number(whole.n) < WALK_ROWS) return walked.map(toMessageRow);
      const hits = newestFirst(base().where(keywordFilter(db, CHAT_SEARCH, keyword, 'im_message').indexed)).limit(limit).offset(offset);
      return (await hits.execute()).map(toMessageRow);
    },

    /** One user's conversations in the list (not removed), newest first, with the peer's name; keyword over the peer's name and account. */
    async conversations(owner: string, offset: number, limit: number, keyword?: string) {
      let q = db.selectFrom('imConversation')
        .innerJoin('baseUser', 'baseUser.id', 'imConversation.peerUserId')
        .leftJoin('baseOrganize', 'baseOrganize.id', 'baseUser.organizeId')
        .where('imConversation.ownerUserId', '=', owner).where('imConversation.hidden', '=', 0);
      if (keyword) q = q.where((eb) => eb.or([containsText('baseUser.realName', keyword), containsText('baseUser.account', keyword)]));
      const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q.select([...conversationColumns, 'baseUser.realName', 'baseUser.account', 'baseUser.headIcon', 'baseOrganize.fullName as department'])
        .orderBy('imConversation.lastTime', 'desc').orderBy('imConversation.id', 'desc').limit(limit).offset(offset).execute();
      return { rows, total: Number(total.n) };
    },

    async unreadTotal(owner: string): Promise<number> {
      const row = await db.selectFrom('imConversation').select((eb) => eb.fn.sum<number>('unread').as('n')).where('ownerUserId', '=', owner).executeTakeFirst();
      return Math.max(0, Number(row?.n ?? 0));
    },

    /** Of these message ids, the ones `userId` sent or received (who may see a chat image). */
    async readableIds(userId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('imMessage').select('id').where('id', 'in', ids)
        .where((eb) => eb.or([eb('sendUserId', '=', userId), eb('receiveUserId', '=', userId)])).execute();
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;
