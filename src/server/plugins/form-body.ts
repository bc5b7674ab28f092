import type { FastifyInstance } from 'fastify';

/** application/x-www-form-urlencoded bodies (the login call, SPEC §7), parsed to a plain object. */
export function registerFormBody(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
