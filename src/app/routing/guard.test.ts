import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, sessionStore, setLocked, setToken } from '@/app/session/session-store';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { guardNavigation, PUBLIC_PATHS } from './guard';

const loaded = { menus: [], permissions: [], userInfo: null, sysConfig: null };

beforeAll(() => setupTestI18n());
beforeEach(() => {
  localStorage.clear();
  resetSession();
});

const deps = (load: () => Promise<void> = async () => sessionStore.set({ ...loaded, menus: [] })) => ({ loadSession: vi.fn(load), showError: vi.fn() });

describe('route guard (SPEC §2)', () => {
  it.each(PUBLIC_PATHS)('without a token %s is reachable', async (path) => {
    expect(await guardNavigation(path, {}, deps())).toEqual({ kind: 'allow' });
  });

  it('without a token any other path goes to /login with redirect and redirectQuery', async () => {
    expect(await guardNavigation('/system/log', { type: 'login' }, deps())).toEqual({
      kind: 'redirect', to: '/login', search: { redirect: '/system/log', redirectQuery: '{"type":"login"}' },
    });
    expect(await guardNavigation('/home', {}, deps())).toEqual({ kind: 'redirect', to: '/login', search: { redirect: '/home' } });
  });

  it('a window without a session takes ?token= on a path that accepts it (type 6), for itself only', async () => {
    const d = { ...deps(), takesQueryToken: (p: string) => p.startsWith('/datascreen/') };
    expect(await guardNavigation('/datascreen/demo.assets', { token: 'q1' }, d)).toEqual({ kind: 'allow' });
    expect(sessionStore.get().token).toBe('q1');
    expect(localStorage.getItem('jnpf_token')).toBeNull();
    resetSession();
    expect(await guardNavigation('/home', { token: 'q1' }, d)).toEqual({ kind: 'redirect', to: '/login', search: { redirect: '/home', redirectQuery: '{"token":"q1"}' } });
    expect(sessionStore.get().token).toBeNull();
    // A session of its own wins over the URL's.
    setToken('mine');
    await guardNavigation('/datascreen/demo.assets', { token: 'q1' }, d);
    expect(sessionStore.get().token).toBe('mine');
  });

  it('with a token a locked session forces /lockScreen', async () => {
    setToken('t');
    setLocked(true);
    expect(await guardNavigation('/home', {}, deps())).toEqual({ kind: 'redirect', to: '/lockScreen' });
    expect(localStorage.getItem('jnpf_isLock')).toBe('1');
  });

  it('with a token /login goes to /', async () => {
    setToken('t');
    expect(await guardNavigation('/login', {}, deps())).toEqual({ kind: 'redirect', to: '/' });
  });

  it('loads the menus once, then lets the navigation through', async () => {
    setToken('t');
    const d = deps();
    expect(await guardNavigation('/home', {}, d)).toEqual({ kind: 'allow' });
    await guardNavigation('/profile', {}, d);
    expect(d.loadSession).toHaveBeenCalledTimes(1);
  });

  it('a failed load resets the token, shows the error, and goes to /login with the way back', async () => {
    setToken('t');
    const d = deps(async () => {
      throw new Error('您的权限不足，请联系管理员');
    });
    expect(await guardNavigation('/system/log', {}, d)).toEqual({ kind: 'redirect', to: '/login', search: { redirect: '/system/log' } });
    expect(d.showError).toHaveBeenCalledWith('您的权限不足，请联系管理员');
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.getItem('jnpf_token')).toBeNull();
  });

  it("an error without text shows 'Has Error'; a server message already toasted is not repeated", async () => {
    setToken('t');
    const silent = deps(async () => {
      throw new Error('');
    });
    await guardNavigation('/home', {}, silent);
    expect(silent.showError).toHaveBeenCalledWith('Has Error');
    setToken('t');
    const toasted = deps(async () => {
      throw new EnvelopeError({ code: 500, msg: '系统异常，请联系管理员', data: null });
    });
    await guardNavigation('/home', {}, toasted);
    expect(toasted.showError).not.toHaveBeenCalled();
  });
});
