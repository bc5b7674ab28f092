import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import { requireAuth } from '../../../server/plugins/auth';
import { PORTAL_MODULE, PORTAL_MSG, portalAssignBody, portalBody, portalIdParams, portalListQuery, portalPage, portalReleaseBody, portalReleaseResult } from '../contract';
import { portalService } from './service';

const tags = ['在线开发 门户 Portal'];
const base = '/visualdev/Portal';
const nullEnvelope = envelopeSchema(z.null());
const idEnvelope = envelopeSchema(z.object({ id: z.string() }));
const any = envelopeSchema(z.unknown());

/** 门户 under /api/visualdev/Portal (issue 18, ADR 0042). */
export function registerPortalRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = portalService(ctx);
  const access = createGuard(ctx);
  const first = (button?: string) => accessFirst((r: FastifyRequest) => access(r, PORTAL_MODULE, button));

  app.get(base, {
    preValidation: first(),
    schema: { tags, summary: '门户列表（关键词：名称、编码；category 分类）', querystring: portalListQuery, response: { 200: envelopeSchema(portalPage) } },
  }, async (req) => ok(await svc.list(requireAuth(req), req.query)));

  app.get(`${base}/Selector`, {
    preValidation: first(),
    schema: { tags, summary: '门户下拉（启用的门户）', response: { 200: any } },
  }, async (req) => ok(await svc.selector(requireAuth(req))));

  app.get(`${base}/Home`, {
    schema: { tags, summary: '当前用户的门户（本人指定 > 角色分配 > 默认门户）及图表、报表组件的数据', response: { 200: any } },
  }, async (req) => ok(await svc.home(requireAuth(req))));

  app.get(`${base}/:id`, {
    preValidation: first(),
    schema: { tags, summary: '门户设计详情', params: portalIdParams, response: { 200: any } },
  }, async (req) => ok(await svc.info(requireAuth(req), req.params.id)));

  app.get(`${base}/:id/View`, {
    schema: { tags, summary: '门户及其组件数据（需已发布的门户菜单、门户设计菜单，或为本人的门户）', params: portalIdParams, response: { 200: any } },
  }, async (req) => ok(await svc.view(requireAuth(req), req.params.id)));

  app.post(base, {
    preValidation: first('btn_add'),
    schema: { tags, summary: '新建门户', body: portalBody, response: { 200: idEnvelope } },
  }, async (req) => ok({ id: await svc.create(requireAuth(req), req.body) }, Msg.created));

  app.put(`${base}/:id`, {
    preValidation: first('btn_edit'),
    schema: { tags, summary: '修改门户', params: portalIdParams, body: portalBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.update(requireAuth(req), req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.delete(`${base}/:id`, {
    preValidation: first('btn_remove'),
    schema: { tags, summary: '删除门户（连同发布的菜单与分配）', params: portalIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });

  app.post(`${base}/:id/Actions/Copy`, {
    preValidation: first('btn_copy'),
    schema: { tags, summary: '复制门户（名称加“副本”，编码加 .copy，未发布）', params: portalIdParams, response: { 200: idEnvelope } },
  }, async (req) => ok({ id: await svc.copy(requireAuth(req), req.params.id) }, Msg.created));

  app.post(`${base}/:id/Actions/Release`, {
    preValidation: first('btn_release'),
    schema: { tags, summary: '发布门户：创建或更新类型 8 的菜单（propertyJson.moduleId 为门户）', params: portalIdParams, body: portalReleaseBody, response: { 200: envelopeSchema(portalReleaseResult) } },
  }, async (req) => ok(await svc.release(requireAuth(req), req.params.id, req.body), PORTAL_MSG.released));

  app.get(`${base}/:id/Assign`, {
    preValidation: first(),
    schema: { tags, summary: '门户的分配：角色与用户', params: portalIdParams, response: { 200: any } },
  }, async (req) => ok(await svc.assigned(requireAuth(req), req.params.id)));

  app.put(`${base}/:id/Assign`, {
    preValidation: first('btn_assign'),
    schema: { tags, summary: '分配门户给角色与用户（用户的指定优先于角色）', params: portalIdParams, body: portalAssignBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.assign(requireAuth(req), req.params.id, req.body);
    return ok(null, PORTAL_MSG.assigned);
  });
}
