import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { requireAuth } from '../../../../server/plugins/auth';
import { LANGUAGE_MODULE, langListQuery, langOverrides, langOverridesQuery, langPage, langResetBody, langSaveBody } from '../../contract';
import { languageService } from './language-service';

const tags = ['翻译 language'];

/** 翻译管理 (issue 13): /api/system/BaseLang…; the service checks access. */
export function registerLanguageRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = languageService(ctx);
  const guard = createGuard(ctx);
  const first = (button?: 'btn_edit' | 'btn_remove') => accessFirst((r: FastifyRequest) => guard(r, LANGUAGE_MODULE, button));

  app.get('/system/BaseLang', { preValidation: first(), schema: { tags, summary: '词条列表（原文与覆盖译文；关键词、命名空间、仅已覆盖）', querystring: langListQuery, response: { 200: envelopeSchema(langPage) } } }, async (req) =>
    ok(await svc.list(requireAuth(req), req.query)));

  app.get('/system/BaseLang/Namespaces', { preValidation: first(), schema: { tags, summary: '词条的命名空间', response: { 200: envelopeSchema(z.array(z.string())) } } }, async (req) =>
    ok(await svc.namespaces(requireAuth(req))));

  app.put('/system/BaseLang', { preValidation: first('btn_edit'), schema: { tags, summary: '设置一个词条的 zh / zhtw / en 译文（留空则用原文）', body: langSaveBody, response: { 200: envelopeSchema(z.null()) } } }, async (req) => {
    await svc.save(requireAuth(req), req.body);
    return ok(null, Msg.updated);
  });

  app.post('/system/BaseLang/Actions/Reset', { preValidation: first('btn_remove'), schema: { tags, summary: '恢复默认：删除词条的覆盖译文', body: langResetBody, response: { 200: envelopeSchema(z.object({ removed: z.number() })) } } }, async (req) =>
    ok({ removed: await svc.reset(requireAuth(req), req.body.keys) }, '已恢复默认'));

  app.get('/system/BaseLang/Overrides', { schema: { tags, summary: '客户端加载的覆盖译文（版本未变时不含内容）', querystring: langOverridesQuery, response: { 200: envelopeSchema(langOverrides) } } }, async (req) => {
    requireAuth(req);
    return ok(await svc.served(req.query.version));
  });
}
