import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../contract/envelope';
import { fail, ok } from '../../../server/http/api-error';
import { acceptUploads } from '../../../server/http/multipart';
import { requireAuth } from '../../../server/plugins/auth';
import { FileApi, FileText, chunkAnswer, chunkQuery, mergeBody, uploadedFile, type FileKind } from '../contract';
import { MAX_CHUNK_BYTES } from './chunks';
import type { FilesParts } from './parts';
import type { UploadService } from './upload-service';

const tags = ['文件 file'];

/** The fields of a form, urlencoded or multipart (§7 merge is sent either way; JSON too). */
async function fieldsOf(req: FastifyRequest): Promise<unknown> {
  if (!req.isMultipart()) return req.body;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field' && typeof part.value === 'string') fields[part.fieldname] = part.value;
      else if (part.type === 'file') part.file.resume();
    }
  } catch {
    throw fail.badRequest(FileText.registerFailed);
  }
  return fields;
}

/** §7 chunk test / chunk / merge, the single uploads (annex, IM) and tus: every way bytes come in. */
export async function registerTransferRoutes(root: FastifyInstance, p: FilesParts, uploads: UploadService) {
  await p.tus.register(root);
  await root.register(async (scope) => {
    // Our receiver applies each route's own limit while it streams; this is the backstop.
    await acceptUploads(scope, { fileSize: Math.max(p.rules.largest, 2 * MAX_CHUNK_BYTES) + 1, fields: 20 });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get('/file/chunk', {
      schema: { tags, summary: '分片检测（§7）：uploaded 为 true 时服务器已有该内容（秒传），chunkNumbers 为已收到的分片', querystring: chunkQuery, response: { 200: envelopeSchema(chunkAnswer) } },
    }, async (req) => ok(await uploads.test(requireAuth(req), req.query)));

    app.post('/file/chunk', {
      // The merge that registers the file is the operation; its pieces are not (ADR 0026).
      config: { audit: false },
      schema: { tags, consumes: ['multipart/form-data'], summary: '上传一个分片（multipart：分片字段在前，file 在后；重复发送同一分片无副作用）', response: { 200: envelopeSchema(chunkAnswer) } },
    }, async (req) => ok(await uploads.chunk(requireAuth(req), req)));

    app.post('/file/merge', {
      schema: { tags, consumes: ['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data'], summary: '合并登记（§7；identifier、fileName、fileSize、fileType、extension、type，可选 fileId、uploadId、ownerType、ownerId）→ 文件记录', response: { 200: envelopeSchema(uploadedFile) } },
    }, async (req) => {
      const auth = requireAuth(req);
      const parsed = mergeBody.safeParse(await fieldsOf(req));
      if (!parsed.success) throw fail.badRequest(parsed.error.issues[0]?.message ?? FileText.registerFailed);
      return ok(await uploads.merge(auth, parsed.data));
    });

    const single = (kind: FileKind, summary: string) =>
      app.post(FileApi.uploader(kind).replace(/^\/api/, ''), {
        schema: { tags, consumes: ['multipart/form-data'], summary, response: { 200: envelopeSchema(uploadedFile) } },
      }, async (req) => ok(await uploads.single(requireAuth(req), kind, req)));
    single('annex', '上传附件（multipart 字段 file，可带 ownerType、ownerId）→ 文件记录');
    single('IM', '上传聊天图片（仅图片，不超过5MB）→ 文件记录');
  });
}
