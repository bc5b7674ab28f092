import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import { acceptUploads, receiveFile } from '../../../server/http/multipart';
import { sendXlsx, XLSX_TYPE } from '../../../server/http/xlsx';
import { requireAuth } from '../../../server/plugins/auth';
import { baseBody, baseListQuery, batchDeleteBody, onlineListQuery, onlineRecordBody, releaseBody, VISUALDEV_MODULE, VisualDevMsg } from '../contract';
import { onlineService, type ButtonName } from './online-service';
import { visualdevService } from './service';
import { transferService } from './transfer';

const tags = ['在线开发 visualdev'];
const base = '/visualdev/Base';
const online = '/visualdev/OnlineDev';
const any = envelopeSchema(z.unknown());
const nullEnvelope = envelopeSchema(z.null());
const idParams = z.object({ id: z.string().min(1).max(64) });
const dataParams = z.object({ id: z.string().min(1).max(64), dataId: z.string().min(1).max(64) });
const fieldDataQuery = z.object({
  relationField: z.string().min(1).max(64),
  keyword: z.string().max(100).optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});
const importDataBody = z.object({ list: z.array(z.record(z.string().max(64), z.unknown())).max(5000) });
const IMPORT_FILE_LIMIT = 10 * 1024 * 1024;

/** §7 Visual dev: the models (Base) and the released pages' records (OnlineDev). */
import { registerGeneratorRoutes } from './generator/routes';

