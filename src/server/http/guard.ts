import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { assertAccess } from '../identity/access';
import { requireAuth, type AuthContext } from '../plugins/auth';

/**
 * The access check every feature route makes first: signed in, holding the menu (by enCode) and,
 * for an action, its button code. Answers code 403 otherwise. The super administrator passes.
 */
export function createGuard(ctx: ServerContext) {
  return async function guard(request: FastifyRequest, moduleEnCode: string, buttonEnCode?: string): Promise<AuthContext> {
    const auth = requireAuth(request);
    await assertAccess(ctx.access, auth, moduleEnCode, buttonEnCode);
    return auth;
  };
}
export type Guard = ReturnType<typeof createGuard>;
