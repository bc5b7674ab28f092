import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import { newId } from '../../../../contract/ids';
import type { ServerContext } from '../../../../server/context';
import { fail, ok } from '../../../../server/http/api-error';
import { createGuard } from '../../../../server/http/guard';
import { requireAuth } from '../../../../server/plugins/auth';
import { ORG_MSG, PermissionModule, createdId, groupBody, groupListQuery, groupPage, groupRow, orgIdParams, pickerNode, type GroupBody } from '../../contract';
import { groupRepository } from './group-repository';
import { ICON } from './org-tree';
import { relationRepository } from './relation-repository';
import { nullEnvelope, tags } from './shared';

/** Groups (§7 "Permission groups"): list, picker, CRUD, state; members through UserRelation. */
export function registerGroupRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const repo = groupRepository(db);
  const access = createGuard(ctx);
  const guard = (req: FastifyRequest, button?: string) => access(req, PermissionModule.group, button);

  async function check(body: GroupBody, selfId?: string) {
    if (await repo.taken('enCode', body.enCode, selfId)) throw fail.badRequest(ORG_MSG.codeExists);
    if (await repo.taken('fullName', body.fullName, selfId)) throw fail.badRequest(ORG_MSG.nameExists);
  }
  async function found(id: string) {
    const g = await repo.byId(id);
    if (!g) throw fail.notFound();
    return g;
  }

  app.get('/permission/Group', {
    schema: { tags, summary: '分组列表', querystring: groupListQuery, response: { 200: envelopeSchema(groupPage) } },
  }, async (req) => {
    await guard(req);
    const q = req.query;
    const { list, total } = await repo.page(q);
    return ok({ list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } });
  });

  app.get('/permission/Group/Selector', {
    schema: { tags, summary: '分组选择（分组为叶子节点 type=group）', response: { 200: envelopeSchema(z.object({ list: z.array(pickerNode) })) } },
  }, async (req) => {
    requireAuth(req);
    const list = (await repo.all()).map((g) => ({
      id: g.id, onlyId: g.id, parentId: '0', fullName: g.fullName, enCode: g.enCode, type: 'group' as const, organize: g.type ?? '', organizeIds: [],
      icon: ICON.group, hasChildren: false, isLeaf: true, disabled: g.enabledMark !== 1,
    }));
    return ok({ list });
  });

  app.post('/permission/Group', {
    schema: { tags, summary: '新建分组', body: groupBody, response: { 200: envelopeSchema(createdId) } },
  }, async (req) => {
    await guard(req, 'btn_add');
    const b = req.body;
    const id = b.id ?? newId();
    if (b.id && (await repo.byId(id))) throw fail.conflict(ORG_MSG.idExists);
    await check(b);
    await repo.insert({
      id, fullName: b.fullName, enCode: b.enCode, type: b.type ?? null, sortCode: b.sortCode ?? 0, enabledMark: b.enabledMark ?? 1,
      description: b.description ?? null, creatorTime: Date.now(),
    });
    return ok({ id }, Msg.created);
  });

  app.get('/permission/Group/:id', {
    schema: { tags, summary: '分组信息', params: orgIdParams, response: { 200: envelopeSchema(groupRow) } },
  }, async (req) => {
    await guard(req);
    return ok(await found(req.params.id));
  });

  app.put('/permission/Group/:id', {
    schema: { tags, summary: '修改分组', params: orgIdParams, body: groupBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_edit');
    const current = await found(req.params.id);
    const b = req.body;
    await check(b, current.id);
    await repo.update(current.id, {
      fullName: b.fullName, enCode: b.enCode, type: b.type ?? null, sortCode: b.sortCode ?? current.sortCode,
      enabledMark: b.enabledMark ?? current.enabledMark, description: b.description ?? null,
    });
    return ok(null, Msg.updated);
  });

  app.delete('/permission/Group/:id', {
    schema: { tags, summary: '删除分组（无成员时）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_remove');
    await db.transaction().execute(async (trx) => {
      const r = groupRepository(trx);
      if (!(await r.byId(req.params.id))) throw fail.notFound();
      if ((await relationRepository(trx).countMembers('Group', req.params.id)) > 0) throw fail.badRequest(ORG_MSG.groupHasUsers);
      await r.delete(req.params.id);
    });
    return ok(null, Msg.deleted);
  });

  app.put('/permission/Group/:id/Actions/State', {
    schema: { tags, summary: '启用或禁用分组（切换）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_edit');
    const g = await found(req.params.id);
    await repo.update(g.id, { enabledMark: g.enabledMark === 1 ? 0 : 1 });
    return ok(null, Msg.updated);
  });
}
