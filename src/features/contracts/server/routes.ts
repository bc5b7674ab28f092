import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { requireAuth } from '../../../server/plugins/auth';
import { contractBody, contractListQuery, ContractMsg } from '../contract';
import { contractService } from './service';

const P = '/business/contract';
const any = envelopeSchema(z.unknown());
const nil = envelopeSchema(z.null());
const idParams = z.object({ id: z.string().min(1).max(64) });
const createBody = z.object({ id: z.string().min(1).max(64), body: contractBody, submit: z.boolean().default(false) });
const updateBody = z.object({ body: contractBody, submit: z.boolean().default(false) });

/** 合同 under /api/business/contract (issue 17, ADR 0036). */
export function registerContractRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const contracts = contractService(ctx);
  const tags = ['合同 Contract'];

  app.get(P, { schema: { tags, summary: '合同列表（关键词：名称、编号、乙方；状态、类型、签订日期、即将到期）', querystring: contractListQuery, response: { 200: any } } },
    async (req) => ok(await contracts.list(requireAuth(req), req.query)));
  app.get(`${P}/:id`, { schema: { tags, summary: '合同详情', params: idParams, response: { 200: any } } },
    async (req) => ok(await contracts.info(requireAuth(req), req.params.id)));
  app.post(P, { schema: { tags, summary: '新建合同（submit 为 true 时同时提交审批）', body: createBody, response: { 200: any } } },
    async (req) => ok(await contracts.save(requireAuth(req), { ...req.body, isNew: true }), req.body.submit ? ContractMsg.submitted : Msg.created));
  app.put(`${P}/:id`, { schema: { tags, summary: '修改合同（草稿、已驳回、已撤回）', params: idParams, body: updateBody, response: { 200: any } } },
    async (req) => ok(await contracts.save(requireAuth(req), { ...req.body, id: req.params.id, isNew: false }), req.body.submit ? ContractMsg.submitted : Msg.updated));
  app.post(`${P}/:id/Actions/Submit`, { schema: { tags, summary: '提交审批', params: idParams, response: { 200: nil } } }, async (req) => {
    await contracts.submit(requireAuth(req), req.params.id);
    return ok(null, ContractMsg.submitted);
  });
  app.delete(`${P}/:id`, { schema: { tags, summary: '删除合同（审批中、已通过的不能删除）', params: idParams, response: { 200: nil } } }, async (req) => {
    await contracts.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });
}
