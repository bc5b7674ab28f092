import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../../server/context';

export function registerUserRoutes(_app: FastifyInstance, _ctx: ServerContext) {}
