import type { z } from 'zod';
import { fail } from '../../../server/http/api-error';
import { defineSocketMethod } from '../../../server/realtime/methods';
import { messageListArgs, sendMessageArgs, updateReadArgs, type MessageListAnswer, type SendMessagePush } from '../contract';
import { chatPushes } from './chat-push';
import { chatService } from './chat-service';

function parse<S extends z.ZodType>(schema: S, message: unknown): z.output<S> {
  const parsed = schema.safeParse(message);
  if (!parsed.success) throw fail.badRequest(parsed.error.issues[0]?.message ?? '参数不合法');
  return parsed.data;
}

/**
 * The §7 chat methods of the platform socket. SendMessage may carry a client-born `id` (UUID):
 * sent twice, it is stored once and the repeat is answered with the stored message.
 */
export const chatSocketMethods = [
  defineSocketMethod({
    method: 'SendMessage',
    async handle(ctx, caller, message) {
      const sent = await chatService(ctx).send(caller.userId, parse(sendMessageArgs, message));
      if (sent.duplicate) caller.reply({ method: 'sendMessage', message: sent.message, conversation: sent.senderSide } satisfies SendMessagePush);
      else await chatPushes(ctx).sent(sent);
    },
  }),
  defineSocketMethod({
    method: 'MessageList',
    async handle(ctx, caller, message) {
      const q = parse(messageListArgs, message);
      const page = await chatService(ctx).history(caller.userId, q);
      caller.reply({
        method: 'messageList', requestId: q.requestId ?? null, toUserId: q.toUserId, keyword: page.keyword, list: page.list,
        pagination: { currentPage: q.currentPage, pageSize: q.pageSize, hasMore: page.hasMore },
      } satisfies MessageListAnswer);
    },
  }),
  defineSocketMethod({
    method: 'UpdateReadMessage',
    async handle(ctx, caller, message) {
      const q = parse(updateReadArgs, message);
      await chatPushes(ctx).conversation(await chatService(ctx).read(caller.userId, q.formUserId, q.readTime));
    },
  }),
];
