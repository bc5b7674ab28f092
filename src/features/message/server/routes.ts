import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../server/context';
import { chatPushes } from './chat-push';
import { registerChatRoutes } from './chat-routes';
import { chatService } from './chat-service';
import { messageDelivery } from './delivery';
import { registerMailRoutes } from './mail-routes';
import { mailService } from './mail-service';
import { registerNoticeRoutes } from './notice-routes';
import { noticeService } from './notice-service';
import { registerRecordRoutes } from './record-routes';
import { recordService } from './record-service';
import { registerRelationRoutes } from './relation-routes';
import { registerTemplateRoutes } from './template-routes';
import { templateService } from './template-service';

export function registerMessageRoutes(api: FastifyInstance, ctx: ServerContext) {
  const delivery = messageDelivery(ctx);
  // A bell that connects (or reconnects) starts from the right count.
  ctx.realtime.onJoin((userId) => delivery.pushCounts([userId]));
  registerRecordRoutes(api, recordService(ctx, delivery));
  registerNoticeRoutes(api, ctx, noticeService(ctx, delivery));
  registerTemplateRoutes(api, ctx, templateService(ctx));
  registerMailRoutes(api, mailService(ctx, delivery));
  registerChatRoutes(api, chatService(ctx), chatPushes(ctx));
  registerRelationRoutes(api, ctx);
}
