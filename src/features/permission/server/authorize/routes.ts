import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { fail, ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import type { AuthContext } from '../../../../server/plugins/auth';
import {
  authorizeObjectParams,
  authorizeTreeNode,
  authorizeValues,
  dataScheme,
  dataSchemeBody,
  moduleHolder,
  moduleHoldersBody,
  onlineUserPage,
  onlineUserQuery,
} from '../../contract/authorize';
import { MENU_MODULE } from '../../../system/contract';
import { PermissionModule } from '../../contract/modules';
import { authorizeRepository } from './authorize-repository';
import { authorizeService } from './authorize-service';
import { onlineRepository } from './online-repository';
import { schemeRepository } from './scheme-repository';

const tags = ['权限 permission'];
const id = z.object({ id: z.string().min(1).max(64) });
const empty = envelopeSchema(z.null());

export function registerAuthorizeRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const service = authorizeService(db, authorizeRepository(db), ctx.access, ctx.audit);
  const schemes = schemeRepository(db);
  const online = onlineRepository(db);
  const guard = createGuard(ctx);
  const M = PermissionModule.authorize;
  // Data schemes are edited on the authorise screen and in 菜单管理 (system): either right will do.
  const schemeGuard = (req: FastifyRequest, write = false) => guard(req, M, write ? 'btn_scheme' : undefined).catch(() => guard(req, MENU_MODULE, write ? 'btn_edit' : undefined));

  /** The operation log's before and after of a data scheme (ADR 0026): its form's fields. */
  type Scheme = NonNullable<Awaited<ReturnType<typeof schemes.get>>>;
  const schemeView = (s: Scheme | undefined | null) => s ? { fullName: s.fullName, enCode: s.enCode, scopeType: s.scopeType, rules: s.rules, description: s.description } : null;
  const schemeChanged = async (auth: AuthContext, id: string, before: Scheme | null) =>
    ctx.audit.change(auth, { module: PermissionModule.authorize, entity: 'dataScheme', id, before: schemeView(before), after: schemeView(await schemes.get(id)) });

  app.get('/permission/Authority/Tree', { preValidation: accessFirst((r) => guard(r, M)), schema: { tags, summary: '授权树：菜单及其按钮、列表、表单、数据权限方案', response: { 200: envelopeSchema(z.array(authorizeTreeNode)) } } }, async (req) => {
    await guard(req, M);
    return ok(await service.tree());
  });

  app.get('/permission/Authority/:objectType/:objectId', { preValidation: accessFirst((r) => guard(r, M)), schema: { tags, summary: '角色、岗位或用户已有的授权', params: authorizeObjectParams, response: { 200: envelopeSchema(authorizeValues) } } }, async (req) => {
    await guard(req, M);
    return ok(await service.values(req.params.objectType, req.params.objectId));
  });

  app.put('/permission/Authority/:objectType/:objectId', { preValidation: accessFirst((r) => guard(r, M, 'btn_edit')), schema: { tags, summary: '保存角色、岗位或用户的授权（整体替换）', params: authorizeObjectParams, body: authorizeValues, response: { 200: empty } } }, async (req) => {
    const caller = await guard(req, M, 'btn_edit');
    await service.save(caller, req.params.objectType, req.params.objectId, req.body);
    return ok(null, Msg.updated);
  });

  app.get('/permission/Authority/Module/:id/Objects', { preValidation: accessFirst((r) => guard(r, M)), schema: { tags, summary: '拥有某菜单的角色、岗位、用户', params: id, response: { 200: envelopeSchema(z.array(moduleHolder)) } } }, async (req) => {
    await guard(req, M);
    return ok(await service.holders(req.params.id));
  });

  app.put('/permission/Authority/Module/:id/Objects', { preValidation: accessFirst((r) => guard(r, M, 'btn_edit')), schema: { tags, summary: '从菜单一侧设置授权对象', params: id, body: moduleHoldersBody, response: { 200: empty } } }, async (req) => {
    const caller = await guard(req, M, 'btn_edit');
    await service.setHolders(caller, req.params.id, req.body.objects);
    return ok(null, Msg.updated);
  });

  app.get('/system/ModuleDataAuthorizeScheme/:id/List', { preValidation: accessFirst((r) => schemeGuard(r)), schema: { tags, summary: '菜单的数据权限方案', params: id, response: { 200: envelopeSchema(z.array(dataScheme)) } } }, async (req) => {
    await schemeGuard(req);
    return ok(await schemes.list(req.params.id));
  });

  app.post('/system/ModuleDataAuthorizeScheme', { preValidation: accessFirst((r) => schemeGuard(r, true)), schema: { tags, summary: '新建数据权限方案', body: dataSchemeBody, response: { 200: envelopeSchema(z.object({ id: z.string() })) } } }, async (req) => {
    const auth = await schemeGuard(req, true);
    if (!(await schemes.moduleExists(req.body.moduleId))) throw fail.badRequest('菜单不存在');
    if (await schemes.codeTaken(req.body.moduleId, req.body.enCode)) throw fail.badRequest('方案编码已存在');
    const created = await schemes.insert(req.body);
    await schemeChanged(auth, created, null);
    return ok({ id: created }, Msg.created);
  });

  app.put('/system/ModuleDataAuthorizeScheme/:id', { preValidation: accessFirst((r) => schemeGuard(r, true)), schema: { tags, summary: '修改数据权限方案', params: id, body: dataSchemeBody, response: { 200: empty } } }, async (req) => {
    const auth = await schemeGuard(req, true);
    const current = await schemes.get(req.params.id);
    if (!current) throw fail.notFound();
    if (current.moduleId !== req.body.moduleId) throw fail.badRequest('不能修改方案所属菜单');
    if (await schemes.codeTaken(current.moduleId, req.body.enCode, current.id)) throw fail.badRequest('方案编码已存在');
    await schemes.update(current.id, req.body);
    await schemeChanged(auth, current.id, current);
    return ok(null, Msg.updated);
  });

  app.delete('/system/ModuleDataAuthorizeScheme/:id', { preValidation: accessFirst((r) => schemeGuard(r, true)), schema: { tags, summary: '删除数据权限方案及其授权', params: id, response: { 200: empty } } }, async (req) => {
    const auth = await schemeGuard(req, true);
    const current = await schemes.get(req.params.id);
    if (!current) throw fail.notFound();
    await schemes.remove(req.params.id);
    await schemeChanged(auth, current.id, current);
    return ok(null, Msg.deleted);
  });

  app.get('/system/OnlineUser', { preValidation: accessFirst((r) => guard(r, PermissionModule.onlineUser)), schema: { tags, summary: '在线用户', querystring: onlineUserQuery, response: { 200: envelopeSchema(onlineUserPage) } } }, async (req) => {
    await guard(req, PermissionModule.onlineUser);
    const { list, total } = await online.page(req.query);
    return ok({ list, pagination: { currentPage: req.query.currentPage, pageSize: req.query.pageSize, total } });
  });

  app.delete('/system/OnlineUser/:id', { preValidation: accessFirst((r) => guard(r, PermissionModule.onlineUser, 'btn_forced')), schema: { tags, summary: '强制下线（该用户所有会话立即失效，代码 602）', params: id, response: { 200: envelopeSchema(z.object({ sessions: z.number() })) } } }, async (req) => {
    const caller = await guard(req, PermissionModule.onlineUser, 'btn_forced');
    if (req.params.id === caller.userId) throw fail.badRequest('不能强制自己下线');
    if (!(await online.userExists(req.params.id))) throw fail.notFound();
    const sessions = await ctx.sessions.endAllForUser(req.params.id, 'revoked');
    ctx.realtime.kick(req.params.id, Msg.tokenRevoked);
    return ok({ sessions }, '已强制下线');
  });
}
