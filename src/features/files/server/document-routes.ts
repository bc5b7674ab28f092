import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import { requireAuth } from '../../../server/plugins/auth';
import { DocumentModule, documentPage, documentQuery, fileInfo, idsBody } from '../contract';
import type { ReadService } from './read-service';

const tags = ['文件 file'];

/** 文档中心's list, the records by id, and removal by the uploader. */
export function registerDocumentRoutes(root: FastifyInstance, ctx: ServerContext, reads: ReadService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = createGuard(ctx);
  const documents = (req: FastifyRequest) => guard(req, DocumentModule.document);

  app.get('/file/Document', {
    preValidation: accessFirst(documents),
    schema: { tags, summary: '文档中心：本人上传的文件（分页；关键词匹配文件名；sidx 为 creatorTime、fullName、fileSize、fileExtension）', querystring: documentQuery, response: { 200: envelopeSchema(documentPage) } },
  }, async (req) => ok(await reads.documents(await documents(req), req.query)));

  app.get('/file/Info/:id', {
    schema: { tags, summary: '文件记录（仅上传者或可读取所属记录者）', params: z.object({ id: z.string().max(64) }), response: { 200: envelopeSchema(fileInfo) } },
  }, async (req) => ok(await reads.info(requireAuth(req), req.params.id)));

  app.post('/file/Info/Actions/ByIds', {
    schema: { tags, summary: '按编号取文件记录（只返回可读取的）', body: idsBody, response: { 200: envelopeSchema(z.array(fileInfo)) } },
  }, async (req) => ok(await reads.infoByIds(requireAuth(req), req.body.ids)));

  app.delete('/file/:id', {
    schema: { tags, summary: '删除文件记录（仅上传者；无其他记录使用时删除内容）', params: z.object({ id: z.string().max(64) }), response: { 200: envelopeSchema(z.null()) } },
  }, async (req) => {
    await reads.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });
}
