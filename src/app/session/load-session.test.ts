import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@/contract/codes';
import type { CurrentUser } from '@/features/auth/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import type * as SyncModule from '@/sync';
import { currentDb, deleteUserDb, openUserDb } from '@/sync/db';
import { menu, sessionInfo } from '@/sync/session-cache.fixture';
import { loadSession } from './load-session';
import { resetSession, sessionStore, setToken } from './session-store';

// The sync engine itself is not under test: starting it only opens the user's store here.
vi.mock('@/sync', async (original) => ({ ...(await original<typeof SyncModule>()), startUserSync: async (userId: string) => ({ db: await openUserDb(userId) }) }));
vi.mock('./platform-socket', () => ({ connectPlatformSocket: vi.fn(), closePlatformSocket: vi.fn(), setSocketLogoutHandler: vi.fn() }));

type Answer = CurrentUser | { code: number; msg: string } | 'network';
function server(answer: () => Answer) {
  vi.stubGlobal('fetch', vi.fn(async () => {
    const a = answer();
    if (a === 'network') throw new TypeError('Failed to fetch');
    const envelope = 'code' in a ? { ...a, data: null } : { code: 200, msg: 'Success', data: a };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  }));
}
const storedMenus = async () => (await currentDb()?.menus.count()) ?? 0;

beforeAll(() => setupTestI18n());
beforeEach(() => {
  localStorage.clear();
  resetSession();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteUserDb('u1');
});

describe('loading the session (ADR 0009)', () => {
  it('online: CurrentUser fills the session and is written to the user\'s device store; offline the shell starts from that store', async () => {
    setToken('t1');
    server(() => sessionInfo());
    await loadSession();
    expect(sessionStore.get().menus?.map((m) => m.fullName)).toEqual(['系统管理', '权限管理']);
    await vi.waitFor(async () => expect(await storedMenus()).toBe(4));
    expect(localStorage.getItem('jnpf_sessionSnapshot')).toBeNull();

    sessionStore.set({ menus: null, permissions: [], userInfo: null });
    server(() => 'network');
    await loadSession();
    const s = sessionStore.get();
    expect(s.menus).toEqual(sessionInfo().menuList);
    expect(s.permissions[0]?.button.map((b) => b.enCode)).toEqual(['btn_remove']);
    expect(s.userInfo?.userId).toBe('u1');
  });

  it('a newer answer replaces the kept one', async () => {
    setToken('t1');
    server(() => sessionInfo());
    await loadSession();
    await vi.waitFor(async () => expect(await storedMenus()).toBe(4));
    server(() => sessionInfo('u1', [menu('perm', '权限管理')]));
    await loadSession();
    await vi.waitFor(async () => expect(await storedMenus()).toBe(1));
  });

  it('the kept session is used only for the same token, and never when the server answered', async () => {
    setToken('t1');
    server(() => sessionInfo());
    await loadSession();
    await vi.waitFor(async () => expect(await storedMenus()).toBe(4));

    sessionStore.set({ menus: null });
    server(() => ({ code: Code.TOKEN_INVALID, msg: '登录过期,请重新登录' }));
    await expect(loadSession()).rejects.toBeInstanceOf(EnvelopeError);
    expect(sessionStore.get().menus).toBeNull();

    setToken('t2');
    server(() => 'network');
    await expect(loadSession()).rejects.toThrow();
    expect(sessionStore.get().menus).toBeNull();
  });

  it('sign-out forgets which store held the session: offline there is nothing to start from', async () => {
    setToken('t1');
    server(() => sessionInfo());
    await loadSession();
    await vi.waitFor(async () => expect(await storedMenus()).toBe(4));
    resetSession();
    setToken('t1');
    server(() => 'network');
    await expect(loadSession()).rejects.toThrow();
  });
});
