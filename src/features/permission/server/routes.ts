import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../server/context';
import { registerAuthorizeRoutes } from './authorize/routes';
import { registerCurrentUserRoutes } from './current-routes';
import { registerOrganizeRoutes } from './organize/routes';
import { registerUserRoutes } from './user/routes';

export function registerPermissionRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCurrentUserRoutes(app, ctx);
  registerOrganizeRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerAuthorizeRoutes(app, ctx);
}
