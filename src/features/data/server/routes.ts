import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { fail, ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import { requireAuth } from '../../../server/plugins/auth';
import {
  DATA_INTERFACE_MODULE, DATA_INTERFACE_MSG, DATA_MODEL_MODULE, DATA_SOURCE_MODULE, confirmQuery, dataSourceBody, dataSourceIdParams, dataSourceTestBody, dataSourceListQuery,
  dataSourceOption, dataSourcePage, dataSourceRow, fieldRow, getParamResult, infoByIdsBody, infoQuery, interfaceBody, interfaceExport, interfaceIdParams,
  interfaceInfo, interfaceListQuery, interfacePage, logPage, logQuery, modelBody, modelInfo, modelTableParams, previewBody, previewResult, relationListBody,
  relationRows, selectorNode, tableListQuery, tableParams, tableRow, testResult,
} from '../contract';
import { ensureDemoSqliteFile } from './demo';
import { dataOf } from './interface-port';
import { dataModelService } from './model-service';
import { dataSourceService } from './source-service';
import { registerSyncRoutes } from './sync-routes';

const tags = ['系统数据 data'];
const nullEnvelope = envelopeSchema(z.null());
const idEnvelope = envelopeSchema(z.object({ id: z.string() }));

/** 数据连接, 数据建模, 数据接口 (SPEC §7 Data interfaces) and 数据同步. */
export function registerDataRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { conns, interfaces: ifaces } = dataOf(ctx);
  root.addHook('onClose', async () => conns.closeAll());
  if (ctx.config.seed === 'demo') ensureDemoSqliteFile(ctx.config.dataDir);
  const sources = dataSourceService(ctx, conns);
  const models = dataModelService(ctx, conns);
  const access = createGuard(ctx);
  const first = (module: string, button?: string) => accessFirst((r: FastifyRequest) => access(r, module, button));
  registerSyncRoutes(root, ctx, conns);

  // 数据连接
  const ds = '/system/DataSource';
  const src = (b?: string) => first(DATA_SOURCE_MODULE, b);
  app.get(ds, { preValidation: src(), schema: { tags, summary: '数据连接列表（首行为系统数据库）', querystring: dataSourceListQuery, response: { 200: envelopeSchema(dataSourcePage) } } },
    async (req) => ok(await sources.list(requireAuth(req), req.query)));
  app.get(`${ds}/Selector`, { schema: { tags, summary: '可用的数据连接（数据接口、数据建模选择）', response: { 200: envelopeSchema(z.array(dataSourceOption)) } } },
    async (req) => ok(await sources.selector(requireAuth(req))));
  app.post(ds, { preValidation: src('btn_add'), schema: { tags, summary: '新建数据连接（密码加密保存，不会返回）', body: dataSourceBody, response: { 200: idEnvelope } } },
    async (req) => ok({ id: await sources.create(requireAuth(req), req.body) }, Msg.created));
  app.post(`${ds}/Actions/Test`, { preValidation: src(), schema: { tags, summary: '测试连接（id：已保存的连接；密码留空用已保存的）', body: dataSourceTestBody, response: { 200: envelopeSchema(testResult) } } },
    async (req) => ok(await sources.test(requireAuth(req), req.body)));
  app.get(`${ds}/:id`, { preValidation: src(), schema: { tags, summary: '数据连接详情（不含密码）', params: dataSourceIdParams, response: { 200: envelopeSchema(dataSourceRow) } } },
    async (req) => ok(await sources.info(requireAuth(req), req.params.id)));
  app.put(`${ds}/:id`, { preValidation: src('btn_edit'), schema: { tags, summary: '修改数据连接（密码留空则不变）', params: dataSourceIdParams, body: dataSourceBody, response: { 200: nullEnvelope } } },
    async (req) => {
      await sources.update(requireAuth(req), req.params.id, req.body);
      return ok(null, Msg.updated);
    });
  app.delete(`${ds}/:id`, { preValidation: src('btn_remove'), schema: { tags, summary: '删除数据连接（未被数据接口使用的）', params: dataSourceIdParams, response: { 200: nullEnvelope } } },
    async (req) => {
      await sources.remove(requireAuth(req), req.params.id);
      return ok(null, Msg.deleted);
    });

  // 数据建模
  const dm = '/system/DataModel';
  const mod = (b?: string) => first(DATA_MODEL_MODULE, b);
  app.get(`${dm}/:id/Tables`, { preValidation: mod(), schema: { tags, summary: '数据连接的表（managed：数据建模创建，可修改）', params: dataSourceIdParams, querystring: tableListQuery, response: { 200: envelopeSchema(z.array(tableRow)) } } },
    async (req) => ok(await models.tables(requireAuth(req), req.params.id, req.query.keyword)));
  app.get(`${dm}/:id/Tables/:table/Fields`, { preValidation: mod(), schema: { tags, summary: '表的字段', params: tableParams, response: { 200: envelopeSchema(z.array(fieldRow)) } } },
    async (req) => ok(await models.fields(requireAuth(req), req.params.id, req.params.table)));
  app.get(`${dm}/Model/:table`, { preValidation: mod(), schema: { tags, summary: '数据建模创建的表的定义', params: modelTableParams, response: { 200: envelopeSchema(modelInfo) } } },
    async (req) => ok(await models.info(requireAuth(req), req.params.table)));
  app.post(dm, { preValidation: mod('btn_add'), schema: { tags, summary: '在系统数据库建表', body: modelBody, response: { 200: nullEnvelope } } },
    async (req) => {
      await models.create(requireAuth(req), req.body);
      return ok(null, Msg.created);
    });
  app.put(`${dm}/Model/:table`, { preValidation: mod('btn_edit'), schema: { tags, summary: '修改表（删除字段、缩短长度等会丢数据的修改需 confirm: true）', params: modelTableParams, body: modelBody, response: { 200: nullEnvelope } } },
    async (req) => {
      await models.update(requireAuth(req), req.params.table, req.body);
      return ok(null, Msg.updated);
    });
  app.delete(`${dm}/Model/:table`, { preValidation: mod('btn_remove'), schema: { tags, summary: '删除表（有数据时需 confirm=true）', params: modelTableParams, querystring: confirmQuery, response: { 200: nullEnvelope } } },
    async (req) => {
      await models.remove(requireAuth(req), req.params.table, req.query.confirm === 'true');
      return ok(null, Msg.deleted);
    });

  // 数据接口
  const di = '/system/DataInterface';
  const itf = (b?: string) => first(DATA_INTERFACE_MODULE, b);
  app.get(di, { preValidation: itf(), schema: { tags, summary: '数据接口列表', querystring: interfaceListQuery, response: { 200: envelopeSchema(interfacePage) } } },
    async (req) => ok(await ifaces.list(requireAuth(req), req.query)));
  app.get(`${di}/getList`, { preValidation: itf(), schema: { tags, summary: '数据接口列表（同 GET /DataInterface）', querystring: interfaceListQuery, response: { 200: envelopeSchema(interfacePage) } } },
    async (req) => ok(await ifaces.list(requireAuth(req), req.query)));
  app.get(`${di}/Selector`, { schema: { tags, summary: '启用的数据接口（设计器选择）', response: { 200: envelopeSchema(z.array(selectorNode)) } } },
    async (req) => ok(await ifaces.selector(requireAuth(req))));
  app.post(di, { preValidation: itf('btn_add'), schema: { tags, summary: '新建数据接口', body: interfaceBody, response: { 200: idEnvelope } } },
    async (req) => ok({ id: await ifaces.create(requireAuth(req), req.body) }, Msg.created));
  app.post(`${di}/Action/Import`, { preValidation: itf('btn_add'), schema: { tags, summary: '导入数据接口（导出的JSON）', body: z.unknown(), response: { 200: idEnvelope } } },
    async (req) => {
      const parsed = interfaceExport.safeParse(req.body);
      if (!parsed.success) throw fail.badRequest(DATA_INTERFACE_MSG.importInvalid);
      return ok({ id: await ifaces.importOne(requireAuth(req), parsed.data.interface) }, Msg.created);
    });
  app.get(`${di}/GetParam/:id`, { schema: { tags, summary: '数据接口的参数', params: interfaceIdParams, response: { 200: envelopeSchema(getParamResult) } } },
    async (req) => ok(await ifaces.params(requireAuth(req), req.params.id)));
  app.get(`${di}/:id`, { preValidation: itf(), schema: { tags, summary: '数据接口详情', params: interfaceIdParams, response: { 200: envelopeSchema(interfaceInfo) } } },
    async (req) => ok(await ifaces.info(requireAuth(req), req.params.id)));
  app.put(`${di}/:id`, { preValidation: itf('btn_edit'), schema: { tags, summary: '修改数据接口', params: interfaceIdParams, body: interfaceBody, response: { 200: nullEnvelope } } },
    async (req) => {
      await ifaces.update(requireAuth(req), req.params.id, req.body);
      return ok(null, Msg.updated);
    });
  app.delete(`${di}/:id`, { preValidation: itf('btn_remove'), schema: { tags, summary: '删除数据接口（及其调用日志）', params: interfaceIdParams, response: { 200: nullEnvelope } } },
    async (req) => {
      await ifaces.remove(requireAuth(req), req.params.id);
      return ok(null, Msg.deleted);
    });
  app.put(`${di}/:id/Actions/State`, { preValidation: itf('btn_edit'), schema: { tags, summary: '启用或停用数据接口（切换）', params: interfaceIdParams, response: { 200: nullEnvelope } } },
    async (req) => {
      await ifaces.toggle(requireAuth(req), req.params.id);
      return ok(null, Msg.updated);
    });
  app.post(`${di}/:id/Actions/Preview`, { preValidation: itf(), schema: { tags, summary: '预览（执行一次，含耗时；记入调用日志）', params: interfaceIdParams, body: previewBody, response: { 200: envelopeSchema(previewResult) } } },
    async (req) => ok(await ifaces.preview(requireAuth(req), req.params.id, req.body.paramList)));
  app.get(`${di}/:id/Action/Export`, { preValidation: itf('btn_export'), config: { tokenInQuery: true }, schema: { tags, summary: '导出数据接口（JSON 文件）', params: interfaceIdParams } },
    async (req, reply) => {
      const { file, name } = await ifaces.exportOne(requireAuth(req), req.params.id);
      // Not application/json: the client reads a JSON download as an error envelope.
      const fileName = encodeURIComponent(`${name}.json`);
      return reply.header('content-type', 'application/octet-stream').header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`).send(JSON.stringify(file, null, 2));
    });
  app.post(`${di}/:id/Action/List`, { schema: { tags, summary: '关联列表（选择数据：关键词、分页、propsValue、relationField、paramList、columnOptions）', params: interfaceIdParams, body: relationListBody, response: { 200: envelopeSchema(relationRows) } } },
    async (req) => ok(await ifaces.relationList(requireAuth(req), req.params.id, req.body)));
  app.post(`${di}/:id/Action/InfoByIds`, { schema: { tags, summary: '按值回显（ids）', params: interfaceIdParams, body: infoByIdsBody, response: { 200: envelopeSchema(z.array(z.record(z.string(), z.unknown()))) } } },
    async (req) => ok(await ifaces.infoByIds(requireAuth(req), req.params.id, req.body)));
  app.get(`${di}/:id/Action/Info`, { schema: { tags, summary: '按值取一行', params: interfaceIdParams, querystring: infoQuery, response: { 200: envelopeSchema(z.record(z.string(), z.unknown()).nullable()) } } },
    async (req) => ok(await ifaces.infoOne(requireAuth(req), req.params.id, req.query.id, req.query.propsValue)));
  app.get('/system/DataInterfaceLog/:id', { preValidation: itf(), schema: { tags, summary: '数据接口的调用日志', params: interfaceIdParams, querystring: logQuery, response: { 200: envelopeSchema(logPage) } } },
    async (req) => ok(await ifaces.logs(requireAuth(req), req.params.id, req.query)));
}
