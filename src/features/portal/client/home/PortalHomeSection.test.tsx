import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { deleteUserDb, openUserDb, type QingbanDb } from '@/sync/db';
import { syncStatusStore } from '@/sync/status';
import { HOME_KEY, keepSnapshot } from '../offline-cache';
import { HOME, LISTS } from '../../testing/portal-fixtures';
import PortalHomeSection from './PortalHomeSection';

// The router and the menu helpers as the widgets use them, without a router (happy-dom).
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => <a href={to} {...rest}>{children}</a>,
  useNavigate: () => () => undefined,
}));
vi.mock('@/app/menu/menu-tree', () => ({
  useMenuTree: () => ({ items: [{ id: 'm1', children: [], route: { path: '/permission/user', meta: { icon: 'users' }, type: 2 } }] }),
}));
vi.mock('@/app/menu/open-menu', () => ({ useMenuLink: () => (route: { path: string }) => ({ href: route.path }) }));
vi.mock('@/app/menu/MenuCards', () => ({ MenuCards: ({ items }: { items: { id: string; route: { path: string } }[] }) => <div>{items.map((i) => <a key={i.id} href={i.route.path} data-menu-path={i.route.path}>{i.route.path}</a>)}</div> }));
vi.mock('@/components/charts/echarts-loader', () => ({ loadEcharts: () => new Promise(() => undefined) }));


const USER = 'portal-home-tester';
let db: QingbanDb;
const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'Success', data }), { headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
}, 30_000);
beforeEach(async () => {
  db = await openUserDb(USER);
});
afterEach(async () => {
  cleanup();
  syncStatusStore.set({ online: true });
  vi.unstubAllGlobals();
  await deleteUserDb(USER);
});

describe('/home portal offline', () => {
  it('offline, shows the kept portal with its time and an offline note', async () => {
    await keepSnapshot(db, { key: HOME_KEY, home: HOME, lists: LISTS, fetchedAt: HOME.fetchedAt });
    syncStatusStore.set({ online: false });
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    render(<MantineProvider><PortalHomeSection /></MantineProvider>);
    expect((await screen.findByTestId('portal-offline')).textContent).toBe('离线：显示 2026-01-05 09:30 的数据');
    expect(screen.getByTestId('portal-widget-todo')).toBeTruthy();
    expect(screen.getByTestId('chart-card').textContent).toBe('1,234.50元');
  });

  it('offline with nothing kept says so instead of a blank page', async () => {
    syncStatusStore.set({ online: false });
    render(<MantineProvider><PortalHomeSection /></MantineProvider>);
    expect((await screen.findByTestId('portal-offline')).textContent).toBe('离线，尚无保存的门户数据，联网后显示');
  });

  it('online, shows the server\'s portal and keeps it for offline', async () => {
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      return url.pathname.endsWith('/Portal/Home') ? envelope(HOME) : envelope({ list: [], pagination: { total: 0 } });
    }));
    render(<MantineProvider><PortalHomeSection /></MantineProvider>);
    expect(await screen.findByTestId('portal-fetched-at')).toBeTruthy();
    expect(screen.getByTestId('portal-view').getAttribute('data-portal-id')).toBe('p1');
    await waitFor(async () => expect((await db.portalCache.get(HOME_KEY))?.home.portal.id).toBe('p1'));
  });
});
