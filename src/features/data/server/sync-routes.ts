import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import { requireAuth } from '../../../server/plugins/auth';
import { DATA_SYNC_MODULE, syncBody, syncIdParams, syncInfo, syncListQuery, syncLogPage, syncLogQuery, syncPage, syncResult } from '../contract';
import { provideSyncService } from './jobs';
import type { DataConnections } from './source-service';
import { dataSyncService } from './sync-service';

const tags = ['系统数据 data'];
const nullEnvelope = envelopeSchema(z.null());

/** 数据同步: CRUD, 立即执行 and the run log. */
export function registerSyncRoutes(root: FastifyInstance, ctx: ServerContext, conns: DataConnections) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = dataSyncService(ctx, conns);
  provideSyncService(ctx, svc);
  const access = createGuard(ctx);
  const guard = (b?: string) => accessFirst((r: FastifyRequest) => access(r, DATA_SYNC_MODULE, b));
  const base = '/system/DataSync';

  app.get(base, { preValidation: guard(), schema: { tags, summary: '数据同步列表', querystring: syncListQuery, response: { 200: envelopeSchema(syncPage) } } },
    async (req) => ok(await svc.list(requireAuth(req), req.query)));
  app.post(base, { preValidation: guard('btn_add'), schema: { tags, summary: '新建数据同步（检查两张表和字段；目标须可写）', body: syncBody, response: { 200: envelopeSchema(z.object({ id: z.string() })) } } },
    async (req) => ok({ id: await svc.create(requireAuth(req), req.body) }, Msg.created));
  app.get(`${base}/:id`, { preValidation: guard(), schema: { tags, summary: '数据同步详情', params: syncIdParams, response: { 200: envelopeSchema(syncInfo) } } },
    async (req) => ok(await svc.info(requireAuth(req), req.params.id)));
  app.put(`${base}/:id`, { preValidation: guard('btn_edit'), schema: { tags, summary: '修改数据同步', params: syncIdParams, body: syncBody, response: { 200: nullEnvelope } } },
    async (req) => {
      await svc.update(requireAuth(req), req.params.id, req.body);
      return ok(null, Msg.updated);
    });
  app.delete(`${base}/:id`, { preValidation: guard('btn_remove'), schema: { tags, summary: '删除数据同步（及其执行日志）', params: syncIdParams, response: { 200: nullEnvelope } } },
    async (req) => {
      await svc.remove(requireAuth(req), req.params.id);
      return ok(null, Msg.deleted);
    });
  app.post(`${base}/:id/Actions/Execute`, { preValidation: guard('btn_execute'), schema: { tags, summary: '立即执行（最长100秒；答复结果并记入执行日志）', params: syncIdParams, response: { 200: envelopeSchema(syncResult) } } },
    async (req) => ok(await svc.executeNow(requireAuth(req), req.params.id)));
  app.get('/system/DataSyncLog/:id', { preValidation: guard(), schema: { tags, summary: '数据同步的执行日志', params: syncIdParams, querystring: syncLogQuery, response: { 200: envelopeSchema(syncLogPage) } } },
    async (req) => ok(await svc.logs(requireAuth(req), req.params.id, req.query)));
}
