import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { Msg } from '../../contract/codes';
import { envelopeSchema } from '../../contract/envelope';
import type { AuthContext } from '../plugins/auth';
import { requireAuth } from '../plugins/auth';
import { ok } from './api-error';

/** The service of a business record approved through a bound flow (合同, 投资备案, 采购: ADR 0036). */
export interface BusinessRecordService<Q, B> {
  list(auth: AuthContext, q: Q): Promise<unknown>;
  info(auth: AuthContext, id: string): Promise<unknown>;
  save(auth: AuthContext, a: { id: string; isNew: boolean; body: B; submit: boolean }): Promise<unknown>;
  submit(auth: AuthContext, id: string): Promise<void>;
  remove(auth: AuthContext, id: string): Promise<void>;
}

export interface BusinessRecordRoutes<Q, B> {
  /** Under /api, e.g. '/business/contract'. */
  path: string;
  tags: string[];
  /** The record's name in the summaries (合同, 备案, 采购计划) and what the list's keyword searches. */
  noun: string;
  listSummary: string;
  listQuery: ZodType<Q>;
  body: ZodType<B>;
  submitted: string;
  service: BusinessRecordService<Q, B>;
}

const any = envelopeSchema(z.unknown());
const nil = envelopeSchema(z.null());
const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The six routes every such record has: list, detail, create and update (each may send for approval
 * in the same write), 提交审批, delete. The record's id is born on the client, as on devices.
 */
export function registerBusinessRecordRoutes<Q, B>(root: FastifyInstance, r: BusinessRecordRoutes<Q, B>) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { path: P, tags, noun, service } = r;
  const message = (submit: boolean, done: string) => (submit ? r.submitted : done);
  const createBody = z.object({ id: z.string().min(1).max(64), body: r.body, submit: z.boolean().default(false) });
  const updateBody = z.object({ body: r.body, submit: z.boolean().default(false) });

  app.get(P, { schema: { tags, summary: r.listSummary, querystring: r.listQuery, response: { 200: any } } },
    async (req) => ok(await service.list(requireAuth(req), req.query as Q)));
  app.get(`${P}/:id`, { schema: { tags, summary: `${noun}详情`, params: idParams, response: { 200: any } } },
    async (req) => ok(await service.info(requireAuth(req), req.params.id)));
  app.post(P, { schema: { tags, summary: `新建${noun}（submit 为 true 时同时提交审批）`, body: createBody, response: { 200: any } } }, async (req) => {
    const b = req.body as { id: string; body: B; submit: boolean };
    return ok(await service.save(requireAuth(req), { ...b, isNew: true }), message(b.submit, Msg.created));
  });
  app.put(`${P}/:id`, { schema: { tags, summary: `修改${noun}（草稿、已驳回、已撤回）`, params: idParams, body: updateBody, response: { 200: any } } }, async (req) => {
    const b = req.body as { body: B; submit: boolean };
    return ok(await service.save(requireAuth(req), { ...b, id: req.params.id, isNew: false }), message(b.submit, Msg.updated));
  });
  app.post(`${P}/:id/Actions/Submit`, { schema: { tags, summary: '提交审批', params: idParams, response: { 200: nil } } }, async (req) => {
    await service.submit(requireAuth(req), req.params.id);
    return ok(null, r.submitted);
  });
  app.delete(`${P}/:id`, { schema: { tags, summary: `删除${noun}（审批中、已通过的不能删除）`, params: idParams, response: { 200: nil } } }, async (req) => {
    await service.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });
}
