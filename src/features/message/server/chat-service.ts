import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import { isUniqueViolation } from '../../../server/db/errors';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import {
  CHAT_MSG, MESSAGE_MSG, pairKeyOf, previewOf, type ChatConversationRow, type ChatMessageRow, type MessageListArgs, type RecentConversation, type SendMessage,
} from '../contract';
import { chatRepository, toMessageRow } from './chat-repository';

export interface SentResult {
  message: ChatMessageRow;
  senderSide: ChatConversationRow;
  recipientSide: ChatConversationRow;
  /** The message was already stored (the same id sent again): nothing changed. */
  duplicate: boolean;
}

/**
 * Chat (ADR chat): the writes take the transaction they run in — their own (socket, REST) or a
 * sync push's (offline writes) — and say what to push once it committed. Every read and write is
 * by the caller's own side, so nobody reads a conversation they are not part of.
 */
export const chatWrites = (tx: Kysely<DB>) => {
  const repo = chatRepository(tx);
  /**
   * A send holds the pair's lock and then the change log's until it commits, and writes both sides;
   * a side's own write (read, remove, clear) takes the pair's lock first too, or it could hold the
   * side's row while waiting for the change log that a send holds while waiting for that row.
   */
  const lockSide = (owner: string, peer: string) => repo.lockPair(pairKeyOf(owner, peer));
  return {
    async send(from: string, input: SendMessage): Promise<SentResult> {
      if (input.toUserId === from) throw fail.badRequest(CHAT_MSG.self);
      const [peer] = await repo.users([input.toUserId]);
      if (!peer || peer.enabledMark !== 1) throw fail.badRequest(CHAT_MSG.peerMissing);
      const id = input.id ?? newId();
      const known = await repo.message(id);
      if (known) return this.again(from, input, toMessageRow(known));
      const pairKey = pairKeyOf(from, input.toUserId);
      await repo.lockPair(pairKey);
      // Strictly increasing within the pair: messages sent in one millisecond keep their order.
      const sendTime = Math.max(Date.now(), (await repo.lastSendTime(pairKey)) + 1);
      const message: ChatMessageRow = { id, pairKey, sendUserId: from, receiveUserId: input.toUserId, contentType: input.messageType, content: input.content, sendTime };
      await repo.insertMessage({ ...message, searchText: input.messageType === 'text' ? input.content : null });
      const preview = previewOf(input.messageType, input.content);
      // Both sides in user-id order, so two people writing to each other at once cannot deadlock.
      // On PostgreSQL the message's insert takes the change log's lock until the commit: only the
      // writes come after it, each answering its row (no reads while every synced write waits).
      const sides = new Map<string, ChatConversationRow>();
      for (const owner of [from, input.toUserId].sort()) {
        sides.set(owner, await repo.takeMessage(owner, owner === from ? input.toUserId : from, message, preview, owner !== from));
      }
      return { message, senderSide: sides.get(from)!, recipientSide: sides.get(input.toUserId)!, duplicate: false };
    },

    /** The same id again: the stored message if it is the caller's, else refused. */
    async again(from: string, input: SendMessage, known: ChatMessageRow): Promise<SentResult> {
      if (known.sendUserId !== from || known.receiveUserId !== input.toUserId) throw fail.badRequest(CHAT_MSG.idTaken);
      const senderSide = await repo.side(from, input.toUserId);
      const recipientSide = await repo.side(input.toUserId, from);
      if (!senderSide || !recipientSide) throw fail.notFound(MESSAGE_MSG.deleted);
      return { message: known, senderSide, recipientSide, duplicate: true };
    },

    /** Messages from the peer up to `readTime` (default now) are read; answers the side, or null without one. */
    async read(owner: string, peer: string, readTime?: number): Promise<ChatConversationRow | null> {
      await lockSide(owner, peer);
      const side = await repo.side(owner, peer, true);
      if (!side) return null;
      return repo.setWatermarks(side, Math.min(readTime ?? Date.now(), Date.now()));
    },

    /** §2 conversation menu: remove from my list (read; the next message brings it back). */
    async remove(owner: string, peer: string): Promise<ChatConversationRow | null> {
      await lockSide(owner, peer);
      const side = await repo.side(owner, peer, true);
      if (!side) return null;
      return repo.setWatermarks(side, Math.max(Date.now(), side.lastTime), side.clearedTime, { hidden: 1 });
    },

    /** §2 conversation menu: delete my chat records with the peer; messages both deleted leave the server. */
    async clear(owner: string, peer: string): Promise<ChatConversationRow | null> {
      await lockSide(owner, peer);
      const side = await repo.side(owner, peer, true);
      if (!side) return null;
      const upTo = Math.max(Date.now(), side.lastTime);
      const row = await repo.setWatermarks(side, upTo, upTo, { clearLast: true });
      await repo.dropClearedByBoth(side.pairKey);
      return row;
    },
  };
};

export function chatService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = chatRepository(db);

  /** In its own transaction; a concurrent send of the same id loses on the primary key and reads the stored one. */
  async function inTransaction<T>(work: (w: ReturnType<typeof chatWrites>) => Promise<T>): Promise<T> {
    return db.transaction().execute((tx) => work(chatWrites(tx)));
  }

  return {
    async send(from: string, input: SendMessage): Promise<SentResult> {
      const id = input.id ?? newId();
      try {
        return await inTransaction((w) => w.send(from, { ...input, id }));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return inTransaction(async (w) => {
          const known = await chatRepository(db).message(id);
          if (!known) throw error;
          return w.again(from, input, toMessageRow(known));
        });
      }
    },
    read: (owner: string, peer: string, readTime?: number) => inTransaction((w) => w.read(owner, peer, readTime)),
    remove: (owner: string, peer: string) => inTransaction((w) => w.remove(owner, peer)),
    clear: (owner: string, peer: string) => inTransaction((w) => w.clear(owner, peer)),

    /** §7 MessageList: pages counted from the newest; `sord` orders the page. Messages I deleted are not there. */
    async history(owner: string, q: MessageListArgs) {
      if (q.formUserId && q.formUserId !== owner) throw fail.forbidden(CHAT_MSG.notYours);
      const side = await repo.side(owner, q.toUserId);
      const keyword = q.keyword?.trim() || undefined;
      const rows = await repo.history(pairKeyOf(owner, q.toUserId), side?.clearedTime ?? 0, (q.currentPage - 1) * q.pageSize, q.pageSize + 1, keyword);
      const page = rows.slice(0, q.pageSize);
      return { list: q.sord === 'asc' ? page.reverse() : page, hasMore: rows.length > q.pageSize, keyword: keyword ?? null };
    },

    /** The drawer's recent conversations (§3 Chat conversation), newest first. */
    async conversations(owner: string, q: { currentPage: number; pageSize: number; keyword?: string }) {
      const { rows, total } = await repo.conversations(owner, (q.currentPage - 1) * q.pageSize, q.pageSize, q.keyword?.trim() || undefined);
      const list: RecentConversation[] = rows.map((r) => ({
        id: r.peerUserId, realName: r.realName, account: r.account, headIcon: r.headIcon, department: r.department ?? '',
        unreadMessage: r.unread, latestMessage: r.lastContent, messageType: r.lastType, latestDate: r.lastMessageId ? Number(r.lastTime) : null,
      }));
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total }, unreadTotal: await repo.unreadTotal(owner) };
    },

    unreadTotal: (owner: string) => repo.unreadTotal(owner),
  };
}
export type ChatService = ReturnType<typeof chatService>;