export function registerVisualdevRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = visualdevService(ctx);
  const rec = onlineService(ctx);
  const io = transferService(ctx, rec);
  const access = createGuard(ctx);
  const first = (button?: string) => accessFirst((r: FastifyRequest) => access(r, VISUALDEV_MODULE, button));
  const model = (button?: ButtonName) => accessFirst((r: FastifyRequest) => rec.open(requireAuth(r), (r.params as { id: string }).id, button));

  app.get(base, { preValidation: first(), schema: { tags, summary: '功能列表（关键词：名称、编码；category 分类）', querystring: baseListQuery, response: { 200: any } } },
    async (req) => ok(await svc.list(requireAuth(req), req.query)));

  app.get(`${base}/Selector`, { schema: { tags, summary: '已发布的功能（关联表单选择）', response: { 200: any } } }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.selector() });
  });

  app.get(`${base}/:id`, { preValidation: first(), schema: { tags, summary: '功能信息（表单与列表设计）', params: idParams, response: { 200: any } } },
    async (req) => ok(await svc.info(requireAuth(req), req.params.id)));

  app.post(base, { preValidation: first('btn_add'), schema: { tags, summary: '新建功能（表单配置有问题时 data 为问题列表）', body: baseBody, response: { 200: any } } },
    async (req) => ok({ id: await svc.create(requireAuth(req), req.body) }, Msg.created));

  app.put(`${base}/:id`, { preValidation: first('btn_edit'), schema: { tags, summary: '保存功能设计', params: idParams, body: baseBody, response: { 200: nullEnvelope } } }, async (req) => {
    await svc.update(requireAuth(req), req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.delete(`${base}/:id`, { preValidation: first('btn_remove'), schema: { tags, summary: '删除功能与其菜单（数据表保留）', params: idParams, response: { 200: nullEnvelope } } }, async (req) => {
    await svc.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });

  app.post(`${base}/:id/Actions/Copy`, { preValidation: first('btn_copy'), schema: { tags, summary: '复制功能（名称加“副本”，新编码，未发布）', params: idParams, response: { 200: any } } },
    async (req) => ok({ id: await svc.copy(requireAuth(req), req.params.id) }, Msg.created));

  app.post(`${base}/:id/Actions/Release`, { preValidation: first('btn_release'), schema: { tags, summary: '发布：建表或加列、生成菜单（类型 3）与按钮、列表、表单权限项', params: idParams, body: releaseBody, response: { 200: any } } },
    async (req) => ok(await svc.release(requireAuth(req), req.params.id, req.body), VisualDevMsg.released));

  app.get(`${base}/:id/FormDataFields`, { preValidation: first(), schema: { tags, summary: '已发布表单的字段（vModel、label、jnpfKey；设计时用）', params: idParams, response: { 200: any } } },
    async (req) => ok({ list: await svc.formDataFields(req.params.id) }));

  app.get(`${base}/:id/FieldDataSelect`, { schema: { tags, summary: '已发布功能的数据（id 与 relationField；关键词、分页；按该功能的菜单、数据权限与表单权限）', params: idParams, querystring: fieldDataQuery, response: { 200: any } } }, async (req) => {
    return ok(await rec.pick(requireAuth(req), req.params.id, req.query));
  });

  app.get(`${online}/:id/Config`, { schema: { tags, summary: '已发布功能的表单与列表配置（按表单、列表权限裁剪）', params: idParams, response: { 200: any } } },
    async (req) => ok(await rec.config(requireAuth(req), req.params.id)));

  app.post(`${online}/:id/List`, { preValidation: model(), schema: { tags, summary: '数据列表（关键词、查询字段、排序、分页、数据权限）', params: idParams, body: onlineListQuery, response: { 200: any } } },
    async (req) => ok(await rec.list(requireAuth(req), req.params.id, req.body)));

  app.post(`${online}/batchDelete/:id`, { preValidation: model('batchRemove'), schema: { tags, summary: '批量删除（ids）', params: idParams, body: batchDeleteBody, response: { 200: nullEnvelope } } }, async (req) => {
    await rec.remove(requireAuth(req), req.params.id, req.body.ids, 'batchRemove');
    return ok(null, Msg.deleted);
  });

  app.post(`${online}/:id`, { preValidation: model('add'), schema: { tags, summary: '新增数据（按表单校验；服务器填写系统字段、单据号与计算公式）', params: idParams, body: onlineRecordBody, response: { 200: any } } },
    async (req) => ok({ id: await rec.create(requireAuth(req), req.params.id, req.body) }, Msg.created));

  app.get(`${online}/:id/:dataId`, { schema: { tags, summary: '数据（值）', params: dataParams, response: { 200: any } } },
    async (req) => ok(await rec.info(requireAuth(req), req.params.id, req.params.dataId)));

  app.get(`${online}/:id/:dataId/DataChange`, { schema: { tags, summary: '数据（显示值：名称、格式化的金额与日期）', params: dataParams, response: { 200: any } } },
    async (req) => ok(await rec.dataChange(requireAuth(req), req.params.id, req.params.dataId)));

  app.put(`${online}/:id/:dataId`, { preValidation: model('edit'), schema: { tags, summary: '修改数据（version 不符时 409）', params: dataParams, body: onlineRecordBody, response: { 200: nullEnvelope } } }, async (req) => {
    await rec.update(requireAuth(req), req.params.id, req.params.dataId, req.body);
    return ok(null, Msg.updated);
  });

  app.delete(`${online}/:id/:dataId`, { schema: { tags, summary: '删除数据', params: dataParams, response: { 200: nullEnvelope } } }, async (req) => {
    await rec.remove(requireAuth(req), req.params.id, [req.params.dataId], 'remove');
    return ok(null, Msg.deleted);
  });

  app.post(`${online}/:id/Actions/Export`, { preValidation: model('export'), schema: { tags, summary: '导出 xlsx（列表可见列；ids 或查询条件）', params: idParams, body: onlineListQuery, produces: [XLSX_TYPE] } }, async (req, reply) => {
    const { buffer, fileName } = await io.exportXlsx(requireAuth(req), req.params.id, req.body);
    return sendXlsx(reply, buffer, fileName);
  });

  app.post(`${online}/:id/Actions/ExportData`, { preValidation: model('export'), schema: { tags, summary: '导出数据 JSON（含子表）', params: idParams, body: onlineListQuery, response: { 200: any } } },
    async (req) => ok(await io.exportData(requireAuth(req), req.params.id, req.body)));

  app.get(`${online}/:id/Template`, { config: { tokenInQuery: true }, schema: { tags, summary: '导入模板 xlsx（可导入字段为表头）', params: idParams, produces: [XLSX_TYPE] } }, async (req, reply) => {
    const { buffer, fileName } = await io.template(requireAuth(req), req.params.id);
    return sendXlsx(reply, buffer, fileName);
  });

  app.post(`${online}/:id/Actions/ImportData`, { preValidation: model('import'), schema: { tags, summary: '导入预览过的数据（全部成功或全部不写）', params: idParams, body: importDataBody, response: { 200: any } } },
    async (req) => ok(await io.importData(requireAuth(req), req.params.id, req.body.list), '导入成功'));

  root.register(async (scope) => {
    await acceptUploads(scope, { fileSize: IMPORT_FILE_LIMIT });
    scope.withTypeProvider<ZodTypeProvider>().post(`${online}/:id/Actions/ImportPreview`, {
      schema: { tags, summary: '导入预览：上传 xlsx，逐行按表单校验（不写入）', params: idParams, response: { 200: any } },
    }, async (req) => {
      const auth = requireAuth(req);
      const file = await receiveFile(req, { missing: '请选择要导入的文件', tooLarge: '文件不能超过10MB' });
      return ok(await io.preview(auth, req.params.id, file));
    });
  });

  // 代码生成 (Generater): the design as saved (not the release), read with the Web设计 rights.
  registerGeneratorRoutes(root, ctx, async (auth, id) => {
    const m = await svc.info(auth, id);
    return { id: m.id, fullName: m.fullName, enCode: m.enCode, tableName: m.tableName, formData: m.formData, columnData: m.columnData };
  });
}
