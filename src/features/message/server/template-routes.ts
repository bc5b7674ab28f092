import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import { requireAuth } from '../../../server/plugins/auth';
import { messageIdParams, TEMPLATE_MODULE, templateBody, templateInfo, templateListQuery, templatePage, typeList, typeListOf, typeListParams } from '../contract';
import type { templateService } from './template-service';

const tags = ['消息 message'];
const base = '/message/MessageTemplateConfig';
const nullEnvelope = envelopeSchema(z.null());
const idAnswer = envelopeSchema(z.object({ id: z.string() }));

/** §7 Message templates (menu system.messageTemplate) and MessageDataType/getTypeList. */
export function registerTemplateRoutes(root: FastifyInstance, ctx: ServerContext, svc: ReturnType<typeof templateService>) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const access = createGuard(ctx);
  const first = (button?: string) => accessFirst((r: FastifyRequest) => access(r, TEMPLATE_MODULE, button));

  app.get(base, {
    preValidation: first(),
    schema: { tags, summary: '消息模板列表', querystring: templateListQuery, response: { 200: envelopeSchema(templatePage) } },
  }, async (req) => ok(await svc.list(requireAuth(req), req.query)));

  app.post(base, {
    preValidation: first('btn_add'),
    schema: { tags, summary: '新建消息模板（{参数} 在发送时填入）', body: templateBody, response: { 200: idAnswer } },
  }, async (req) => ok({ id: await svc.create(requireAuth(req), req.body) }, Msg.created));

  app.get(`${base}/:id`, {
    preValidation: first(),
    schema: { tags, summary: '消息模板详情（含参数名）', params: messageIdParams, response: { 200: envelopeSchema(templateInfo) } },
  }, async (req) => ok(await svc.info(requireAuth(req), req.params.id)));

  app.put(`${base}/:id`, {
    preValidation: first('btn_edit'),
    schema: { tags, summary: '修改消息模板', params: messageIdParams, body: templateBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.update(requireAuth(req), req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.delete(`${base}/:id`, {
    preValidation: first('btn_remove'),
    schema: { tags, summary: '删除消息模板（系统模板除外）', params: messageIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });

  app.post(`${base}/copy/:id`, {
    preValidation: first('btn_copy'),
    schema: { tags, summary: '复制消息模板（副本停用）', params: messageIdParams, response: { 200: idAnswer } },
  }, async (req) => ok({ id: await svc.copy(requireAuth(req), req.params.id) }, Msg.created));

  app.post('/message/MessageDataType/getTypeList/:type', {
    schema: { tags, summary: '类型列表：1 消息类型，2 模板类型，3 发送渠道', params: typeListParams, response: { 200: envelopeSchema(typeList) } },
  }, async (req) => {
    requireAuth(req);
    return ok(typeListOf(req.params.type));
  });
}
