import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../server/context';
import { createGuard } from '../../../server/http/guard';
import { registerItemRoutes } from './item-routes';
import { itemService } from './item-service';
import { registerPlanRoutes } from './plan-routes';
import { planService } from './plan-service';

/** 固定资产 (ADR 0008): plans, the register and its life. Every call passes the menu guard first. */
export function registerAssetRoutes(app: FastifyInstance, ctx: ServerContext) {
  const access = createGuard(ctx);
  registerPlanRoutes(app, planService(ctx), access);
  registerItemRoutes(app, ctx, itemService(ctx), access);
}
