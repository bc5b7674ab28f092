import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { requireAuth } from '../../../server/plugins/auth';
import { investmentBody, investmentListQuery, InvestmentMsg } from '../contract';
import { investmentService } from './service';

const P = '/business/investment';
const any = envelopeSchema(z.unknown());
const nil = envelopeSchema(z.null());
const idParams = z.object({ id: z.string().min(1).max(64) });

/** 投资备案 under /api/business/investment (issue 17, ADR 0036). */
export function registerInvestmentRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const filings = investmentService(ctx);
  const tags = ['投资备案 Investment'];

  app.get(P, { schema: { tags, summary: '备案列表（关键词：项目名称、编号、建设地点；状态；规模）', querystring: investmentListQuery, response: { 200: any } } },
    async (req) => ok(await filings.list(requireAuth(req), req.query)));
  app.get(`${P}/:id`, { schema: { tags, summary: '备案详情', params: idParams, response: { 200: any } } },
    async (req) => ok(await filings.info(requireAuth(req), req.params.id)));
  app.post(P, { schema: { tags, summary: '新建备案（submit 为 true 时同时提交审批）', body: z.object({ id: z.string().min(1).max(64), body: investmentBody, submit: z.boolean().default(false) }), response: { 200: any } } },
    async (req) => ok(await filings.save(requireAuth(req), { ...req.body, isNew: true }), req.body.submit ? InvestmentMsg.submitted : Msg.created));
  app.put(`${P}/:id`, { schema: { tags, summary: '修改备案（草稿、已驳回、已撤回）', params: idParams, body: z.object({ body: investmentBody, submit: z.boolean().default(false) }), response: { 200: any } } },
    async (req) => ok(await filings.save(requireAuth(req), { ...req.body, id: req.params.id, isNew: false }), req.body.submit ? InvestmentMsg.submitted : Msg.updated));
  app.post(`${P}/:id/Actions/Submit`, { schema: { tags, summary: '提交审批', params: idParams, response: { 200: nil } } }, async (req) => {
    await filings.submit(requireAuth(req), req.params.id);
    return ok(null, InvestmentMsg.submitted);
  });
  app.delete(`${P}/:id`, { schema: { tags, summary: '删除备案（审批中、已通过的不能删除）', params: idParams, response: { 200: nil } } }, async (req) => {
    await filings.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });
}
