import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import { ok } from '../../../server/http/api-error';
import { requireAuth } from '../../../server/plugins/auth';
import { deletedAnswer, MAIL_MSG, mailBody, mailIdAnswer, mailIdsBody, mailInfo, mailListQuery, mailPage, mailStarBody, messageIdParams } from '../contract';
import type { mailService } from './mail-service';

const tags = ['站内信 innermail'];
const base = '/buss/innermail';

/** 站内信 (§7 /api/buss/innermail): every signed-in user, their own mailbox only. */
export function registerMailRoutes(root: FastifyInstance, svc: ReturnType<typeof mailService>) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const saved = (r: { sent: boolean }) => (r.sent ? MAIL_MSG.sent : MAIL_MSG.saved);

  app.post(`${base}/draft`, {
    schema: { tags, summary: '保存草稿（send 为 true 时直接发送）', body: mailBody, response: { 200: envelopeSchema(mailIdAnswer) } },
  }, async (req) => {
    const r = await svc.create(requireAuth(req), req.body);
    return ok(r, saved(r));
  });

  app.get(`${base}/draft/:id`, {
    schema: { tags, summary: '草稿详情（仅作者）', params: messageIdParams, response: { 200: envelopeSchema(mailInfo) } },
  }, async (req) => ok(await svc.draft(requireAuth(req), req.params.id)));

  app.put(`${base}/draft/:id`, {
    schema: { tags, summary: '修改草稿（send 为 true 时发送）', params: messageIdParams, body: mailBody, response: { 200: envelopeSchema(mailIdAnswer) } },
  }, async (req) => {
    const r = await svc.update(requireAuth(req), req.params.id, req.body);
    return ok(r, saved(r));
  });

  app.post(`${base}/draft/query`, {
    schema: { tags, summary: '草稿箱', body: mailListQuery, response: { 200: envelopeSchema(mailPage) } },
  }, async (req) => ok(await svc.drafts(requireAuth(req), req.body)));

  app.post(`${base}/inbox/query`, {
    schema: { tags, summary: '收件箱（关键词：主题、发件人；starred、unread 筛选）', body: mailListQuery, response: { 200: envelopeSchema(mailPage) } },
  }, async (req) => ok(await svc.inbox(requireAuth(req), req.body)));

  app.post(`${base}/outbox/query`, {
    schema: { tags, summary: '发件箱', body: mailListQuery, response: { 200: envelopeSchema(mailPage) } },
  }, async (req) => ok(await svc.outbox(requireAuth(req), req.body)));

  app.get(`${base}/inbox/:id`, {
    schema: { tags, summary: '查看收到的邮件并标为已读（仅收件人）', params: messageIdParams, response: { 200: envelopeSchema(mailInfo) } },
  }, async (req) => ok(await svc.inboxInfo(requireAuth(req), req.params.id)));

  app.get(`${base}/outbox/:id`, {
    schema: { tags, summary: '查看已发送的邮件（仅作者）', params: messageIdParams, response: { 200: envelopeSchema(mailInfo) } },
  }, async (req) => ok(await svc.outboxInfo(requireAuth(req), req.params.id)));

  app.put(`${base}/inbox/:id/Actions/Star`, {
    schema: { tags, summary: '星标 / 取消星标', params: messageIdParams, body: mailStarBody, response: { 200: envelopeSchema(z.null()) } },
  }, async (req) => {
    await svc.star(requireAuth(req), req.params.id, req.body.starred);
    return ok(null, Msg.updated);
  });

  for (const box of ['inbox', 'outbox', 'draft'] as const) {
    app.post(`${base}/${box}/deleteBatch`, {
      schema: { tags, summary: `批量删除（${box}，仅本人的副本）`, body: mailIdsBody, response: { 200: envelopeSchema(deletedAnswer) } },
    }, async (req) => ok(await svc.deleteBatch(requireAuth(req), box, req.body.ids), Msg.deleted));
  }
}
