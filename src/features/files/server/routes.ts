import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { fail, ok } from '../../../server/http/api-error';
import { acceptUploads, receiveFile } from '../../../server/http/multipart';
import { requireAuth } from '../../../server/plugins/auth';
import { FileMsg, imageNameParams, imageUrl, uploadedImage } from '../contract';
import { ensureDemoBytes } from './demo-files';
import { registerDocumentRoutes } from './document-routes';
import { registerDownloadRoutes } from './download-routes';
import { imageLimitBytes, imageStore, limitText, sniffImage } from './image-store';
import { partsOf } from './parts';
import { readService } from './read-service';
import { registerTransferRoutes } from './transfer-routes';
import { uploadService } from './upload-service';

const tags = ['文件 file'];
const YEAR_SECONDS = 31_536_000;

/** §7 image upload (multipart field `file`) and the served images (the first upload route, kept as it was). */
export function registerImageRoutes(root: FastifyInstance, ctx: ServerContext, limitBytes = imageLimitBytes()) {
  const store = imageStore(ctx.config.dataDir);
  const { size, unit } = limitText(limitBytes);
  root.register(async (scope) => {
    await acceptUploads(scope, { fileSize: limitBytes });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post('/file/Uploader/annexpic', {
      schema: { tags, consumes: ['multipart/form-data'], summary: `上传图片（multipart 字段 file；jpg/png/gif/webp/bmp，按文件头识别；不超过${size}${unit}）→ {name, fileId, url}`, response: { 200: envelopeSchema(uploadedImage) } },
    }, async (req) => {
      const auth = requireAuth(req);
      const file = await receiveFile(req, { missing: FileMsg.fileRequired, tooLarge: FileMsg.imageTooLarge(size, unit) });
      const data = file.data;
      if (data.length === 0) throw fail.badRequest(FileMsg.fileRequired);
      const ext = sniffImage(data.subarray(0, 32));
      if (!ext) throw fail.badRequest(FileMsg.imageOnly);
      const saved = await store.save(data, ext, auth.userId);
      req.log.info({ userId: auth.userId, name: saved.name, bytes: data.length, original: file.filename }, 'image uploaded');
      return ok({ ...saved, url: imageUrl(saved.name) });
    });

    app.get('/file/Image/annexpic/:name', {
      config: { public: true },
      schema: { tags, summary: '读取已上传的图片（公开；名称为随机 UUIDv7，长期缓存）', params: imageNameParams, produces: ['image/*'] },
    }, async (req, reply) => {
      const found = await store.open(req.params.name);
      if (!found) throw fail.notFound(FileMsg.notFound);
      return reply
        .header('content-type', found.type)
        .header('content-length', found.size)
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(found.file));
    });
  });
}

/**
 * Every file route: the images, the transfers into the store (chunks, tus, single uploads), the
 * signed downloads and the documents. Abandoned partial uploads are cleaned by the scheduled task
 * files.cleanupUploads (jobs.ts).
 */
export async function registerFileRoutes(root: FastifyInstance, ctx: ServerContext) {
  registerImageRoutes(root, ctx);
  const parts = partsOf(ctx);
  const reads = readService(parts);
  await registerTransferRoutes(root, parts, uploadService(parts));
  await registerDownloadRoutes(root, parts, reads);
  registerDocumentRoutes(root, ctx, reads);
  await ensureDemoBytes(parts.repo, parts.storage);

  root.addHook('onClose', async () => parts.hasher.close());
}
