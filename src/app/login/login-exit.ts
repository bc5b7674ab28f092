import { createContext, useContext } from 'react';

/**
 * How the sign-in page leaves for where the user was headed. The page is shown either by the router
 * (`/login` after a sign-out, LoginRoute) or, on a cold start without a token, before the router
 * exists (SignInScreen), so it must not depend on router hooks.
 */
export interface LoginExit {
  /** The page the user was headed for and its query as JSON (SPEC §2). */
  redirect?: string;
  redirectQuery?: string;
  go(to: string, search: Record<string, unknown>): Promise<void>;
}

export const LoginExitContext = createContext<LoginExit | null>(null);

export function useLoginExit(): LoginExit {
  const exit = useContext(LoginExitContext);
  if (!exit) throw new Error('The sign-in page needs a LoginExitContext (LoginRoute or SignInScreen)');
  return exit;
}
