import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newErrorReference } from '../../../contract/error-reference';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { contentDisposition } from '../../../server/files/names';
import { zipStream } from '../../../server/files/zip';
import { ok } from '../../../server/http/api-error';
import { requireAuth } from '../../../server/plugins/auth';
import { DOC_LIMITS, DocMsg, docRelayBody, receiptListQuery } from '../contract';
import { docDownloads } from './downloads';
import { docReceiving } from './receive-service';
import { idBody, idQuery } from './routes';
import { docService } from './service';

const R = '/doc/docRelay';
const any = envelopeSchema(z.unknown());
const id = z.string().min(1).max(64);
const fileQuery = z.object({ id });
const docQuery = z.object({ docId: id.optional() });
/** downLoadAll: one document (`id`) or several (`ids`, comma list in the query, or an array in the body). */
const zipQuery = z.object({ id: id.optional(), ids: z.string().max(4000).optional() });
const zipBody = z.object({ ids: z.array(id).max(1000).optional() }).nullish();

/** 传阅 and attachments under /api/doc/docRelay, and the receipts under /api/message (SPEC §7, ADR 0037). */
export function registerDocRelayRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const receiving = docReceiving(ctx);
  const downloads = docDownloads(ctx);
  const docs = docService(ctx);
  const tags = ['公文 Document'];

  app.post(`${R}/docRelay`, { schema: { tags, summary: '传阅：收文人把公文转给其他人（已收到的人跳过；全部已收到时拒绝），新收文人收到公文消息', body: docRelayBody, response: { 200: any } } },
    async (req) => ok(await receiving.relay(requireAuth(req), req.body.docId, req.body.userIds), DocMsg.relayed));
  app.post(`${R}/getDocRelayByDocId`, {
    schema: { tags, summary: '传阅树：管理者看全部；收文人看传到自己的链条和自己之后的传阅', querystring: docQuery, body: z.object({ docId: id.optional() }).nullish(), response: { 200: any } },
  }, async (req) => ok(await receiving.relayTree(requireAuth(req), req.query.docId ?? req.body?.docId ?? '')));
  app.post(`${R}/checkPublish`, { schema: { tags, summary: '能否发布（同 /api/example/sendDoc/checkPublish）', querystring: idQuery, body: idBody, response: { 200: any } } },
    async (req) => ok(await docs.checkPublish(requireAuth(req), req.query.id ?? req.body?.id ?? '')));
  app.post(`${R}/downLoadOne`, { schema: { tags, summary: '下载一个附件：5 分钟有效的签名链接（需要下载按钮）', querystring: fileQuery, response: { 200: any } } },
    async (req) => ok(await downloads.downloadOne(requireAuth(req), req.query.id)));
  app.post(`${R}/previewOne`, { schema: { tags, summary: '预览一个附件：签名链接（图片、PDF、文本在页面内显示）', querystring: fileQuery, response: { 200: any } } },
    async (req) => ok(await downloads.previewOne(requireAuth(req), req.query.id)));
  app.post(`${R}/downLoadAll`, {
    compress: false,
    schema: {
      tags,
      summary: '打包下载附件（zip 流）：id 为一份公文；ids（查询串逗号分隔或请求体数组）为多份公文，每份一个以文号和标题命名的文件夹，'
        + `最多${DOC_LIMITS.zipDocs}份，任何一份不可读即整体拒绝；中文文件名，同名自动编号`,
      querystring: zipQuery, body: zipBody, produces: ['application/zip'],
    },
  }, async (req, reply) => {
    const ids = [...(req.query.id ? [req.query.id] : []), ...(req.query.ids?.split(',') ?? []), ...(req.body?.ids ?? [])];
    const { storage, records, fileName } = await downloads.zip(requireAuth(req), ids);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(zipStream(storage, records, (error) => {
        // The headers are gone: the user sees a broken download; the log keeps the failure under a reference.
        const reference = newErrorReference();
        req.log.error({ err: error, reference }, 'document zip failed');
        ctx.audit.exception(error, { module: 'document', action: 'zip', reference });
      }, req.log));
  });

  app.post('/message/getListByDocId', {
    schema: { tags, summary: '公文签收情况（发文管理者）：收文人、部门、接收、阅读、签收、传阅人', querystring: z.object({ docId: id }), body: receiptListQuery.nullish(), response: { 200: any } },
  }, async (req) => ok(await receiving.receipts(requireAuth(req), req.query.docId, receiptListQuery.parse(req.body ?? {}))));
}
