import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { PermissionModule } from '../../contract/modules';
import { USER_MSG, idParams, userBody, userDetail, userListQuery, userPage } from '../../contract/user';
import type { UserService } from './user-service';

const tags = ['权限 permission'];
const done = envelopeSchema(z.null());

/** User management: list, CRUD and the row actions of the users page. */
export function registerUserCrudRoutes(root: FastifyInstance, ctx: ServerContext, users: UserService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const access = createGuard(ctx);
  const guard = (req: Parameters<typeof access>[0], button?: string) => access(req, PermissionModule.user, button);

  app.get('/permission/Users', {
    preValidation: accessFirst((r) => guard(r)),
    schema: {
      tags, summary: '用户列表（分页；keyword 账号/姓名/手机，organizeId 含下级组织，enabledMark；受数据权限约束）',
      querystring: userListQuery, response: { 200: envelopeSchema(userPage) },
    },
  }, async (req) => {
    const auth = await guard(req);
    const q = req.query;
    const organizeIds = q.organizeId ? await users.loader.subtreeIds(q.organizeId) : undefined;
    const { list, total } = await users.repo.page(await users.scopeOf(auth), { keyword: q.keyword, organizeIds, enabledMark: q.enabledMark }, q);
    return ok({ list: await users.toRows(list), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } });
  });

  app.post('/permission/Users', {
    preValidation: accessFirst((r) => guard(r, 'btn_add')),
    schema: { tags, summary: '新建用户（初始密码为系统配置 defaultPassword，默认 123456）', body: userBody, response: { 200: envelopeSchema(z.object({ id: z.string() })) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_add');
    return ok({ id: await users.create(auth, req.body) }, Msg.created);
  });

  app.get('/permission/Users/:id', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '用户详情', params: idParams, response: { 200: envelopeSchema(userDetail) } },
  }, async (req) => {
    const auth = await guard(req);
    return ok(await users.detail(auth, req.params.id));
  });

  app.put('/permission/Users/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '修改用户', params: idParams, body: userBody, response: { 200: done } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await users.update(auth, req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.delete('/permission/Users/:id', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除用户（不能删除自己和超级管理员）', params: idParams, response: { 200: done } },
  }, async (req) => {
    const auth = await guard(req, 'btn_remove');
    await users.remove(auth, req.params.id);
    return ok(null, Msg.deleted);
  });

  app.post('/permission/Users/:id/Actions/ResetPassword', {
    preValidation: accessFirst((r) => guard(r, 'btn_resetPassword')),
    schema: { tags, summary: '重置密码为默认密码（同时解除锁定）', params: idParams, response: { 200: done } },
  }, async (req) => {
    const auth = await guard(req, 'btn_resetPassword');
    await users.resetPassword(auth, req.params.id);
    return ok(null, USER_MSG.resetDone);
  });

  app.put('/permission/Users/:id/Actions/State', {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '启用/禁用用户（切换；禁用即结束其所有会话）', params: idParams, response: { 200: envelopeSchema(z.object({ enabledMark: z.number() })) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    return ok({ enabledMark: await users.toggleState(auth, req.params.id) }, Msg.updated);
  });

  app.put('/permission/Users/:id/Actions/unlock', {
    preValidation: accessFirst((r) => guard(r, 'btn_unlock')),
    schema: { tags, summary: '解除锁定（清除登录失败次数与锁定时间）', params: idParams, response: { 200: done } },
  }, async (req) => {
    const auth = await guard(req, 'btn_unlock');
    await users.unlock(auth, req.params.id);
    return ok(null, USER_MSG.unlockDone);
  });
}
