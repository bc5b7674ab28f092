import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../../server/context';

export function registerOrganizeRoutes(_app: FastifyInstance, _ctx: ServerContext) {}
