import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import { sendXlsx, XLSX_TYPE } from '../../../server/http/xlsx';
import { requireAuth } from '../../../server/plugins/auth';
import { MESSAGE_MSG, messageIdParams, NOTICE_MODULE, noticeBody, noticeIdAnswer, noticeInfo, noticeListQuery, noticePage, receiptPage, receiptQuery } from '../contract';
import type { noticeService } from './notice-service';

const tags = ['消息 message'];
const nullEnvelope = envelopeSchema(z.null());
const recipientsAnswer = envelopeSchema(z.object({ recipients: z.number() }));

/** 公告 for administrators (menu system.notice). §7 names `/api/message/{id}`; `/api/message/Notice/{id}` answers the same. */
export function registerNoticeRoutes(root: FastifyInstance, ctx: ServerContext, svc: ReturnType<typeof noticeService>) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const access = createGuard(ctx);
  const first = (button?: string) => accessFirst((r: FastifyRequest) => access(r, NOTICE_MODULE, button));
  const both = (path: string) => [{ path: `/message${path}`, hide: false }, { path: `/message/Notice${path}`, hide: true }];

  app.get('/message/Notice', {
    preValidation: first(),
    schema: { tags, summary: '公告列表', querystring: noticeListQuery, response: { 200: envelopeSchema(noticePage) } },
  }, async (req) => ok(await svc.list(requireAuth(req), req.query)));

  for (const { path, hide } of both('')) {
    app.post(path, {
      preValidation: first('btn_add'),
      schema: { tags, hide, summary: '新建公告（草稿）', body: noticeBody, response: { 200: envelopeSchema(noticeIdAnswer) } },
    }, async (req) => ok({ id: await svc.create(requireAuth(req), req.body) }, Msg.created));
  }

  for (const { path, hide } of both('/:id')) {
    app.get(path, {
      preValidation: first(),
      schema: { tags, hide, summary: '公告详情', params: messageIdParams, response: { 200: envelopeSchema(noticeInfo) } },
    }, async (req) => ok(await svc.info(requireAuth(req), req.params.id)));

    app.put(path, {
      preValidation: first('btn_edit'),
      schema: { tags, hide, summary: '修改公告（未发布或已撤回）', params: messageIdParams, body: noticeBody, response: { 200: nullEnvelope } },
    }, async (req) => {
      await svc.update(requireAuth(req), req.params.id, req.body);
      return ok(null, Msg.updated);
    });

    app.delete(path, {
      preValidation: first('btn_remove'),
      schema: { tags, hide, summary: '删除公告（未发布或已撤回）', params: messageIdParams, response: { 200: nullEnvelope } },
    }, async (req) => {
      await svc.remove(requireAuth(req), req.params.id);
      return ok(null, Msg.deleted);
    });
  }

  app.put('/message/:id/Actions/Release', {
    preValidation: first('btn_release'),
    schema: { tags, summary: '发布公告：解析接收对象，每人一条未读消息并推送', params: messageIdParams, response: { 200: recipientsAnswer } },
  }, async (req) => ok(await svc.release(requireAuth(req), req.params.id), MESSAGE_MSG.released));

  app.put('/message/:id/Actions/Withdraw', {
    preValidation: first('btn_withdraw'),
    schema: { tags, summary: '撤回公告：从每位接收人处收回', params: messageIdParams, response: { 200: recipientsAnswer } },
  }, async (req) => ok(await svc.withdraw(requireAuth(req), req.params.id), MESSAGE_MSG.withdrawn));

  app.get('/message/Notice/:id/ReadReceipts', {
    preValidation: first(),
    schema: { tags, summary: '公告已读回执（谁已读、谁未读）', params: messageIdParams, querystring: receiptQuery, response: { 200: envelopeSchema(receiptPage) } },
  }, async (req) => ok(await svc.receipts(requireAuth(req), req.params.id, req.query)));

  app.post('/message/Notice/Actions/Export', {
    preValidation: first('btn_export'),
    schema: { tags, summary: '导出公告 xlsx（与列表相同的筛选）', body: noticeListQuery, produces: [XLSX_TYPE] },
  }, async (req, reply) => sendXlsx(reply, await svc.exportNotices(requireAuth(req), req.body), '公告'));
}
