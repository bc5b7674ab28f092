import { adoptToken, resetSession, sessionStore } from '@/app/session/session-store';
import { loadSession } from '@/app/session/load-session';
import { Code } from '@/contract/codes';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { takesQueryToken } from './feature-standalone';
import { loginSearch, PUBLIC_PATHS } from './sign-in-path';

export { PUBLIC_PATHS };

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; search?: Record<string, string> };

export interface GuardDeps {
  loadSession(): Promise<void>;
  showError(message: string): void;
  /** Whether a window without a session may take `?token=` on this path (a feature's full-screen view; default: the feature modules say). */
  takesQueryToken?(pathname: string): boolean;
}

const defaultDeps: GuardDeps = { loadSession, showError: (message) => notify('error', message) };

/** The `?token=` of a type 6 view (SPEC §2), as the router parsed it. */
const queryToken = (search: Record<string, unknown>): string | null =>
  typeof search.token === 'string' && search.token ? search.token : typeof search.token === 'number' ? String(search.token) : null;

function toLogin(pathname: string, search: Record<string, unknown>): GuardDecision {
  return { kind: 'redirect', to: '/login', search: loginSearch(pathname, search) };
}

/** The route guard of SPEC §2, apart from the router so it can be tested on its own. */
export async function guardNavigation(pathname: string, search: Record<string, unknown>, deps: GuardDeps = defaultDeps): Promise<GuardDecision> {
  const given = queryToken(search);
  // A type 6 menu opens its view in a new window with ?token= (SPEC §2): a window without a session takes it, for itself only.
  if (!sessionStore.get().token && given && (deps.takesQueryToken ?? takesQueryToken)(pathname)) adoptToken(given);
  const { token, locked, menus } = sessionStore.get();
  if (!token) return PUBLIC_PATHS.includes(pathname) ? { kind: 'allow' } : toLogin(pathname, search);
  if (locked && pathname !== '/lockScreen') return { kind: 'redirect', to: '/lockScreen' };
  if (pathname === '/login') return { kind: 'redirect', to: '/' };
  if (menus === null) {
    try {
      await deps.loadSession();
    } catch (error) {
      resetSession();
      // The http client already showed a server message, except for 600 which it keeps silent.
      const shown = error instanceof EnvelopeError && error.code !== Code.TOKEN_INVALID;
      if (!shown) deps.showError(error instanceof Error && error.message ? error.message : i18n.t('guard.hasError'));
      return toLogin(pathname, search);
    }
  }
  return { kind: 'allow' };
}
