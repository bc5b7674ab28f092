import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../contract/envelope';
import { ok } from '../../../server/http/api-error';
import { requireAuth } from '../../../server/plugins/auth';
import { CHAT_MSG, chatConversationRow, peerParams, recentConversationPage, recentConversationsQuery } from '../contract';
import type { ChatPushes } from './chat-push';
import type { ChatService } from './chat-service';

const tags = ['聊天 chat'];
const sideAnswer = envelopeSchema(z.object({ conversation: chatConversationRow.nullable() }));

/** The chat drawer's REST (§7 imreply; the id is the other person's user id): everyone signed in, their own side only. */
export function registerChatRoutes(root: FastifyInstance, chat: ChatService, pushes: ChatPushes) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/message/imreply', {
    schema: { tags, summary: '最近会话（最后一条消息、未读数、对方姓名头像），最新在前', querystring: recentConversationsQuery, response: { 200: envelopeSchema(recentConversationPage) } },
  }, async (req) => ok(await chat.conversations(requireAuth(req).userId, req.query)));

  app.delete('/message/imreply/relocation/:id', {
    schema: { tags, summary: '移除会话（从我的列表移除并标为已读；对方来信时重新出现）', params: peerParams, response: { 200: sideAnswer } },
  }, async (req) => {
    const conversation = await chat.remove(requireAuth(req).userId, req.params.id);
    await pushes.conversation(conversation);
    return ok({ conversation }, CHAT_MSG.removed);
  });

  app.delete('/message/imreply/deleteChatRecord/:id', {
    schema: { tags, summary: '删除我与对方的聊天记录（对方的记录不受影响；双方都删除后消息从服务器删除）', params: peerParams, response: { 200: sideAnswer } },
  }, async (req) => {
    const conversation = await chat.clear(requireAuth(req).userId, req.params.id);
    await pushes.conversation(conversation);
    return ok({ conversation }, CHAT_MSG.cleared);
  });
}
