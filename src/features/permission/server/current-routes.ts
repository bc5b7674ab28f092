import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { fail, ok } from '../../../server/http/api-error';
import { requireAuth } from '../../../server/plugins/auth';
import { columnSettings, setColumnsBody, switchMajorBody, userOrganize } from '../contract/current';
import { currentUserRepository } from './current-repository';
import { registerCurrentProfileRoutes } from './user/current-profile-routes';

const tags = ['当前用户 current user'];

/** The signed-in user's own organisation switch and list-column settings; profile routes in user/current-profile-routes.ts. */
export function registerCurrentUserRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const repo = currentUserRepository(ctx.database.db);
  registerCurrentProfileRoutes(root, ctx);

  app.get('/permission/Users/Current/getUserOrganizes', {
    schema: { tags, summary: '我所属的组织（组织切换）', response: { 200: envelopeSchema(z.array(userOrganize)) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const orgs = await repo.userOrganizes(auth.userId);
    const names = new Map((await repo.orgNames([...new Set(orgs.flatMap((o) => o.organizeIdTree.split(',')))])).map((o) => [o.id, o.fullName]));
    return ok(orgs.map((o) => ({ id: o.id, fullName: o.organizeIdTree.split(',').map((id) => names.get(id) ?? '').join('/'), isDefault: o.id === auth.organizeId })));
  });

  app.put('/permission/Users/Current/major', {
    schema: { tags, summary: '切换当前组织或主岗位', body: switchMajorBody, response: { 200: envelopeSchema(z.null()) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const { majorId, majorType } = req.body;
    if (majorType === 'Organize') {
      if (!(await repo.userOrganizes(auth.userId)).some((o) => o.id === majorId)) throw fail.badRequest('您不属于该组织');
      await ctx.sessions.setOrganize(auth.sessionId, majorId);
    } else {
      if (!(await repo.userPositionIds(auth.userId)).includes(majorId)) throw fail.badRequest('您不属于该岗位');
      await repo.setMajorPosition(auth.userId, majorId);
    }
    return ok(null, '切换成功');
  });

  app.get('/permission/Authority/GetColumnsByModuleId/:id', {
    schema: { tags, summary: '读取我在某菜单的列设置', params: z.object({ id: z.string().min(1).max(64) }), response: { 200: envelopeSchema(columnSettings) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const row = await repo.columns(auth.userId, req.params.id);
    return ok({ moduleId: req.params.id, fieldList: row?.fieldList ?? '' });
  });

  app.put('/permission/Authority/SetColumnsByModuleId', {
    schema: { tags, summary: '保存我在某菜单的列设置', body: setColumnsBody, response: { 200: envelopeSchema(z.null()) } },
  }, async (req) => {
    const auth = requireAuth(req);
    await repo.saveColumns(auth.userId, req.body.moduleId, req.body.fieldList);
    return ok(null, Msg.updated);
  });
}
