import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { requireAuth } from '../../../../server/plugins/auth';
import { PermissionModule, createdId, groupBody, groupListQuery, groupPage, groupRow, orgIdParams, pickerNode } from '../../contract';
import { groupService } from './group-service';
import { nullEnvelope, tags } from './shared';

/** Groups (§7 "Permission groups"): list, picker, CRUD, state; members through UserRelation. */
export function registerGroupRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = groupService(ctx);
  const access = createGuard(ctx);
  const guard = (req: FastifyRequest, button?: string) => access(req, PermissionModule.group, button);

  app.get('/permission/Group', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '分组列表', querystring: groupListQuery, response: { 200: envelopeSchema(groupPage) } },
  }, async (req) => {
    await guard(req);
    return ok(await svc.page(req.query));
  });

  app.get('/permission/Group/Selector', {
    schema: { tags, summary: '分组选择（分组为叶子节点 type=group）', response: { 200: envelopeSchema(z.object({ list: z.array(pickerNode) })) } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.selector() });
  });

  app.post('/permission/Group', {
    preValidation: accessFirst((r) => guard(r, 'btn_add')),
    schema: { tags, summary: '新建分组', body: groupBody, response: { 200: envelopeSchema(createdId) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_add');
    return ok({ id: await svc.create(req.body, auth) }, Msg.created);
  });

  app.get('/permission/Group/:id', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '分组信息', params: orgIdParams, response: { 200: envelopeSchema(groupRow) } },
  }, async (req) => {
    await guard(req);
    return ok(await svc.info(req.params.id));
  });

  app.put('/permission/Group/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '修改分组', params: orgIdParams, body: groupBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.update(req.params.id, req.body, auth);
    return ok(null, Msg.updated);
  });

  app.delete('/permission/Group/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除分组（无成员时）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_remove');
    await svc.remove(req.params.id, auth);
    return ok(null, Msg.deleted);
  });

  app.put('/permission/Group/:id/Actions/State', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '启用或禁用分组（切换）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.toggle(req.params.id, auth);
    return ok(null, Msg.updated);
  });
}
