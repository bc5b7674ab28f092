import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../server/http/api-error';
import type { ServerContext } from '../../../server/context';
import { createGuard } from '../../../server/http/guard';
import { registerItemRoutes } from './item-routes';
import { itemService } from './item-service';
import { registerPlanRoutes } from './plan-routes';
import { planService } from './plan-service';

/** 固定资产 (ADR 0008): plans, the register and its life. Every call passes the menu guard first. */
export function registerAssetRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.register(async (scope) => {
    // §8: the client only logs failed asset requests (re-store among them); the server logs each with its context.
    scope.addHook('onError', async (req, _reply, error) => {
      if (error instanceof ApiError) {
        req.log.info({ url: req.url, userId: req.auth?.userId, code: error.code, reason: error.msg }, 'asset request failed');
      } else if ((error.statusCode ?? 500) < 500) {
        req.log.info({ url: req.url, userId: req.auth?.userId, reason: error.message }, 'asset request refused');
      } // 5xx: the shell's error handler logs it with the stack.
    });
    const access = createGuard(ctx);
    registerPlanRoutes(scope, planService(ctx), access);
    registerItemRoutes(scope, ctx, itemService(ctx), access);
  });
}
