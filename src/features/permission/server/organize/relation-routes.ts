import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { fail, ok } from '../../../../server/http/api-error';
import { createGuard } from '../../../../server/http/guard';
import { requireAuth } from '../../../../server/plugins/auth';
import { ORG_MSG, PermissionModule, memberListBody, memberPage, memberParams, orgIdParams, setMembersBody } from '../../contract';
import { groupRepository } from './group-repository';
import { OrgIndex } from './org-tree';
import { organizeRepository } from './organize-repository';
import { positionRepository } from './position-repository';
import { relationRepository } from './relation-repository';
import { roleRepository } from './role-repository';
import { nullEnvelope, tags } from './shared';

/** Who sets the members of each kind: the role and group menus' member button, the position menu's edit button. */
const MEMBER_GUARD = {
  Role: [PermissionModule.role, 'btn_member'],
  Group: [PermissionModule.group, 'btn_member'],
  Position: [PermissionModule.position, 'btn_edit'],
} as const;

/** Members of a role, position, group or organisation (§7 "UserRelation"). */
export function registerRelationRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const relations = relationRepository(db);
  const guard = createGuard(ctx);

  app.post('/permission/UserRelation/:id/list', {
    schema: {
      tags, summary: '成员列表（角色、岗位、分组或组织的用户；keyword 按姓名或账号）', params: orgIdParams, body: memberListBody, response: { 200: envelopeSchema(memberPage) },
    },
  }, async (req) => {
    requireAuth(req);
    const q = req.body;
    const { list, total } = await relations.members(req.params.id, q);
    const index = new OrgIndex(await organizeRepository(db).all());
    return ok({
      list: list.map((u) => ({
        id: u.id, fullName: `${u.realName}/${u.account}`, realName: u.realName, account: u.account, headIcon: u.headIcon ?? '',
        organize: u.organizeId ? index.path(u.organizeId) : '', enabledMark: u.enabledMark,
      })),
      pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total },
    });
  });

  app.put('/permission/UserRelation/:objectType/:objectId', {
    schema: { tags, summary: '设置角色、岗位或分组的成员（整体替换）', params: memberParams, body: setMembersBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    const { objectType, objectId } = req.params;
    const [module, button] = MEMBER_GUARD[objectType];
    await guard(req, module, button);
    const { userIds } = req.body;
    await db.transaction().execute(async (trx) => {
      const exists =
        objectType === 'Role' ? await roleRepository(trx).byId(objectId) : objectType === 'Group' ? await groupRepository(trx).byId(objectId) : await positionRepository(trx).byId(objectId);
      if (!exists) throw fail.notFound();
      const r = relationRepository(trx);
      const known = await r.existingUserIds(userIds);
      if (userIds.some((u) => !known.has(u))) throw fail.badRequest(ORG_MSG.userMissing);
      await r.setMembers(objectType, objectId, userIds);
      if (objectType === 'Position') await r.clearMajorPosition(objectId, userIds);
    });
    return ok(null, Msg.updated);
  });
}
