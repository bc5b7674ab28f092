import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../../server/context';
import { registerGroupRoutes } from './group-routes';
import { registerOrganizeCrudRoutes } from './organize-routes';
import { registerOrganizeSelectorRoutes } from './organize-selector-routes';
import { registerPositionRoutes } from './position-routes';
import { registerRelationRoutes } from './relation-routes';
import { registerRoleRoutes } from './role-routes';

/** Organisations, departments, positions, roles, groups and their members (issue 4, §7). */
export function registerOrganizeRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerOrganizeSelectorRoutes(app, ctx);
  registerOrganizeCrudRoutes(app, ctx);
  registerPositionRoutes(app, ctx);
  registerRoleRoutes(app, ctx);
  registerGroupRoutes(app, ctx);
  registerRelationRoutes(app, ctx);
}
