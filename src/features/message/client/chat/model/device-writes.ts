import { z } from 'zod';
import {
  CHAT_MUTATIONS, chatConversationRow, chatSendArgs, pairKeyOf, sentMessage, type ChatConversationRow, type ChatMessageRow,
} from '@/features/message/contract';
import type { QingbanDb } from '@/sync/db';
import { rebase } from '@/sync/local-apply';
import { defineMutation } from '@/sync/mutations';
import type { RowKey } from '@/sync/types';
import { messageKey, sideKey, type LocalMessage, type LocalSide } from './keys';

/**
 * The chat writes as the device makes them (ADR chat): each goes through the outbox, so one written
 * offline is shown at once (marked 未发送 while its entry waits) and sent once, in order, when the
 * network is back. applyLocal only sets fields, so it may run again when a pull replaces the rows.
 */
/** What the page hands over: checked with the contract's rules (trimmed, not empty, not too long) before anything is written. */
export const localSendArgs = z.object({ id: z.string(), toUserId: z.string(), messageType: z.enum(['text', 'image']), messageContent: z.string() }).superRefine((v, c) => {
  const checked = chatSendArgs.safeParse(v);
  if (!checked.success) for (const issue of checked.error.issues) c.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});
export type LocalSendArgs = z.infer<typeof localSendArgs>;
const sideArgs = z.object({ peerUserId: z.string(), sideId: z.string() });
export const localReadArgs = sideArgs.extend({ readTime: z.number().optional() });
export type LocalReadArgs = z.infer<typeof localReadArgs>;
export type LocalSideArgs = z.infer<typeof sideArgs>;

/** A server row over the local one: the local version is kept (the pull brings the row's own), pending writes go on top again. */
export async function takeServerRows(db: QingbanDb, rows: { message?: ChatMessageRow; conversation?: ChatConversationRow | null }): Promise<void> {
  const keys = new Set<RowKey>();
  if (rows.message) {
    const mine = await db.chatMessages.get(rows.message.id);
    await db.chatMessages.put({ ...rows.message, _version: mine?._version ?? 0 });
    keys.add(messageKey(rows.message.id));
  }
  if (rows.conversation) {
    const mine = await db.chatConversations.get(rows.conversation.id);
    await db.chatConversations.put({ ...rows.conversation, _version: mine?._version ?? 0 });
    keys.add(sideKey(rows.conversation.id));
  }
  if (keys.size) await rebase(db, keys);
}

const conversationOf = (result: unknown) => z.object({ conversation: chatConversationRow.nullable() }).safeParse(result).data?.conversation;

export const sendMutation = defineMutation<LocalSendArgs>(CHAT_MUTATIONS.send, {
  schema: localSendArgs,
  touches: (args) => [messageKey(args.id)],
  toRequest: (args) => args,
  applyLocal: async (db, args, ctx) => {
    const parsed = chatSendArgs.safeParse(args);
    if (!parsed.success) return; // checked by the schema before it was queued
    const existing = await db.chatMessages.get(args.id);
    const local: LocalMessage = {
      id: args.id, pairKey: pairKeyOf(ctx.userId, args.toUserId), sendUserId: ctx.userId, receiveUserId: args.toUserId,
      contentType: args.messageType, content: parsed.data.content, sendTime: ctx.now, _version: 0,
    };
    // Once the server has the message, its row (and send time) stays.
    await db.chatMessages.put({ ...local, ...existing });
  },
  onResult: async (db, _args, result) => {
    const parsed = sentMessage.safeParse(result);
    if (parsed.success) await takeServerRows(db, parsed.data);
  },
});

/** Sets the side's fields a write decides, keeping the rest. */
async function patchSide(db: QingbanDb, id: string, patch: (side: LocalSide) => Partial<LocalSide>): Promise<void> {
  const side = (await db.chatConversations.get(id)) as LocalSide | undefined;
  if (side) await db.chatConversations.put({ ...side, ...patch(side) });
}

/** Messages from the peer the device holds after a time: the unread count until the server's arrives. */
async function unreadAfter(db: QingbanDb, side: LocalSide, after: number): Promise<number> {
  const rows = (await db.chatMessages.where('[pairKey+sendTime]').between([side.pairKey, after + 1], [side.pairKey, Number.MAX_SAFE_INTEGER]).toArray()) as LocalMessage[];
  return rows.filter((m) => m.sendUserId === side.peerUserId).length;
}

export const readMutation = defineMutation<LocalReadArgs>(CHAT_MUTATIONS.read, {
  schema: localReadArgs,
  touches: (args) => [sideKey(args.sideId)],
  toRequest: ({ peerUserId, readTime }) => ({ peerUserId, ...(readTime === undefined ? {} : { readTime }) }),
  applyLocal: async (db, args, ctx) => {
    const side = (await db.chatConversations.get(args.sideId)) as LocalSide | undefined;
    if (!side) return;
    const readTime = Math.max(side.readTime, args.readTime ?? ctx.now);
    await db.chatConversations.put({ ...side, readTime, unread: await unreadAfter(db, side, Math.max(readTime, side.clearedTime)) });
  },
  onResult: (db, _args, result) => takeServerRows(db, { conversation: conversationOf(result) }),
});

export const removeMutation = defineMutation<LocalSideArgs>(CHAT_MUTATIONS.remove, {
  schema: sideArgs,
  touches: (args) => [sideKey(args.sideId)],
  toRequest: ({ peerUserId }) => ({ peerUserId }),
  applyLocal: (db, args, ctx) => patchSide(db, args.sideId, (s) => ({ hidden: 1, unread: 0, readTime: Math.max(s.readTime, ctx.now, s.lastTime) })),
  onResult: (db, _args, result) => takeServerRows(db, { conversation: conversationOf(result) }),
});

export const clearMutation = defineMutation<LocalSideArgs>(CHAT_MUTATIONS.clear, {
  schema: sideArgs,
  touches: (args) => [sideKey(args.sideId)],
  toRequest: ({ peerUserId }) => ({ peerUserId }),
  applyLocal: (db, args, ctx) => patchSide(db, args.sideId, (s) => {
    const upTo = Math.max(s.clearedTime, ctx.now, s.lastTime);
    return { clearedTime: upTo, readTime: Math.max(s.readTime, upTo), unread: 0, lastMessageId: null, lastSendUserId: null, lastType: null, lastContent: null };
  }),
  onResult: (db, _args, result) => takeServerRows(db, { conversation: conversationOf(result) }),
});
