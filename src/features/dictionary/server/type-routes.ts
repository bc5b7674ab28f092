import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import { ok } from '../../../server/http/api-error';
import { accessFirst } from '../../../server/http/guard';
import { requireAuth } from '../../../server/plugins/auth';
import { dictIdParams, dictTypeBody, dictTypeInfo, dictTypeQuery, dictTypeTree } from '../contract';
import type { DictionaryGuard } from './routes';
import type { typeService } from './type-service';

const tags = ['系统 system'];
const nullEnvelope = envelopeSchema(z.null());

/** §7 Dictionary types 字典分类. */
export function registerTypeRoutes(root: FastifyInstance, svc: ReturnType<typeof typeService>, guard: DictionaryGuard) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/system/DictionaryType', {
    schema: { tags, summary: '字典分类树（关键词可选）', querystring: dictTypeQuery, response: { 200: envelopeSchema(dictTypeTree) } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.tree(req.query.keyword) });
  });

  app.get('/system/DictionaryType/Selector/:id', {
    schema: { tags, summary: '上级分类选择器（id 为排除的分类及其下级，0 不排除）', params: dictIdParams, response: { 200: envelopeSchema(dictTypeTree) } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.selector(req.params.id) });
  });

  app.get('/system/DictionaryType/:id', {
    schema: { tags, summary: '字典分类信息', params: dictIdParams, response: { 200: envelopeSchema(dictTypeInfo) } },
  }, async (req) => {
    requireAuth(req);
    return ok(await svc.info(req.params.id));
  });

  app.post('/system/DictionaryType', {
    preValidation: accessFirst((r) => guard(r, 'btn_add')),
    schema: { tags, summary: '新建字典分类', body: dictTypeBody, response: { 200: envelopeSchema(z.object({ id: z.string() })) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_add');
    return ok({ id: await svc.create(req.body, auth) }, Msg.created);
  });

  app.put('/system/DictionaryType/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '修改字典分类', params: dictIdParams, body: dictTypeBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.update(req.params.id, req.body, auth);
    return ok(null, Msg.updated);
  });

  app.delete('/system/DictionaryType/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除字典分类（无子分类、无字典数据时）', params: dictIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_remove');
    await svc.remove(req.params.id, auth);
    return ok(null, Msg.deleted);
  });
}
