import archiver from 'archiver';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { fail, ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { requireAuth, type AuthContext } from '../../../../server/plugins/auth';
import { VISUALDEV_MODULE } from '../../contract';
import { codeAreas, generateCode, GeneratorError, GeneratorMsg, type GeneratedFile, type GenModel } from './index';
import { LOWER_NAME } from './names';

/** Reads a model the caller may see (wired to the model repository); throws the envelope's not-found itself. */
export type LoadModel = (auth: AuthContext, id: string) => Promise<GenModel>;

const tags = ['在线开发 visualdev'];
const idParams = z.object({ id: z.string().min(1).max(64) });
export const generateBody = z
  .object({
    area: z.union([z.literal(''), z.string().regex(LOWER_NAME, { error: GeneratorMsg.areaInvalid })]).optional(),
    module: z.union([z.literal(''), z.string().regex(LOWER_NAME, { error: GeneratorMsg.moduleInvalid })]).optional(),
  })
  // A POST without a body (no area or module given) arrives as null.
  .nullish();
const filesAnswer = z.object({ list: z.array(z.object({ path: z.string(), content: z.string() })) });
const areasAnswer = z.object({ list: z.array(z.object({ value: z.string(), label: z.string() })), free: z.literal(true), pattern: z.string() });

/** RFC 6266 name: an ASCII fallback and the UTF-8 name, so 销售订单.zip arrives as such. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The zip's name: the model's name without characters a file system refuses. */
export const zipName = (fullName: string) =>
  `${[...fullName].map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('').trim().slice(0, 80) || 'code'}.zip`;

/** 代码生成 (issue 15): §7 /api/visualdev/Generater — areas, a preview of the files, and their zip. */
export function registerGeneratorRoutes(root: FastifyInstance, ctx: ServerContext, loadModel: LoadModel) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const access = createGuard(ctx);
  const first = accessFirst((r: FastifyRequest) => access(r, VISUALDEV_MODULE));

  async function generated(auth: AuthContext, id: string, body: z.infer<typeof generateBody> | undefined): Promise<{ model: GenModel; files: GeneratedFile[] }> {
    const model = await loadModel(auth, id);
    try {
      return { model, files: generateCode(model, { area: body?.area || undefined, module: body?.module || undefined }) };
    } catch (error) {
      if (error instanceof GeneratorError) throw fail.badRequest(error.message);
      throw error;
    }
  }

  app.get('/visualdev/Generater/AreasName', {
    preValidation: first,
    schema: { tags, summary: '代码生成：功能可放入的分类（项目的功能目录，或新的名称）', response: { 200: envelopeSchema(areasAnswer) } },
  }, async (req) => {
    await access(req, VISUALDEV_MODULE);
    return ok(codeAreas());
  });

  app.post('/visualdev/Generater/:id/Actions/CodePreview', {
    preValidation: first,
    schema: { tags, summary: '代码预览：生成的文件（路径与内容）', params: idParams, body: generateBody, response: { 200: envelopeSchema(filesAnswer) } },
  }, async (req) => {
    const { files } = await generated(await access(req, VISUALDEV_MODULE), req.params.id, req.body);
    return ok({ list: files });
  });

  app.post('/visualdev/Generater/:id/Actions/DownloadCode', {
    preValidation: first,
    schema: { tags, summary: '下载代码（zip，流式生成）', params: idParams, body: generateBody, produces: ['application/zip'] },
  }, async (req, reply) => {
    const { model, files } = await generated(requireAuth(req), req.params.id, req.body);
    const archive = archiver('zip', { zlib: { level: 6 } });
    archive.on('warning', (error) => req.log.warn({ err: error }, 'code zip warning'));
    archive.on('error', (error) => req.log.error({ err: error }, 'code zip failed'));
    const date = new Date();
    for (const f of files) archive.append(f.content, { name: f.path, date });
    void archive.finalize();
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(zipName(model.fullName)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(archive);
  });
}
