import type { ServerContext } from '../../../server/context';
import type { ChatConversationPush, ChatConversationRow, ReceiveMessagePush, SendMessagePush } from '../contract';
import { chatRepository } from './chat-repository';
import type { SentResult } from './chat-service';

/**
 * What the people a chat write concerns hear over the platform socket, once it committed: the
 * recipient `receiveMessage` (with their side and unread total), the sender's sockets `sendMessage`
 * (the sending one takes it as the acknowledgement, the others show the message), the owner of a
 * changed side `chatConversation`. A failed push is logged: devices catch up from the collections.
 */
export function chatPushes(ctx: ServerContext) {
  const repo = chatRepository(ctx.database.db);
  const hub = ctx.realtime;
  async function safely(what: string, push: () => Promise<void>) {
    try {
      await push();
    } catch (error) {
      ctx.log.warn({ err: error }, `chat push failed: ${what}`);
    }
  }
  return {
    sent: (r: SentResult) => safely('message', async () => {
      if (r.duplicate) return;
      const { message } = r;
      const unreadTotal = await repo.unreadTotal(message.receiveUserId);
      hub.send(message.receiveUserId, { method: 'receiveMessage', message, conversation: r.recipientSide, unreadTotal } satisfies ReceiveMessagePush);
      hub.send(message.sendUserId, { method: 'sendMessage', message, conversation: r.senderSide } satisfies SendMessagePush);
    }),
    conversation: (row: ChatConversationRow | null) => safely('conversation', async () => {
      if (!row) return;
      const unreadTotal = await repo.unreadTotal(row.ownerUserId);
      hub.send(row.ownerUserId, { method: 'chatConversation', conversation: row, unreadTotal } satisfies ChatConversationPush);
    }),
  };
}
export type ChatPushes = ReturnType<typeof chatPushes>;
