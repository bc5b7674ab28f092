import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import { ok } from '../../../server/http/api-error';
import { accessFirst } from '../../../server/http/guard';
import { requireAuth } from '../../../server/plugins/auth';
import { dictDataBody, dictDataInfo, dictImportFile, dictDataList, dictDataPage, dictDataQuery, dictIdParams, dictionaryAll, dictSelectorParams } from '../contract';
import type { dataService } from './data-service';
import type { DictionaryGuard } from './routes';

const tags = ['系统 system'];
const nullEnvelope = envelopeSchema(z.null());

/** §7 Dictionary data 字典数据. `{id}` of the reads is a type's id or enCode. */
export function registerDataRoutes(root: FastifyInstance, svc: ReturnType<typeof dataService>, guard: DictionaryGuard) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/system/DictionaryData/All', {
    schema: { tags, summary: '全部字典（启用的分类及其启用的数据，树形分类嵌套）', response: { 200: envelopeSchema(dictionaryAll) } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.all() });
  });

  app.get('/system/DictionaryData/:id', {
    schema: { tags, summary: '某分类的字典数据（树形分类返回树，其余分页）', params: dictIdParams, querystring: dictDataQuery, response: { 200: envelopeSchema(dictDataPage) } },
  }, async (req) => {
    requireAuth(req);
    return ok(await svc.list(req.params.id, req.query));
  });

  app.get('/system/DictionaryData/:id/Selector/:parentId', {
    schema: { tags, summary: '树形字典的上级选择器（parentId 为排除的数据及其下级，0 不排除）', params: dictSelectorParams, response: { 200: envelopeSchema(dictDataList) } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.selector(req.params.id, req.params.parentId) });
  });

  app.get('/system/DictionaryData/:id/Data/Selector', {
    schema: { tags, summary: '下拉选项：某分类启用的字典数据', params: dictIdParams, response: { 200: envelopeSchema(dictDataList) } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.options(req.params.id) });
  });

  app.get('/system/DictionaryData/:id/Info', {
    schema: { tags, summary: '字典数据信息', params: dictIdParams, response: { 200: envelopeSchema(dictDataInfo) } },
  }, async (req) => {
    requireAuth(req);
    return ok(await svc.info(req.params.id));
  });

  app.post('/system/DictionaryData', {
    preValidation: accessFirst((r) => guard(r, 'btn_add')),
    schema: { tags, summary: '新建字典数据', body: dictDataBody, response: { 200: envelopeSchema(z.object({ id: z.string() })) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_add');
    return ok({ id: await svc.create(req.body, auth) }, Msg.created);
  });

  app.put('/system/DictionaryData/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '修改字典数据', params: dictIdParams, body: dictDataBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.update(req.params.id, req.body, auth);
    return ok(null, Msg.updated);
  });

  app.delete('/system/DictionaryData/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除字典数据（无下级数据时）', params: dictIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_remove');
    await svc.remove(req.params.id, auth);
    return ok(null, Msg.deleted);
  });

  app.put('/system/DictionaryData/:id/Actions/State', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '启用或禁用字典数据（切换）', params: dictIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.toggle(req.params.id, auth);
    return ok(null, Msg.updated);
  });

  app.post('/system/DictionaryData/Actions/Import', {
    preValidation: accessFirst((r) => guard(r, 'btn_import')),
    schema: { tags, summary: '导入字典（导出的 JSON：新建分类及其全部数据，一个事务；编码或名称重复则拒绝）', body: dictImportFile, response: { 200: envelopeSchema(z.object({ id: z.string(), count: z.number() })) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_import');
    return ok(await svc.importFile(req.body, auth), '导入成功');
  });

  app.get('/system/DictionaryData/:id/Action/Export', {
    config: { tokenInQuery: true },
    preValidation: accessFirst((r) => guard(r, 'btn_export')),
    schema: { tags, summary: '导出字典（分类与其全部数据，JSON 文件下载）', params: dictIdParams, produces: ['application/octet-stream'] },
  }, async (req, reply) => {
    await guard(req, 'btn_export');
    const { fileName, body } = await svc.exportType(req.params.id);
    const name = encodeURIComponent(fileName);
    return reply
      // A file, not an envelope: octet-stream, so clients (and the shell's http.blob) save it as it is.
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`)
      .send(JSON.stringify(body, null, 2));
  });
}
