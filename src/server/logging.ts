import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';
/**
 * Query parameters that carry a credential: `token` (SPEC §7 downloads), `secret` (QR sign-in
 * polling), `s` (the signature of a file link, which is its permission for five minutes).
 */
const SECRET_PARAMS = /([?&](?:token|secret|s)=)[^&#]*/gi;

/** A url as it may be logged: the value of every credential parameter replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, `$1${REDACTED}`);
}

/** Fastify's own request fields, with the url redacted and never a header. */
function requestForLog(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/**
 * The server's pino options. A session token is a password for as long as it lives: it leaves no
 * trace in the log, whether it came in the query (`req.url`, or a `url` a route logs) or a header.
 */
export function serverLogger(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: requestForLog,
      url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'token', '*.token'],
      censor: REDACTED,
    },
  };
}
