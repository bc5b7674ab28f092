import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { fail, ok } from '../../../../server/http/api-error';
import { createGuard } from '../../../../server/http/guard';
import {
  ORG_ROOT, PermissionModule, createdId, departmentBody, orgBody, orgIdParams, orgInfo, orgListQuery, orgNodePage, type OrgListQuery,
} from '../../contract';
import { OrgIndex, type OrgRow } from './org-tree';
import { organizeRepository } from './organize-repository';
import { organizeService } from './organize-service';
import { nullEnvelope, tags } from './shared';

function sortRows(rows: OrgRow[], q: OrgListQuery): OrgRow[] {
  if (!q.sidx) return rows;
  const key = q.sidx;
  const dir = q.sort === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'zh')) * dir || a.id.localeCompare(b.id);
  });
}

/** Organisation CRUD: companies and departments in one tree (§7 "Organize", "Department"). */
export function registerOrganizeCrudRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = organizeService(ctx);
  const repo = organizeRepository(ctx.database.db);
  const access = createGuard(ctx);
  const guard = (req: FastifyRequest, button?: string) => access(req, PermissionModule.organize, button);

  async function info(id: string, category?: 'department') {
    const index = await svc.index();
    const row = index.byId.get(id);
    if (!row || (category && row.category !== category)) throw fail.notFound();
    const { organizeIdTree, ...rest } = row;
    return { ...rest, organize: index.path(id), organizeIds: organizeIdTree.split(',') };
  }

  app.get('/permission/Organize', {
    schema: { tags, summary: '组织列表（无关键词时为树，有关键词时为匹配节点）', querystring: orgListQuery, response: { 200: envelopeSchema(orgNodePage) } },
  }, async (req) => {
    const auth = await guard(req);
    const q = req.query;
    const allowed = await svc.listable(auth);
    const index = new OrgIndex(sortRows(await repo.all(), q));
    const under = q.parentId && q.parentId !== ORG_ROOT && q.parentId !== '0' ? index.subtreeIds(q.parentId) : null;
    const keep = (r: OrgRow) =>
      (!allowed || allowed.has(r.id)) && (!under || under.has(r.id)) && (!q.category || r.category === q.category) && (q.enabledMark === undefined || r.enabledMark === q.enabledMark);
    if (!q.keyword?.trim()) {
      const list = index.tree(keep);
      const total = index.rows.filter(keep).length;
      return ok({ list, pagination: { currentPage: 1, pageSize: total, total } });
    }
    const hits = await repo.matching(q.keyword.trim());
    const all = index.flat((r) => keep(r) && hits.has(r.id));
    const list = all.slice((q.currentPage - 1) * q.pageSize, q.currentPage * q.pageSize);
    return ok({ list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: all.length } });
  });

  app.post('/permission/Organize', {
    schema: { tags, summary: '新建公司或部门', body: orgBody, response: { 200: envelopeSchema(createdId) } },
  }, async (req) => {
    await guard(req, 'btn_add');
    return ok({ id: await svc.create(req.body) }, Msg.created);
  });

  app.post('/permission/Organize/Department', {
    schema: { tags, summary: '新建部门', body: departmentBody, response: { 200: envelopeSchema(createdId) } },
  }, async (req) => {
    await guard(req, 'btn_add');
    return ok({ id: await svc.create({ ...req.body, category: 'department' }) }, Msg.created);
  });

  app.get('/permission/Organize/:id', {
    schema: { tags, summary: '组织信息', params: orgIdParams, response: { 200: envelopeSchema(orgInfo) } },
  }, async (req) => {
    await guard(req);
    return ok(await info(req.params.id));
  });

  app.get('/permission/Organize/Department/:id', {
    schema: { tags, summary: '部门信息', params: orgIdParams, response: { 200: envelopeSchema(orgInfo) } },
  }, async (req) => {
    await guard(req);
    return ok(await info(req.params.id, 'department'));
  });

  app.put('/permission/Organize/:id', {
    schema: { tags, summary: '修改组织（换上级时整棵子树随之移动）', params: orgIdParams, body: orgBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_edit');
    await svc.update(req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.put('/permission/Organize/Department/:id', {
    schema: { tags, summary: '修改部门', params: orgIdParams, body: departmentBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_edit');
    const row = await repo.byId(req.params.id);
    if (!row || row.category !== 'department') throw fail.notFound();
    await svc.update(req.params.id, { ...req.body, category: 'department' });
    return ok(null, Msg.updated);
  });

  app.delete('/permission/Organize/:id', {
    schema: { tags, summary: '删除组织（无子组织、用户、岗位时）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_remove');
    await svc.remove(req.params.id);
    return ok(null, Msg.deleted);
  });

  app.put('/permission/Organize/:id/Actions/State', {
    schema: { tags, summary: '启用或禁用组织（切换）', params: orgIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_edit');
    await svc.toggle(req.params.id);
    return ok(null, Msg.updated);
  });
}
