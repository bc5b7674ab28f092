import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { MONITOR_MODULE, monitorSnapshot } from '../../contract';
import { monitorService } from './monitor-service';
import type { Sampler } from './sampler';

/** 系统监控 under /api/system/Monitor (the menu is enough: it only reads). */
export function registerMonitorRoutes(root: FastifyInstance, ctx: ServerContext, sampler: Sampler, appVersion: string) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = createGuard(ctx);
  const svc = monitorService(ctx, sampler, appVersion);
  app.get('/system/Monitor', {
    preValidation: accessFirst((r) => guard(r, MONITOR_MODULE)),
    schema: { tags: ['系统 system'], summary: '系统监控：CPU、内存、堆、事件循环延迟、磁盘、数据库、在线连接', response: { 200: envelopeSchema(monitorSnapshot) } },
  }, async (req) => {
    await guard(req, MONITOR_MODULE);
    return ok(await svc.snapshot());
  });
}
