import type { FastifyRequest } from 'fastify';

export function requestMeta(request: FastifyRequest) {
  const origin = request.headers.origin;
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    device: typeof request.headers['x-client'] === 'string' ? request.headers['x-client'] : origin ? 'web' : undefined,
  };
}
