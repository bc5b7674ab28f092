import { defaultStringifySearch } from '@tanstack/react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '@/app/session/session-store';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { guardNavigation } from './guard';
import { parseRouterSearch, PUBLIC_PATHS, routerHref, signInUrlWithoutToken } from './sign-in-path';

beforeAll(() => setupTestI18n());
beforeEach(() => {
  localStorage.clear();
  resetSession();
});

const noLoad = { loadSession: async () => undefined, showError: () => undefined };

describe('the sign-in page of a start without a token (shown before the router)', () => {
  it('keeps /login and its query as they are', () => {
    expect(signInUrlWithoutToken('/login', '')).toBe('/login');
    expect(signInUrlWithoutToken('/login', '?redirect=%2Fhome')).toBe('/login?redirect=%2Fhome');
  });

  it('leaves the other public paths to the router', () => {
    for (const path of PUBLIC_PATHS.filter((p) => p !== '/login')) expect(signInUrlWithoutToken(path, '')).toBeNull();
  });

  it('sends any other page to the very URL the route guard would', async () => {
    for (const [path, search] of [['/system/log', { type: 'login', page: 2 }], ['/home', {}], ['/qr-confirm', { ticket: 'a b' }]] as const) {
      const decision = await guardNavigation(path, search, noLoad);
      if (decision.kind !== 'redirect') throw new Error('the guard should redirect');
      expect(signInUrlWithoutToken(path, defaultStringifySearch(search))).toBe(`${decision.to}${defaultStringifySearch(decision.search ?? {})}`);
    }
  });

  it('reads redirect and redirectQuery back as the login route does, and writes the target as the router would', () => {
    const url = new URL(signInUrlWithoutToken('/system/log', '?type=login&page=2')!, 'http://x');
    const search = parseRouterSearch(url.search);
    expect(search).toEqual({ redirect: '/system/log', redirectQuery: '{"type":"login","page":2}' });
    expect(routerHref('/system/log', JSON.parse(search.redirectQuery as string) as Record<string, unknown>)).toBe('/system/log?type=login&page=2');
  });
});
