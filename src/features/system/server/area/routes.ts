import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { requireAuth } from '../../../../server/plugins/auth';
import {
  AREA_MODULE,
  areaBody,
  areaByIdsBody,
  areaIdParams,
  areaInfo,
  areaListQuery,
  areaNames,
  areaPage,
  areaParentParams,
  areaSelector,
  areaSelectorParams,
} from '../../contract';
import { areaService } from './area-service';

const tags = ['系统 system'];
const nullEnvelope = envelopeSchema(z.null());

/**
 * §7 Areas. Reads only need a signed-in user: address pickers sit in forms all over the platform.
 * Writes need the 行政区划 menu and its button.
 */
export function registerAreaRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = areaService(ctx.database.db);
  const access = createGuard(ctx);
  const guard = (req: Parameters<typeof access>[0], button: 'btn_add' | 'btn_edit' | 'btn_remove') => access(req, AREA_MODULE, button);

  app.get('/system/Area/:parentId', {
    schema: { tags, summary: '下级区域列表（-1 为省份；关键词、分页可选）', params: areaParentParams, querystring: areaListQuery, response: { 200: envelopeSchema(areaPage) } },
  }, async (req) => {
    requireAuth(req);
    return ok(await svc.list(req.params.parentId, req.query));
  });

  app.get('/system/Area/:id/Selector/:x', {
    schema: { tags, summary: '省市区选择器：启用的下级区域（懒加载；x 为排除的区域，0 不排除）', params: areaSelectorParams, response: { 200: envelopeSchema(areaSelector) } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.selector(req.params.id, req.params.x) });
  });

  app.post('/system/Area/GetAreaByIds', {
    schema: { tags, summary: '按区域路径取名称（回显省市区）', body: areaByIdsBody, response: { 200: envelopeSchema(areaNames) } },
  }, async (req) => {
    requireAuth(req);
    return ok(await svc.namesOf(req.body.idsList));
  });

  app.get('/system/Area/:id/Info', {
    schema: { tags, summary: '区域信息', params: areaIdParams, response: { 200: envelopeSchema(areaInfo) } },
  }, async (req) => {
    requireAuth(req);
    return ok(await svc.info(req.params.id));
  });

  app.post('/system/Area', {
    preValidation: accessFirst((r) => guard(r, 'btn_add')),
    schema: { tags, summary: '新建区域', body: areaBody, response: { 200: envelopeSchema(z.object({ id: z.string() })) } },
  }, async (req) => {
    await guard(req, 'btn_add');
    return ok({ id: await svc.create(req.body) }, Msg.created);
  });

  app.put('/system/Area/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '修改区域', params: areaIdParams, body: areaBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_edit');
    await svc.update(req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.delete('/system/Area/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除区域（无下级区域时）', params: areaIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_remove');
    await svc.remove(req.params.id);
    return ok(null, Msg.deleted);
  });

  app.put('/system/Area/:id/Actions/State', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '启用或禁用区域（切换）', params: areaIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_edit');
    await svc.toggle(req.params.id);
    return ok(null, Msg.updated);
  });
}
