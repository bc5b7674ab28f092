import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { requireAuth } from '../../../../server/plugins/auth';
import { PermissionModule, createdId, orgIdParams, orgIdsBody, pickerNode, roleBody, roleListQuery, rolePage, roleRow } from '../../contract';
import { roleService } from './role-service';
import { nullEnvelope, tags } from './shared';

const treeEnvelope = envelopeSchema(z.object({ list: z.array(pickerNode) }));

/** Roles (§7 "Role"): list, picker trees, CRUD, state, lookups by organisation. */
export function registerRoleRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = roleService(ctx);
  const access = createGuard(ctx);
  const guard = (req: FastifyRequest, button?: string) => access(req, PermissionModule.role, button);

  app.get('/permission/Role', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '角色列表（organizeId：属于该组织的角色；globalMark 1 全局 0 组织）', querystring: roleListQuery, response: { 200: envelopeSchema(rolePage) } },
  }, async (req) => {
    const auth = await guard(req);
    return ok(await svc.page(auth, req.query));
  });

  app.get('/permission/Role/Selector', {
    schema: { tags, summary: '角色选择树（id 1 为全局分支，其后为组织分支）', response: { 200: treeEnvelope } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.selector() });
  });

  app.get('/permission/Role/SelectorByPermission', {
    schema: { tags, summary: '我可分配的角色树（管理员全部；其他人：全局角色和可见组织的角色）', response: { 200: treeEnvelope } },
  }, async (req) => {
    const auth = requireAuth(req);
    return ok({ list: await svc.selectorByPermission(auth) });
  });

  app.post('/permission/Role/getListByOrgIds', {
    schema: { tags, summary: '属于这些组织的角色', body: orgIdsBody, response: { 200: envelopeSchema(z.object({ list: z.array(roleRow) })) } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await svc.byOrgIds(req.body.organizeIds ?? []) });
  });

  app.post('/permission/Role', {
    preValidation: accessFirst((r) => guard(r, 'btn_add')),
    schema: { tags, summary: '新建角色', body: roleBody, response: { 200: envelopeSchema(createdId) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_add');
    return ok({ id: await svc.create(req.body, auth) }, Msg.created);
  });

  app.get('/permission/Role/:id', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '角色信息', params: orgIdParams, response: { 200: envelopeSchema(roleRow) } },
  }, async (req) => {
    await guard(req);
    return ok(await svc.info(req.params.id));
  });

  app.put('/permission/Role/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '修改角色', params: orgIdParams, body: roleBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.update(req.params.id, req.body, auth);
    return ok(null, Msg.updated);
  });

  app.delete('/permission/Role/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除角色（无成员且非内置角色时）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_remove');
    await svc.remove(req.params.id, auth);
    return ok(null, Msg.deleted);
  });

  app.put('/permission/Role/:id/Actions/State', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '启用或禁用角色（切换）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.toggle(req.params.id, auth);
    return ok(null, Msg.updated);
  });
}
