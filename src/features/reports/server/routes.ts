import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import { sendXlsx } from '../../../server/http/xlsx';
import { requireAuth } from '../../../server/plugins/auth';
import { REPORT_MODULE, REPORT_MSG, previewBody, releaseBody, releaseResult, reportBody, reportIdParams, reportListQuery, reportPage, runBody } from '../contract';
import { reportWorkbook } from './excel';
import { reportService } from './service';

const tags = ['在线开发 报表 DataReport'];
const base = '/visualdev/DataReport';
const nullEnvelope = envelopeSchema(z.null());
const idEnvelope = envelopeSchema(z.object({ id: z.string() }));
const any = envelopeSchema(z.unknown());

/** 报表 under /api/visualdev/DataReport (issue 18, ADR 0040). */
export function registerReportRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = reportService(ctx);
  const access = createGuard(ctx);
  const first = (button?: string) => accessFirst((r: FastifyRequest) => access(r, REPORT_MODULE, button));

  app.get(base, {
    preValidation: first(),
    schema: { tags, summary: '报表列表（关键词：名称、编码；category 分类）', querystring: reportListQuery, response: { 200: envelopeSchema(reportPage) } },
  }, async (req) => ok(await svc.list(requireAuth(req), req.query)));

  app.get(`${base}/:id`, {
    preValidation: first(),
    schema: { tags, summary: '报表设计详情', params: reportIdParams, response: { 200: any } },
  }, async (req) => ok(await svc.info(requireAuth(req), req.params.id)));

  app.get(`${base}/:id/View`, {
    schema: { tags, summary: '已发布报表的定义（需已发布的报表菜单或报表设计菜单）', params: reportIdParams, response: { 200: any } },
  }, async (req) => ok(await svc.view(requireAuth(req), req.params.id)));

  app.post(base, {
    preValidation: first('btn_add'),
    schema: { tags, summary: '新建报表', body: reportBody, response: { 200: idEnvelope } },
  }, async (req) => ok({ id: await svc.create(requireAuth(req), req.body) }, Msg.created));

  app.put(`${base}/:id`, {
    preValidation: first('btn_edit'),
    schema: { tags, summary: '修改报表', params: reportIdParams, body: reportBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.update(requireAuth(req), req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.delete(`${base}/:id`, {
    preValidation: first('btn_remove'),
    schema: { tags, summary: '删除报表（连同发布的菜单）', params: reportIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });

  app.post(`${base}/:id/Actions/Copy`, {
    preValidation: first('btn_copy'),
    schema: { tags, summary: '复制报表（名称加“副本”，编码加 .copy，未发布）', params: reportIdParams, response: { 200: idEnvelope } },
  }, async (req) => ok({ id: await svc.copy(requireAuth(req), req.params.id) }, Msg.created));

  app.post(`${base}/:id/Actions/Release`, {
    preValidation: first('btn_release'),
    schema: { tags, summary: '发布报表：创建或更新类型 5 的菜单（propertyJson.moduleId 为报表）', params: reportIdParams, body: releaseBody, response: { 200: envelopeSchema(releaseResult) } },
  }, async (req) => ok(await svc.release(requireAuth(req), req.params.id, req.body), REPORT_MSG.released));

  app.post(`${base}/Actions/Preview`, {
    preValidation: first(),
    schema: { tags, summary: '预览未保存的报表设计（与查询相同的校验与执行）', body: previewBody, response: { 200: any } },
  }, async (req) => ok(await svc.preview(requireAuth(req), req.body.report, req.body.values)));

  app.post(`${base}/:id/Actions/Run`, {
    schema: {
      tags, summary: '查询报表：按参数定义校验参数值，经数据接口执行（参数绑定），返回行、分组小计与合计', params: reportIdParams, body: runBody, response: { 200: any },
    },
  }, async (req) => ok(await svc.run(requireAuth(req), req.params.id, req.body)));

  app.post(`${base}/:id/Actions/Export`, {
    config: { tokenInQuery: true },
    schema: { tags, summary: '导出报表 xlsx（与页面相同的分组、小计、合计与数字格式）', params: reportIdParams, body: runBody, produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  }, async (req, reply) => {
    const { info, result } = await svc.exportRun(requireAuth(req), req.params.id, req.body);
    return sendXlsx(reply, await reportWorkbook(info, result), info.fullName);
  });
}
