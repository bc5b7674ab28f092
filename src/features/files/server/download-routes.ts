import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import { newErrorReference } from '../../../contract/error-reference';
import { ApiError, fail, ok } from '../../../server/http/api-error';
import { serverFailure } from '../../../server/plugins/errors';
import { requireAuth } from '../../../server/plugins/auth';
import { FileText, previewAnswer, previewQuery, signedUrl, zipBody } from '../contract';
import { BLOB_CSP, sendBytes } from './blob';
import { contentDisposition } from '../../../server/files/names';
import type { FilesParts } from './parts';
import type { ReadService } from './read-service';
import { zipStream } from '../../../server/files/zip';

const tags = ['文件 file'];
const linkQuery = z.object({ d: z.enum(['i', 'a']).optional(), e: z.string().max(20).optional(), s: z.string().max(100).optional() });
const idParams = z.object({ id: z.string().max(64) });

/** §7 Download (a signed link), Preview, the bulk zip — and the public byte routes those links open. */
export async function registerDownloadRoutes(root: FastifyInstance, p: FilesParts, reads: ReadService) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/file/Download/:type/:id', {
    schema: { tags, summary: '下载地址（§7）：5 分钟有效的签名链接 data.url（附件方式）；仅上传者或可读取所属记录者', params: z.object({ type: z.string().max(20), id: z.string().max(64) }), response: { 200: envelopeSchema(signedUrl) } },
  }, async (req) => ok(await reads.downloadLink(requireAuth(req), req.params.type, req.params.id)));

  app.get('/file/Uploader/Preview', {
    schema: { tags, summary: '预览地址（§7）：图片、PDF、音视频、文本在页面内显示，其余为附件', querystring: previewQuery, response: { 200: envelopeSchema(previewAnswer) } },
  }, async (req) => ok(await reads.preview(requireAuth(req), req.query.fileVersionId)));

  app.post('/file/Download/Zip', {
    schema: { tags, summary: '打包下载：校验每个文件后给出 5 分钟有效的 zip 签名链接（文件名为 UTF-8，同名自动编号）', body: zipBody, response: { 200: envelopeSchema(signedUrl) } },
  }, async (req) => ok(await reads.zipLink(requireAuth(req), req.body.fileIds, req.body.name)));

  // The links themselves: public (the signature is the permission), answered in HTTP a browser or player acts on.
  await root.register(async (scope) => {
    scope.setErrorHandler((error: Error, req, reply) => {
      const api = error instanceof ApiError ? error : null;
      // Any other failure is a 500 like every other: its reference in the answer and in the exception log.
      const { code, msg } = api ?? (hasValidation(error) ? { code: Code.BAD_REQUEST, msg: FileText.noAccess } : serverFailure(req, error));
      return reply.status(code === Code.FORBIDDEN || code === Code.NOT_FOUND || code === Code.BAD_REQUEST ? code : 500)
        .header('content-security-policy', BLOB_CSP.other).type('application/json; charset=utf-8').send({ code, msg, data: null });
    });
    const bytes = scope.withTypeProvider<ZodTypeProvider>();
    const route = { config: { public: true }, compress: false as const, helmet: { contentSecurityPolicy: false as const } };

    bytes.get('/file/Blob/:id', {
      ...route,
      schema: { tags, summary: '签名链接的文件内容（公开；支持 Range；Content-Disposition 为 UTF-8 文件名）', params: idParams, querystring: linkQuery, produces: ['application/octet-stream'] },
    }, async (req, reply) => {
      const disposition = req.query.d ?? 'a';
      verified(p, ['blob', req.params.id, disposition], req.query.e, req.query.s);
      const record = await p.repo.byId(req.params.id);
      const size = record ? await p.storage.size(record.identifier) : null;
      if (!record || size === null) throw fail.notFound(FileText.notFound);
      return sendBytes(req, reply, p.storage, record, size, disposition === 'i');
    });

    bytes.get('/file/ZipBlob/:id', {
      ...route,
      schema: { tags, summary: '签名链接的 zip（公开；流式生成）', params: idParams, querystring: linkQuery, produces: ['application/zip'] },
    }, async (req, reply) => {
      verified(p, ['zip', req.params.id], req.query.e, req.query.s);
      const zip = await p.repo.zipById(req.params.id);
      if (!zip) throw fail.notFound(FileText.notFound);
      const ids = JSON.parse(zip.fileIdsJson) as string[];
      const found = new Map((await p.repo.byIds(ids)).map((r) => [r.id, r]));
      const records = ids.map((id) => found.get(id));
      // Checked before the first byte: a file removed since the link was made is 文件不存在, not a broken zip.
      for (const r of records) if (!r || !(await p.storage.has(r.identifier))) throw fail.notFound(FileText.notFound);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', zip.fullName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', BLOB_CSP.other)
        .header('cache-control', 'private, no-store')
        .send(zipStream(p.storage, records.map((r) => r!), (error) => {
          // The headers are gone: the user sees a broken download; the log keeps the failure under a reference.
          const reference = newErrorReference();
          req.log.error({ err: error, reference }, 'zip failed');
          p.ctx.audit.exception(error, { module: 'file', action: 'zip', reference });
        }, req.log));
    });
  });
}

const hasValidation = (error: Error) => 'validation' in error;

function verified(p: FilesParts, parts: string[], e: unknown, s: unknown) {
  const verdict = p.signer.verify(parts, e, s);
  if (verdict === 'expired') throw fail.forbidden(FileText.linkExpired);
  if (verdict === 'forged') throw fail.forbidden(FileText.noAccess);
}
