import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import { assertAccess } from '../identity/access';
import { requireAuth, type AuthContext } from '../plugins/auth';

/**
 * The access check every feature route makes first: signed in, holding the menu (by enCode) and,
 * for an action, its button code. Answers code 403 otherwise. The super administrator passes.
 * A check made once for a request is remembered, so a route may check in `preValidation` (before
 * its body is looked at) and again in its handler for free.
 */
export function createGuard(ctx: ServerContext) {
  const checked = new WeakMap<FastifyRequest, Set<string>>();
  return async function guard(request: FastifyRequest, moduleEnCode: string, buttonEnCode?: string): Promise<AuthContext> {
    const auth = requireAuth(request);
    const key = `${moduleEnCode}:${buttonEnCode ?? ''}`;
    const done = checked.get(request);
    if (done?.has(key)) return auth;
    await assertAccess(ctx.access, auth, moduleEnCode, buttonEnCode);
    // The operation log names the menu and the button (the action) a write was allowed through.
    if (buttonEnCode || !request.auditAccess) request.auditAccess = { module: moduleEnCode, button: buttonEnCode };
    if (done) done.add(key);
    else checked.set(request, new Set([key]));
    return auth;
  };
}
export type Guard = ReturnType<typeof createGuard>;

/** Route option `preValidation: accessFirst(...)`: no one learns what a body must look like before they may send it. */
export function accessFirst(check: (request: FastifyRequest) => Promise<unknown>): preValidationAsyncHookHandler {
  return async (request) => {
    await check(request);
  };
}
