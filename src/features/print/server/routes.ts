import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import { requireAuth } from '../../../server/plugins/auth';
import {
  PRINT_MODULE, printData, printDataQuery, printExportFile, printFields, printFieldsBody, printIdParams, printKinds, printListQuery, printSelector,
  printSelectorQuery, printTemplateBody, printTemplateInfo, printTemplatePage,
} from '../contract';
import { printService } from './service';

const tags = ['系统 system'];
const base = '/system/printDev';
const nullEnvelope = envelopeSchema(z.null());
const idEnvelope = envelopeSchema(z.object({ id: z.string() }));

/** §7 Print templates (ADR 0031). */
export function registerPrintRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = printService(ctx);
  const access = createGuard(ctx);
  const first = (button?: string) => accessFirst((r: FastifyRequest) => access(r, PRINT_MODULE, button));

  app.get(base, {
    preValidation: first(),
    schema: { tags, summary: '打印模板列表（关键词：名称、编码；category 数据类型）', querystring: printListQuery, response: { 200: envelopeSchema(printTemplatePage) } },
  }, async (req) => ok(await svc.list(requireAuth(req), req.query)));

  app.get(`${base}/Selector`, {
    schema: { tags, summary: '打印模板选择：某数据类型（type）启用的模板', querystring: printSelectorQuery, response: { 200: envelopeSchema(printSelector) } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.selector(req.query.type) });
  });

  app.get(`${base}/Kinds`, {
    schema: { tags, summary: '模板可绑定的数据类型', response: { 200: envelopeSchema(printKinds) } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: svc.kinds() });
  });

  app.post(`${base}/Fields`, {
    schema: { tags, summary: '某数据类型（type）可绑定的字段（list 字段含明细字段）', body: printFieldsBody, response: { 200: envelopeSchema(printFields) } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: svc.fields(req.body.type) });
  });

  app.get(`${base}/Data`, {
    schema: { tags, summary: '打印数据：模板（id）与填好的记录（ids，逗号分隔；按数据类型的读取权限与数据范围）', querystring: printDataQuery, response: { 200: envelopeSchema(printData) } },
  }, async (req) => ok(await svc.data(requireAuth(req), req.query.id, req.query.ids)));

  app.post(`${base}/Actions/Import`, {
    preValidation: first('btn_import'),
    schema: { tags, summary: '导入打印模板（导出的 JSON 文件内容）', body: printExportFile, response: { 200: idEnvelope } },
  }, async (req) => ok({ id: await svc.importFile(requireAuth(req), req.body) }, '导入成功'));

  app.get(`${base}/:id`, {
    preValidation: first(),
    schema: { tags, summary: '打印模板信息（含模板内容）', params: printIdParams, response: { 200: envelopeSchema(printTemplateInfo) } },
  }, async (req) => ok(await svc.info(requireAuth(req), req.params.id)));

  app.post(base, {
    preValidation: first('btn_add'),
    schema: { tags, summary: '新建打印模板', body: printTemplateBody, response: { 200: idEnvelope } },
  }, async (req) => ok({ id: await svc.create(requireAuth(req), req.body) }, Msg.created));

  app.put(`${base}/:id`, {
    preValidation: first('btn_edit'),
    schema: { tags, summary: '修改打印模板', params: printIdParams, body: printTemplateBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.update(requireAuth(req), req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.delete(`${base}/:id`, {
    preValidation: first('btn_remove'),
    schema: { tags, summary: '删除打印模板', params: printIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });

  app.post(`${base}/:id/Actions/Copy`, {
    preValidation: first('btn_copy'),
    schema: { tags, summary: '复制打印模板（名称加“副本”，编码加 .copy）', params: printIdParams, response: { 200: idEnvelope } },
  }, async (req) => ok({ id: await svc.copy(requireAuth(req), req.params.id) }, Msg.created));

  app.get(`${base}/:id/Actions/Export`, {
    config: { tokenInQuery: true },
    preValidation: first('btn_export'),
    schema: { tags, summary: '导出打印模板（JSON 文件下载）', params: printIdParams, produces: ['application/octet-stream'] },
  }, async (req, reply) => {
    const { fileName, body } = await svc.exportFile(requireAuth(req), req.params.id);
    const name = encodeURIComponent(fileName);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`)
      .send(JSON.stringify(body, null, 2));
  });
}
