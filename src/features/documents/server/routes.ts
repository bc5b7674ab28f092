import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { sendXlsx } from '../../../server/http/xlsx';
import { requireAuth } from '../../../server/plugins/auth';
import { docBody, docCreate, docListQuery, DocMsg, docRecipients, receivedListQuery } from '../contract';
import { docReceiving } from './receive-service';
import { docService } from './service';

const P = '/example/sendDoc';
const any = envelopeSchema(z.unknown());
const nil = envelopeSchema(z.null());
const id = z.string().min(1).max(64);
const idParams = z.object({ id });
const stateParams = z.object({ type: z.enum(['release', 'sign'], { error: DocMsg.typeUnknown }), id });
/** checkPublish takes the id in the body ({id}) or the query (?id=), as its siblings under docRelay do. */
export const idQuery = z.object({ id: id.optional() });
export const idBody = z.object({ id: id.optional() }).nullish();

/** 发文 under /api/example/sendDoc (SPEC §7, issue 17 §4, ADR 0037). */
export function registerSendDocRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const docs = docService(ctx);
  const receiving = docReceiving(ctx);
  const tags = ['公文 Document'];

  app.post(`${P}/getList`, { schema: { tags, summary: '发文列表（公文管理与数据权限；关键词：标题、文号、发文机关；状态）', body: docListQuery, response: { 200: any } } },
    async (req) => ok(await docs.list(requireAuth(req), req.body)));
  app.post(`${P}/getLoginList`, { schema: { tags, summary: '收文列表：发布或传阅给当前用户的公文及阅读、签收状态', body: receivedListQuery, response: { 200: any } } },
    async (req) => ok(await receiving.received(requireAuth(req), req.body)));
  app.get(`${P}/detail/:id`, { schema: { tags, summary: '阅读公文（管理者或收文人；收文人首次打开记为已读；其他人答复不存在）', params: idParams, response: { 200: any } } },
    async (req) => ok(await receiving.detail(requireAuth(req), req.params.id)));
  app.get(`${P}/:id`, { schema: { tags, summary: '公文表单（公文管理与数据权限）', params: idParams, response: { 200: any } } },
    async (req) => ok(await docs.info(requireAuth(req), req.params.id)));
  app.post(P, { schema: { tags, summary: '新建公文草稿：红头字段与正文；id 可由客户端给出（先上传附件时用：附件 ownerType=document, ownerId=id）', body: docCreate, response: { 200: any } } },
    async (req) => ok(await docs.create(requireAuth(req), req.body), Msg.created));
  app.put(`${P}/:id`, { schema: { tags, summary: '修改公文（草稿、已驳回、已撤回、已终止）', params: idParams, body: docBody, response: { 200: any } } },
    async (req) => ok(await docs.update(requireAuth(req), req.params.id, req.body), Msg.updated));
  app.delete(`${P}/:id`, { schema: { tags, summary: '删除公文（审批中、已通过、已发布的不能删除）', params: idParams, response: { 200: nil } } }, async (req) => {
    await docs.remove(requireAuth(req), req.params.id);
    return ok(null, DocMsg.removed);
  });
  app.post(`${P}/sendDoc`, { schema: { tags, summary: '提交审批（流程 docApproval；通过时取文号）', body: z.object({ id }), response: { 200: any } } },
    async (req) => ok(await docs.send(requireAuth(req), req.body.id), DocMsg.submitted));
  app.put(`${P}/:type/:id`, {
    schema: { tags, summary: '公文操作：release 发布（body：organizeIds、roleIds、userIds，发布时展开为启用的用户，各发一条公文消息）；sign 签收', params: stateParams, body: docRecipients.nullish(), response: { 200: any } },
  }, async (req) => {
    const auth = requireAuth(req);
    if (req.params.type === 'sign') return ok(await receiving.sign(auth, req.params.id), DocMsg.signed);
    return ok(await receiving.release(auth, req.params.id, docRecipients.parse(req.body ?? {})), DocMsg.released);
  });
  app.post(`${P}/checkPublish`, { schema: { tags, summary: '能否发布：已通过且未发布时 canPublish 为 true，否则 reason 说明原因', querystring: idQuery, body: idBody, response: { 200: any } } },
    async (req) => ok(await docs.checkPublish(requireAuth(req), req.query.id ?? req.body?.id ?? '')));
  app.post(`${P}/:id/Actions/ExportReceipts`, { schema: { tags, summary: '导出签收情况（xlsx：发布与传阅的每位收文人）', params: idParams } }, async (req, reply) => {
    const { buffer, fileName } = await receiving.exportReceipts(requireAuth(req), req.params.id);
    return sendXlsx(reply, buffer, fileName);
  });
}
