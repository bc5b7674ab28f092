import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../../server/context';
import { registerUserExcelRoutes } from './excel-routes';
import { registerUserPickerRoutes } from './picker-routes';
import { registerUserCrudRoutes } from './user-routes';
import { userService } from './user-service';

/** Everything under /api/permission/Users except the current user's own endpoints. */
export function registerUserRoutes(app: FastifyInstance, ctx: ServerContext) {
  const users = userService(ctx);
  registerUserCrudRoutes(app, ctx, users);
  registerUserPickerRoutes(app, ctx, users);
  registerUserExcelRoutes(app, ctx, users);
}
