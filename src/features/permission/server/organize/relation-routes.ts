import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { createGuard } from '../../../../server/http/guard';
import { requireAuth } from '../../../../server/plugins/auth';
import { PermissionModule, memberListBody, memberPage, memberParams, orgIdParams, setMembersBody } from '../../contract';
import { relationService } from './relation-service';
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
  const svc = relationService(ctx);
  const guard = createGuard(ctx);

  app.post('/permission/UserRelation/:id/list', {
    schema: {
      tags, summary: '成员列表（角色、岗位、分组或组织的用户；keyword 按姓名或账号）', params: orgIdParams, body: memberListBody, response: { 200: envelopeSchema(memberPage) },
    },
  }, async (req) => {
    requireAuth(req);
    return ok(await svc.members(req.params.id, req.body));
  });

  app.put('/permission/UserRelation/:objectType/:objectId', {
    schema: { tags, summary: '设置角色、岗位或分组的成员（整体替换）', params: memberParams, body: setMembersBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    const { objectType, objectId } = req.params;
    const [module, button] = MEMBER_GUARD[objectType];
    await guard(req, module, button);
    await svc.setMembers(objectType, objectId, req.body.userIds);
    return ok(null, Msg.updated);
  });
}
