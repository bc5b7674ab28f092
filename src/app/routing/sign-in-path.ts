import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';

/** Reachable without a token (SPEC §2). */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/auth-redirect', '/jump', '/sso', '/transfer'];

/** The search of `/login` that leads back to `pathname` with its query once signed in. */
export function loginSearch(pathname: string, search: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = { redirect: pathname };
  if (Object.keys(search).length > 0) params.redirectQuery = JSON.stringify(search);
  return params;
}

/**
 * Where a start without a token shows the sign-in page, as the guard would send it there:
 * `/login?redirect=…` for a page that needs a session, the URL itself for `/login`, and null for
 * the other public paths (the router serves those).
 */
export function signInUrlWithoutToken(pathname: string, searchText: string): string | null {
  if (pathname === '/login') return `${pathname}${searchText}`;
  if (PUBLIC_PATHS.includes(pathname)) return null;
  return `/login${defaultStringifySearch(loginSearch(pathname, defaultParseSearch(searchText)))}`;
}

/** Reads a URL's search as the router does (JSON values), for the sign-in page shown before the router. */
export const parseRouterSearch = (searchText: string): Record<string, unknown> => defaultParseSearch(searchText);

/** `to` with `search` written as the router writes it. */
export const routerHref = (to: string, search: Record<string, unknown>): string => `${to}${defaultStringifySearch(search)}`;
