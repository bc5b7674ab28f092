import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../../server/context';
import { envelopeSchema } from '../../../contract/envelope';
import { ok } from '../../../server/http/api-error';
import { requireAuth } from '../../../server/plugins/auth';
import { pullQuery, pullResult, pushBody, pushResult } from '../contract';
import { syncRepository } from '../../../server/sync/repository';
import { pullService } from './pull-service';
import { pushService } from './push-service';

const tags = ['同步 sync'];

export function registerSyncRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const repo = syncRepository(ctx.database.db);
  // Collections and mutations come from the feature modules (ADR 0010): this feature imports none of them.
  const pulls = pullService(ctx, repo, ctx.features.collections);
  const pushes = pushService(ctx, repo, ctx.features.mutations);

  app.get('/sync/pull', {
    schema: { tags, summary: '拉取：自游标以来变化的行与删除墓碑（分页；游标过旧时 resync）', querystring: pullQuery, response: { 200: envelopeSchema(pullResult) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const { collections, cursor, limit } = req.query;
    // One collection per cursor: a client keeps a cursor per collection.
    return ok(await pulls.pull(auth, collections[0]!, cursor, limit));
  });

  app.post('/sync/push', {
    schema: { tags, summary: '推送：按序应用离线写入，每个 (设备, 操作ID) 只应用一次', body: pushBody, response: { 200: envelopeSchema(pushResult) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const { results, touched } = await pushes.push(auth, req.body.deviceId, req.body.mutations);
    if (touched.length) ctx.realtime.broadcast({ method: 'syncChanged', collections: touched });
    return ok({ results });
  });
}
