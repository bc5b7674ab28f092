import type { FastifyInstance } from 'fastify';
import { readVersion } from '../../../server/cli/environment';
import type { ServerContext } from '../../../server/context';
import { registerBackupRoutes } from './backup/routes';
import { cacheService } from './cache/cache-service';
import { registerCacheRoutes } from './cache/routes';
import { ensureBuiltInTasks } from './jobs/builtin-tasks';
import { registerTaskRoutes } from './jobs/routes';
import { createScheduler } from './jobs/scheduler';
import { registerMonitorRoutes } from './monitor/routes';
import { createSampler } from './monitor/sampler';

/**
 * 定时任务, 缓存管理, 系统监控 and 数据备份 (ADR 0021). The scheduler and the cache watcher start when
 * the server listens (so `inject` tests start neither) and stop when it closes, before the
 * database does (src/server/shutdown.ts closes the app first).
 */
export async function registerOperationsRoutes(root: FastifyInstance, ctx: ServerContext) {
  const version = readVersion();
  await ensureBuiltInTasks(ctx.database.db, ctx.features.jobs.values());
  const scheduler = createScheduler({ ctx, jobs: ctx.features.jobs, version });
  const caches = cacheService(ctx);
  const sampler = createSampler();
  registerTaskRoutes(root, ctx, scheduler);
  registerCacheRoutes(root, ctx, caches);
  registerMonitorRoutes(root, ctx, sampler, version);
  registerBackupRoutes(root, ctx);
  root.addHook('onListen', async () => {
    await scheduler.start();
    await caches.start();
  });
  root.addHook('onClose', async () => {
    await scheduler.stop();
    caches.stop();
    sampler.stop();
  });
}
