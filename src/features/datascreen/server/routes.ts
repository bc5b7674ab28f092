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
  SCREEN_MODULE, SCREEN_MSG, screenBody, screenCodeParams, screenDataBody, screenIdParams, screenListQuery, screenPage, screenReleaseBody, screenReleaseResult,
} from '../contract';
import { dataScreenService } from './service';

const tags = ['在线开发 数据大屏 DataScreen'];
const base = '/visualdev/DataScreen';
const nullEnvelope = envelopeSchema(z.null());
const idEnvelope = envelopeSchema(z.object({ id: z.string() }));
const any = envelopeSchema(z.unknown());

/** 数据大屏 under /api/visualdev/DataScreen (issue 18, ADR 0043). */
export function registerDataScreenRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = dataScreenService(ctx);
  const access = createGuard(ctx);
  const first = (button?: string) => accessFirst((r: FastifyRequest) => access(r, SCREEN_MODULE, button));

  app.get(base, {
    preValidation: first(),
    schema: { tags, summary: '大屏列表（关键词：名称、编码；category 分类）', querystring: screenListQuery, response: { 200: envelopeSchema(screenPage) } },
  }, async (req) => ok(await svc.list(requireAuth(req), req.query)));

  app.get(`${base}/View/:code`, {
    schema: { tags, summary: '大屏定义（按编码；需已发布的大屏菜单或大屏设计菜单）', params: screenCodeParams, response: { 200: any } },
  }, async (req) => ok(await svc.view(requireAuth(req), req.params.code)));

  app.get(`${base}/:id`, {
    preValidation: first(),
    schema: { tags, summary: '大屏设计详情', params: screenIdParams, response: { 200: any } },
  }, async (req) => ok(await svc.info(requireAuth(req), req.params.id)));

  app.post(`${base}/:id/Data`, {
    schema: { tags, summary: '大屏组件数据：每个组件单独应答，一个失败不影响其他（需已发布的大屏菜单或大屏设计菜单）', params: screenIdParams, body: screenDataBody, response: { 200: any } },
  }, async (req) => ok(await svc.data(requireAuth(req), req.params.id, req.body.widgets)));

  app.post(base, {
    preValidation: first('btn_add'),
    schema: { tags, summary: '新建大屏', body: screenBody, response: { 200: idEnvelope } },
  }, async (req) => ok({ id: await svc.create(requireAuth(req), req.body) }, Msg.created));

  app.put(`${base}/:id`, {
    preValidation: first('btn_edit'),
    schema: { tags, summary: '修改大屏', params: screenIdParams, body: screenBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.update(requireAuth(req), req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.delete(`${base}/:id`, {
    preValidation: first('btn_remove'),
    schema: { tags, summary: '删除大屏（连同发布的菜单及其授权）', params: screenIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });

  app.post(`${base}/:id/Actions/Copy`, {
    preValidation: first('btn_copy'),
    schema: { tags, summary: '复制大屏（名称加“副本”，编码加 .copy，未发布）', params: screenIdParams, response: { 200: idEnvelope } },
  }, async (req) => ok({ id: await svc.copy(requireAuth(req), req.params.id) }, Msg.created));

  app.post(`${base}/:id/Actions/Release`, {
    preValidation: first('btn_release'),
    schema: { tags, summary: '发布大屏：创建或更新类型 6 的菜单（/datascreen/<编码>，新窗口带 token 打开）', params: screenIdParams, body: screenReleaseBody, response: { 200: envelopeSchema(screenReleaseResult) } },
  }, async (req) => ok(await svc.release(requireAuth(req), req.params.id, req.body), SCREEN_MSG.released));
}
