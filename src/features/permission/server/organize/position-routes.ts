import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { requireAuth } from '../../../../server/plugins/auth';
import {
  PermissionModule, createdId, orgIdParams, orgIdsBody, pickerNode, positionBody, positionConditionBody, positionListQuery, positionPage, positionRow,
} from '../../contract';
import { positionService } from './position-service';
import { nullEnvelope, tags } from './shared';

const rowsEnvelope = envelopeSchema(z.object({ list: z.array(positionRow) }));

/** Positions (§7 "Position"): list, picker tree, CRUD, state, lookups by organisation. */
export function registerPositionRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = positionService(ctx);
  const access = createGuard(ctx);
  const guard = (req: FastifyRequest, button?: string) => access(req, PermissionModule.position, button);

  app.get('/permission/Position', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '岗位列表（organizeId 含其下级组织）', querystring: positionListQuery, response: { 200: envelopeSchema(positionPage) } },
  }, async (req) => {
    const auth = await guard(req);
    return ok(await svc.page(auth, req.query));
  });

  app.get('/permission/Position/Selector', {
    schema: { tags, summary: '岗位选择树（组织为枝，岗位为叶 type=position）', response: { 200: envelopeSchema(z.object({ list: z.array(pickerNode) })) } },
  }, async (req) => {
    requireAuth(req);
    const idx = await svc.index();
    const all = await svc.rows({});
    return ok({ list: idx.pickerTree(svc.leaves(all, idx)) });
  });

  app.get('/permission/Position/All', {
    schema: { tags, summary: '全部启用的岗位', response: { 200: rowsEnvelope } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.rows({ enabledOnly: true }) });
  });

  app.post('/permission/Position/getListByOrgIds', {
    schema: { tags, summary: '这些组织的岗位', body: orgIdsBody, response: { 200: rowsEnvelope } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.rows({ orgIds: req.body.organizeIds ?? [] }) });
  });

  app.post('/permission/Position/PositionCondition', {
    schema: {
      tags, summary: '岗位选择（自定义范围：departIds 的组织及下级、positionIds；都为空时不限）', body: positionConditionBody, response: { 200: rowsEnvelope },
    },
  }, async (req) => {
    requireAuth(req);
    const idx = await svc.index();
    const departIds = req.body.departIds ?? [];
    const positionIds = req.body.positionIds ?? [];
    const orgIds = [...new Set(departIds.flatMap((d) => [...idx.subtreeIds(d)]))];
    const list = await svc.rows({
      orgIds: departIds.length ? orgIds : undefined,
      ids: positionIds.length ? positionIds : undefined,
      either: true,
      keyword: req.body.keyword ?? undefined,
    });
    return ok({ list });
  });

  app.post('/permission/Position', {
    preValidation: accessFirst((r) => guard(r, 'btn_add')),
    schema: { tags, summary: '新建岗位', body: positionBody, response: { 200: envelopeSchema(createdId) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_add');
    return ok({ id: await svc.create(req.body, auth) }, Msg.created);
  });

  app.get('/permission/Position/:id', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '岗位信息', params: orgIdParams, response: { 200: envelopeSchema(positionRow) } },
  }, async (req) => {
    await guard(req);
    return ok(await svc.info(req.params.id));
  });

  app.put('/permission/Position/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '修改岗位', params: orgIdParams, body: positionBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.update(req.params.id, req.body, auth);
    return ok(null, Msg.updated);
  });

  app.delete('/permission/Position/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除岗位（无人任职时）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_remove');
    await svc.remove(req.params.id, auth);
    return ok(null, Msg.deleted);
  });

  app.put('/permission/Position/:id/Actions/State', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '启用或禁用岗位（切换）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.toggle(req.params.id, auth);
    return ok(null, Msg.updated);
  });
}
