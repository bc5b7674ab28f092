import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { CACHE_MODULE, CACHE_MSG, cacheList, cacheNameParams } from '../../contract';
import type { CacheService } from './cache-service';

const tags = ['系统 system'];
const nullEnvelope = envelopeSchema(z.null());

/** 缓存管理 under /api/system/CacheManage: the menu to look, its 清除 button (btn_remove) to clear. */
export function registerCacheRoutes(root: FastifyInstance, ctx: ServerContext, caches: CacheService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const access = createGuard(ctx);
  const guard = (req: FastifyRequest, button?: 'btn_remove') => access(req, CACHE_MODULE, button);

  app.get('/system/CacheManage', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '服务器缓存：条目数与约占内存（回答请求的进程）', response: { 200: envelopeSchema(cacheList) } },
  }, async (req) => {
    await guard(req);
    return ok(await caches.list());
  });

  app.delete('/system/CacheManage/:name', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '清除一项缓存（所有服务器进程）', params: cacheNameParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_remove');
    await caches.clearOne(req.params.name);
    return ok(null, CACHE_MSG.cleared);
  });

  app.post('/system/CacheManage/Actions/ClearAll', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '清除全部缓存（所有服务器进程）', response: { 200: nullEnvelope } },
  }, async (req) => {
    await guard(req, 'btn_remove');
    await caches.clearAll();
    return ok(null, CACHE_MSG.allCleared);
  });
}
