import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '../../../../contract/envelope';
import { listQuery } from '../../../../contract/list-query';
import type { ServerContext } from '../../../../server/context';
import { fail, ok } from '../../../../server/http/api-error';
import { requireAuth } from '../../../../server/plugins/auth';
import {
  addressBookGroup, groupWithMembers, idParams, imUserPage, keywordBody, organizationPath, organizationQuery, positionQuery, roleOrgQuery,
  selectablePage, selectableUser, userConditionBody, userIdsBody, userTreeNode,
} from '../../contract/user';
import { pickerService } from './picker-service';
import { inOrganizes, userHasRelation } from './user-repository';
import type { UserService } from './user-service';

const tags = ['权限 permission'];
const users$ = envelopeSchema(z.array(selectableUser));
const tree$ = envelopeSchema(z.array(userTreeNode));

/** Selectors the pickers of every feature use: signed in is enough; rows stay inside the data scope. */
export function registerUserPickerRoutes(root: FastifyInstance, ctx: ServerContext, users: UserService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const pick = pickerService(ctx, users);

  app.get('/permission/Users/All', {
    schema: { tags, summary: '全部启用用户（选择器）', querystring: z.object({ keyword: z.string().max(100).optional() }).passthrough(), response: { 200: users$ } },
  }, async (req) => {
    const { rows } = await pick.find(requireAuth(req), { keyword: req.query.keyword, enabledMark: 1 });
    return ok(await pick.selectable(rows));
  });

  app.get('/permission/Users/Selector', {
    schema: { tags, summary: '组织树，用户为叶子（选择器）', response: { 200: tree$ } },
  }, async (req) => ok(await pick.tree(requireAuth(req))));

  app.get('/permission/Users/Selector/book', {
    schema: { tags, summary: '通讯录：按组织分组的启用用户', response: { 200: envelopeSchema(z.array(addressBookGroup)) } },
  }, async (req) => ok(await pick.book(requireAuth(req))));

  app.get('/permission/Users/ImUser', {
    schema: { tags, summary: '聊天联系人（分页，不含自己）', querystring: listQuery(['realName']), response: { 200: envelopeSchema(imUserPage) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const q = req.query;
    const { rows, total } = await pick.find(auth, { keyword: q.keyword, enabledMark: 1 }, (b) => b.where('baseUser.id', '!=', auth.userId), q);
    const people = await pick.selectable(rows);
    const list = people.map((u) => ({ id: u.id, realName: u.realName, account: u.account, headIcon: u.headIcon, department: u.organize.split('/').pop() ?? '' }));
    return ok({ list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } });
  });

  app.post('/permission/Users/ImUser/Selector/:id', {
    schema: { tags, summary: '聊天选人：组织 id 的下级组织与直属用户（0 为顶级）；有 keyword 时为匹配用户平铺', params: idParams, body: keywordBody, response: { 200: tree$ } },
  }, async (req) => ok(await pick.lazyLevel(requireAuth(req), req.params.id, req.body.keyword)));

  app.post('/permission/Users/GetListByAuthorize/:id', {
    schema: { tags, summary: '用户选择器“全部数据”懒加载：组织 id 的下级组织与直属用户（0 为顶级）；有 keyword 时为匹配用户平铺', params: idParams, body: keywordBody, response: { 200: tree$ } },
  }, async (req) => ok(await pick.lazyLevel(requireAuth(req), req.params.id, req.body.keyword)));

  app.post('/permission/Users/getUserList', {
    schema: { tags, summary: '按 id 回显用户（选择器）', body: userIdsBody, response: { 200: users$ } },
  }, async (req) => {
    const ids = req.body.userId;
    if (ids.length === 0) return ok([]);
    const { rows } = await pick.find(requireAuth(req), {}, (b) => b.where('baseUser.id', 'in', ids));
    const byId = new Map((await pick.selectable(rows)).map((u) => [u.id, u]));
    return ok(ids.map((id) => byId.get(id)).filter((u) => u !== undefined));
  });

  app.get('/permission/Users/Current/Groups', {
    schema: { tags: ['当前用户 current user'], summary: '我的分组（用户选择器）：我所在的启用分组，各带其启用成员（受数据权限约束）', response: { 200: envelopeSchema(z.array(groupWithMembers)) } },
  }, async (req) => ok(await pick.myGroups(requireAuth(req))));

  app.post('/permission/Users/getSubordinates', {
    schema: { tags, summary: '我的下属（直属主管为我的用户）', body: keywordBody, response: { 200: users$ } },
  }, async (req) => {
    const auth = requireAuth(req);
    const { rows } = await pick.find(auth, { keyword: req.body.keyword, enabledMark: 1 }, (b) => b.where('baseUser.managerId', '=', auth.userId));
    return ok(await pick.selectable(rows));
  });

  app.get('/permission/Users/getOrganization', {
    schema: { tags, summary: '某用户所属的组织（路径）', querystring: organizationQuery, response: { 200: envelopeSchema(z.array(organizationPath)) } },
  }, async (req) => {
    const { rows } = await pick.find(requireAuth(req), {}, (b) => b.where('baseUser.id', '=', req.query.userId));
    if (rows.length === 0) throw fail.notFound();
    const rel = (await users.loader.relationsOf([req.query.userId])).get(req.query.userId)!;
    const orgs = await users.loader.orgsWithPaths(rel.organizeIds);
    return ok(rel.organizeIds.flatMap((id) => { const o = orgs.get(id); return o ? [{ id, fullName: o.path, organizeIdTree: o.organizeIdTree }] : []; }));
  });

  app.get('/permission/Users/GetUsersByPositionId', {
    schema: { tags, summary: '某岗位的用户', querystring: positionQuery, response: { 200: users$ } },
  }, async (req) => {
    const { rows } = await pick.find(requireAuth(req), { enabledMark: 1 }, (b) => b.where(userHasRelation('Position', [req.query.positionId])));
    return ok(await pick.selectable(rows));
  });

  app.get('/permission/Users/GetUsersByRoleOrgId', {
    schema: { tags, summary: '某角色的用户（organizeId 给出时限该组织及下级）', querystring: roleOrgQuery, response: { 200: users$ } },
  }, async (req) => {
    const { roleId, organizeId } = req.query;
    const organizeIds = organizeId ? await users.loader.subtreeIds(organizeId) : undefined;
    const { rows } = await pick.find(requireAuth(req), { organizeIds, enabledMark: 1 }, (b) => b.where(userHasRelation('Role', [roleId])));
    return ok(await pick.selectable(rows));
  });

  app.post('/permission/Users/UserCondition', {
    schema: {
      tags, summary: '用户选择器自定义模式的可选用户：属于 departIds（含下级）/positionIds/roleIds/groupIds 之一或在 userIds 中（分页）',
      body: userConditionBody, response: { 200: envelopeSchema(selectablePage) },
    },
  }, async (req) => {
    const b = req.body;
    const departs = (await Promise.all(b.departIds.map((d) => users.loader.subtreeIds(d)))).flat();
    const { rows, total } = await pick.find(requireAuth(req), { keyword: b.keyword ?? undefined, enabledMark: 1 }, (q) =>
      q.where((eb) => eb.or([
        inOrganizes(departs), userHasRelation('Position', b.positionIds), userHasRelation('Role', b.roleIds), userHasRelation('Group', b.groupIds),
        b.userIds.length > 0 ? eb('baseUser.id', 'in', b.userIds) : sql<SqlBool>`1 = 0`,
      ])), b);
    return ok({ list: await pick.selectable(rows), pagination: { currentPage: b.currentPage, pageSize: b.pageSize, total } });
  });
}
