import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { requireAuth } from '../../../../server/plugins/auth';
import { organizeConditionBody, orgNode, orgSelectorParams, orgSelectorQuery, type OrgCategory } from '../../contract';
import type { OrgIndex, OrgRow } from './org-tree';
import { organizeRepository } from './organize-repository';
import { organizeService } from './organize-service';
import { excludedId, tags } from './shared';

const treeEnvelope = envelopeSchema(z.object({ list: z.array(orgNode) }));

/**
 * Organisation trees for pickers and list pages. They need only a signed-in user; the ...ByAuth
 * ones keep to the organisations the caller may see.
 */
export function registerOrganizeSelectorRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = organizeService(ctx);
  const repo = organizeRepository(ctx.database.db);

  /** Tree of the wanted categories, without the excluded node's subtree, optionally limited to `allowed`. */
  function selectorTree(index: OrgIndex, categories: OrgCategory[], exclude: string | null, allowed: Set<string> | null = null) {
    const cut = exclude ? index.subtreeIds(exclude) : new Set<string>();
    return index.tree((r: OrgRow) => categories.includes(r.category) && !cut.has(r.id) && (!allowed || allowed.has(r.id)));
  }

  app.get('/permission/Organize/Selector/:id', {
    schema: { tags, summary: '公司树（选择上级公司、单位选择；{id} 为要排除的节点，0 不排除）', params: orgSelectorParams, response: { 200: treeEnvelope } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: selectorTree(await svc.index(), ['company'], excludedId(req.params.id)) });
  });

  app.get('/permission/Organize/SelectorByAuth/:id', {
    schema: {
      tags, summary: '我可见的组织树（公司和部门；category=company 时只含公司）', params: orgSelectorParams, querystring: orgSelectorQuery, response: { 200: treeEnvelope },
    },
  }, async (req) => {
    const auth = requireAuth(req);
    const index = await svc.index();
    const categories: OrgCategory[] = req.query.category ? [req.query.category] : ['company', 'department'];
    return ok({ list: selectorTree(index, categories, excludedId(req.params.id), await svc.visible(auth, index)) });
  });

  app.get('/permission/Organize/Department/Selector/:id', {
    schema: { tags, summary: '部门选择树（公司和部门；{id} 为要排除的节点，0 不排除）', params: orgSelectorParams, response: { 200: treeEnvelope } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: selectorTree(await svc.index(), ['company', 'department'], excludedId(req.params.id)) });
  });

  app.get('/permission/Organize/Department/SelectorByAuth/:id', {
    schema: { tags, summary: '我可见的部门选择树', params: orgSelectorParams, querystring: orgSelectorQuery, response: { 200: treeEnvelope } },
  }, async (req) => {
    const auth = requireAuth(req);
    const index = await svc.index();
    return ok({ list: selectorTree(index, ['company', 'department'], excludedId(req.params.id), await svc.visible(auth, index)) });
  });

  app.get('/permission/Organize/Tree', {
    schema: { tags, summary: '完整组织树（含已禁用节点，disabled 标记）', response: { 200: treeEnvelope } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: (await svc.index()).tree(() => true) });
  });

  app.get('/permission/Organize/TreeSelect', {
    schema: { tags, summary: '下拉选择用组织树（仅启用的节点）', response: { 200: treeEnvelope } },
  }, async (req) => {
    requireAuth(req);
    const index = await svc.index();
    // A disabled node hides its subtree too: nothing below it is offered for selection.
    const hidden = new Set(index.rows.filter((r) => r.enabledMark !== 1).flatMap((r) => [...index.subtreeIds(r.id)]));
    return ok({ list: index.tree((r) => !hidden.has(r.id)) });
  });

  app.post('/permission/Organize/OrganizeCondition', {
    schema: {
      tags, summary: '按关键词和部门范围查找组织（返回匹配节点及其完整路径）', body: organizeConditionBody, response: { 200: treeEnvelope },
    },
  }, async (req) => {
    requireAuth(req);
    const index = await svc.index();
    const departIds = req.body.departIds ?? [];
    const within = departIds.length ? new Set(departIds.flatMap((d) => [...index.subtreeIds(d)])) : null;
    const keyword = req.body.keyword?.trim();
    const hits = keyword ? await repo.matching(keyword) : null;
    return ok({ list: index.flat((r) => (!within || within.has(r.id)) && (!hits || hits.has(r.id))) });
  });
}
