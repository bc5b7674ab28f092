import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import {
  PermissionModule, createdId, departmentBody, orgBody, orgIdParams, orgInfo, orgListQuery, orgNodePage,
} from '../../contract';
import { organizeQueries } from './organize-queries';
import { organizeService } from './organize-service';
import { nullEnvelope, tags } from './shared';

/** Organisation CRUD: companies and departments in one tree (§7 "Organize", "Department"). */
export function registerOrganizeCrudRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = organizeService(ctx);
  const queries = organizeQueries(ctx);
  const access = createGuard(ctx);
  const guard = (req: FastifyRequest, button?: string) => access(req, PermissionModule.organize, button);

  app.get('/permission/Organize', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '组织列表（无关键词时为树，有关键词时为匹配节点）', querystring: orgListQuery, response: { 200: envelopeSchema(orgNodePage) } },
  }, async (req) => {
    const auth = await guard(req);
    return ok(await queries.list(auth, req.query));
  });

  app.post('/permission/Organize', {
    preValidation: accessFirst((r) => guard(r, 'btn_add')),
    schema: { tags, summary: '新建公司或部门', body: orgBody, response: { 200: envelopeSchema(createdId) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_add');
    return ok({ id: await svc.create(req.body, auth) }, Msg.created);
  });

  app.post('/permission/Organize/Department', {
    preValidation: accessFirst((r) => guard(r, 'btn_add')),
    schema: { tags, summary: '新建部门', body: departmentBody, response: { 200: envelopeSchema(createdId) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_add');
    return ok({ id: await svc.create({ ...req.body, category: 'department' }, auth) }, Msg.created);
  });

  app.get('/permission/Organize/:id', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '组织信息', params: orgIdParams, response: { 200: envelopeSchema(orgInfo) } },
  }, async (req) => {
    await guard(req);
    return ok(await queries.info(req.params.id));
  });

  app.get('/permission/Organize/Department/:id', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '部门信息', params: orgIdParams, response: { 200: envelopeSchema(orgInfo) } },
  }, async (req) => {
    await guard(req);
    return ok(await queries.info(req.params.id, 'department'));
  });

  app.put('/permission/Organize/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '修改组织（换上级时整棵子树随之移动）', params: orgIdParams, body: orgBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.update(req.params.id, req.body, auth);
    return ok(null, Msg.updated);
  });

  app.put('/permission/Organize/Department/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '修改部门', params: orgIdParams, body: departmentBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await queries.info(req.params.id, 'department');
    await svc.update(req.params.id, { ...req.body, category: 'department' }, auth);
    return ok(null, Msg.updated);
  });

  app.delete('/permission/Organize/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除组织（无子组织、用户、岗位时）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_remove');
    await svc.remove(req.params.id, auth);
    return ok(null, Msg.deleted);
  });

  app.put('/permission/Organize/:id/Actions/State', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '启用或禁用组织（切换）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.toggle(req.params.id, auth);
    return ok(null, Msg.updated);
  });
}
