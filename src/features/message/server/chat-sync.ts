import { sql, type SqlBool } from 'kysely';
import { defineCollection } from '../../../server/sync/collections';
import { defineServerMutation } from '../../../server/sync/mutations';
import {
  CHAT_COLLECTIONS, CHAT_CONVERSATION_COLUMNS, CHAT_LIMITS, CHAT_MESSAGE_COLUMNS, CHAT_MUTATIONS, chatReadArgs, chatSendArgs, peerArgs, type SentMessage,
} from '../contract';
import { chatPushes } from './chat-push';
import { chatWrites } from './chat-service';

/**
 * What a device keeps of chat: the caller's conversation sides, and the newest messages of each
 * (CHAT_LIMITS.deviceMessages) that they have not deleted. Both are private: another user's
 * message never reaches the device, not even as a delete (`privateChanges`).
 */
export const chatCollections = [
  defineCollection({
    name: CHAT_COLLECTIONS.conversations, source: CHAT_COLLECTIONS.conversations, table: 'imConversation', columns: [...CHAT_CONVERSATION_COLUMNS],
    only: (auth) => sql<SqlBool>`${sql.ref('imConversation.ownerUserId')} = ${auth.userId}`,
    privateChanges: true,
  }),
  defineCollection({
    name: CHAT_COLLECTIONS.messages, source: CHAT_COLLECTIONS.messages, table: 'imMessage', columns: [...CHAT_MESSAGE_COLUMNS],
    // Per side, once: the time from which its messages are on the device (after what it deleted, and
    // no older than its 30th newest message: one probe of the pair index); then a range of that
    // index. Materialized, so the probe is not repeated for every message a planner might walk.
    only: (auth) => sql<SqlBool>`${sql.ref('imMessage.id')} in (
      with kept as materialized (
        select c.pair_key, c.cleared_time, coalesce((select x.send_time from im_message x where x.pair_key = c.pair_key
          order by x.send_time desc limit 1 offset ${sql.lit(CHAT_LIMITS.deviceMessages - 1)}), 0) as oldest
        from im_conversation c where c.owner_user_id = ${auth.userId})
      select n.id from kept join im_message n on n.pair_key = kept.pair_key and n.send_time > kept.cleared_time and n.send_time >= kept.oldest)`,
    privateChanges: true,
  }),
];

/**
 * The chat writes a device makes, online or not, through the outbox: sent once (the sync push's
 * (device, mutation) record, and the message's own client-born id), in the order written. They name
 * no collections: instead of every device being told to pull, the two people concerned get the
 * rows over the socket after the commit (chatPushes) and the writer's device takes the answer.
 */
export const chatMutations = [
  defineServerMutation({
    name: CHAT_MUTATIONS.send,
    args: chatSendArgs,
    collections: [],
    async apply(args, m) {
      const sent = await chatWrites(m.tx).send(m.auth.userId, args);
      m.afterCommit(() => chatPushes(m.ctx).sent(sent));
      return { kind: 'applied', result: { message: sent.message, conversation: sent.senderSide } satisfies SentMessage };
    },
  }),
  defineServerMutation({
    name: CHAT_MUTATIONS.read,
    args: chatReadArgs,
    collections: [],
    async apply(args, m) {
      const conversation = await chatWrites(m.tx).read(m.auth.userId, args.peerUserId, args.readTime);
      m.afterCommit(() => chatPushes(m.ctx).conversation(conversation));
      return { kind: 'applied', result: { conversation } };
    },
  }),
  defineServerMutation({
    name: CHAT_MUTATIONS.remove,
    args: peerArgs,
    collections: [],
    async apply(args, m) {
      const conversation = await chatWrites(m.tx).remove(m.auth.userId, args.peerUserId);
      m.afterCommit(() => chatPushes(m.ctx).conversation(conversation));
      return { kind: 'applied', result: { conversation } };
    },
  }),
  defineServerMutation({
    name: CHAT_MUTATIONS.clear,
    args: peerArgs,
    collections: [],
    async apply(args, m) {
      const conversation = await chatWrites(m.tx).clear(m.auth.userId, args.peerUserId);
      m.afterCommit(() => chatPushes(m.ctx).conversation(conversation));
      return { kind: 'applied', result: { conversation } };
    },
  }),
];
