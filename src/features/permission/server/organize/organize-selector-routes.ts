import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { requireAuth } from '../../../../server/plugins/auth';
import { organizeConditionBody, orgNode, orgSelectorParams, orgSelectorQuery } from '../../contract';
import { organizeQueries } from './organize-queries';
import { excludedId, tags } from './shared';

const treeEnvelope = envelopeSchema(z.object({ list: z.array(orgNode) }));

/**
 * Organisation trees for pickers and list pages. They need only a signed-in user; the ...ByAuth
 * ones keep to the organisations the caller may see.
 */
export function registerOrganizeSelectorRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const queries = organizeQueries(ctx);

  app.get('/permission/Organize/Selector/:id', {
    schema: { tags, summary: '公司树（选择上级公司、单位选择；{id} 为要排除的节点，0 不排除）', params: orgSelectorParams, response: { 200: treeEnvelope } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await queries.selector(['company'], excludedId(req.params.id)) });
  });

  app.get('/permission/Organize/SelectorByAuth/:id', {
    schema: {
      tags, summary: '我可见的组织树（公司和部门；category=company 时只含公司）', params: orgSelectorParams, querystring: orgSelectorQuery, response: { 200: treeEnvelope },
    },
  }, async (req) => {
    const auth = requireAuth(req);
    const categories = req.query.category ? [req.query.category] : (['company', 'department'] as const);
    return ok({ list: await queries.selector([...categories], excludedId(req.params.id), auth) });
  });

  app.get('/permission/Organize/Department/Selector/:id', {
    schema: { tags, summary: '部门选择树（公司和部门；{id} 为要排除的节点，0 不排除）', params: orgSelectorParams, response: { 200: treeEnvelope } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await queries.selector(['company', 'department'], excludedId(req.params.id)) });
  });

  app.get('/permission/Organize/Department/SelectorByAuth/:id', {
    schema: { tags, summary: '我可见的部门选择树', params: orgSelectorParams, querystring: orgSelectorQuery, response: { 200: treeEnvelope } },
  }, async (req) => {
    const auth = requireAuth(req);
    return ok({ list: await queries.selector(['company', 'department'], excludedId(req.params.id), auth) });
  });

  app.get('/permission/Organize/Tree', {
    schema: { tags, summary: '完整组织树（含已禁用节点，disabled 标记）', response: { 200: treeEnvelope } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await queries.tree(false) });
  });

  app.get('/permission/Organize/TreeSelect', {
    schema: { tags, summary: '下拉选择用组织树（仅启用的节点）', response: { 200: treeEnvelope } },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await queries.tree(true) });
  });

  app.post('/permission/Organize/OrganizeCondition', {
    schema: {
      tags, summary: '按关键词和部门范围查找组织（返回匹配节点及其完整路径）', body: organizeConditionBody, response: { 200: treeEnvelope },
    },
  }, async (req) => {
    requireAuth(req);
    return ok({ list: await queries.condition(req.body.keyword?.trim() || undefined, req.body.departIds ?? []) });
  });
}
