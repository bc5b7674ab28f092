import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../http/api-error';
import type { SessionRepository } from '../identity/session-repository';

export interface AuthContext {
  sessionId: string;
  userId: string;
  account: string;
  realName: string;
  isAdministrator: boolean;
  /** Organisation the user works in now: the one switched to in this session, else the major one. */
  organizeId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    bearerToken: string | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /**
     * A download a browser opens as a plain link (new window, <a href>), which cannot send a header:
     * the only GET routes where `?token=` is taken (SPEC §7 appends it to download/preview urls).
     */
    tokenInQuery?: boolean;
  }
}

const TOUCH_EVERY_MS = 60_000;

export function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  // Only downloads opened as a link carry the token in the query (SPEC §7); anywhere else a url is
  // too easily logged, cached or shared for it to carry a credential.
  if (request.method !== 'GET' || !request.routeOptions.config?.tokenInQuery) return null;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : null;
}

/** Every /api route needs a live session unless its config says `public: true`. */
/** `ttlMs` answers the session lifetime of 系统配置 (asked only when a session's expiry slides). */
export function registerAuth(app: FastifyInstance, sessions: SessionRepository, ttlMs: () => Promise<number>) {
  app.decorateRequest('auth', null);
  app.decorateRequest('bearerToken', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (request.routeOptions.config?.public) return;
    const token = readBearer(request);
    if (!token) throw fail.tokenInvalid();
    const row = await sessions.findByToken(token);
    if (!row) throw fail.tokenInvalid();
    if (row.endedAt !== null) {
      if (row.endReason === 'replaced') throw fail.tokenReplaced();
      if (row.endReason === 'revoked') throw fail.tokenRevoked();
      throw fail.tokenInvalid();
    }
    const now = Date.now();
    if (row.expiresAt <= now || row.enabledMark !== 1) throw fail.tokenInvalid();
    if (now - row.lastSeenAt > TOUCH_EVERY_MS) await sessions.touch(row.sessionId, await ttlMs());
    request.bearerToken = token;
    request.auth = {
      sessionId: row.sessionId,
      userId: row.userId,
      account: row.account,
      realName: row.realName,
      isAdministrator: row.isAdministrator === 1,
      organizeId: row.sessionOrganizeId ?? row.organizeId,
    };
  });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw fail.tokenInvalid();
  return request.auth;
}
