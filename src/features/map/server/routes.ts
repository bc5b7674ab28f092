import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import { requireAuth } from '../../../server/plugins/auth';
import { MAP_MODULE, mapBody, mapIdParams, mapInfo, mapListQuery, mapPage } from '../contract';
import { mapService } from './service';

const tags = ['系统 system'];
const base = '/system/Map';

/** 地图 (ADR 0031): not among §7's listed calls; named like its neighbours. */
export function registerMapRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = mapService(ctx);
  const access = createGuard(ctx);
  const first = (button?: string) => accessFirst((r: FastifyRequest) => access(r, MAP_MODULE, button));

  app.get(base, {
    preValidation: first(),
    schema: { tags, summary: '地图列表（关键词：名称、区域编码）', querystring: mapListQuery, response: { 200: envelopeSchema(mapPage) } },
  }, async (req) => ok(await svc.list(requireAuth(req), req.query)));

  app.get(`${base}/Region/:id`, {
    schema: { tags, summary: '某区域（行政区划代码）的地图 GeoJSON，供数据大屏使用', params: mapIdParams, response: { 200: envelopeSchema(mapInfo) } },
  }, async (req) => {
    requireAuth(req);
    return ok(await svc.region(req.params.id));
  });

  app.get(`${base}/:id`, {
    preValidation: first(),
    schema: { tags, summary: '地图信息（含 GeoJSON）', params: mapIdParams, response: { 200: envelopeSchema(mapInfo) } },
  }, async (req) => ok(await svc.info(requireAuth(req), req.params.id)));

  app.post(base, {
    preValidation: first('btn_add'),
    schema: { tags, summary: '上传地图（某区域的 GeoJSON：FeatureCollection 或 Feature）', body: mapBody, response: { 200: envelopeSchema(z.object({ id: z.string() })) } },
  }, async (req) => ok({ id: await svc.create(requireAuth(req), req.body) }, Msg.created));

  app.delete(`${base}/:id`, {
    preValidation: first('btn_remove'),
    schema: { tags, summary: '删除地图', params: mapIdParams, response: { 200: envelopeSchema(z.null()) } },
  }, async (req) => {
    await svc.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });
}
