import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import type { MenuAdminNode } from '@/features/system/contract';
import { i18n, initI18n } from '@/lib/i18n';

const node = (id: string, type: number, parentId: string, extra: Partial<MenuAdminNode> = {}): MenuAdminNode => ({
  id, parentId, type, enCode: id, fullName: id, fullNameZhtw: null, fullNameEn: null, icon: null, urlAddress: type === 1 ? null : `${id}/page`, linkTarget: null,
  keepAlive: 1, propertyJson: null, sortCode: 0, enabledMark: 1, hidden: 0, description: null, builtIn: false, customised: false,
  counts: { button: 0, column: 0, form: 0, scheme: 0 }, creatorTime: 0, lastModifyTime: null, hasChildren: false, children: [], ...extra,
});
const tree = (): MenuAdminNode[] => [
  { ...node('system', 1, '-1', { builtIn: true, fullName: '系统管理' }), hasChildren: true, children: [node('system.log', 2, 'system', { builtIn: true, customised: true, fullName: '系统日志', urlAddress: 'system/log' })] },
  node('mine', 2, '-1', { fullName: '自建页', hidden: 1, enabledMark: 0 }),
];

function fakeServer() {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://test.local'), init);
    const url = new URL(request.url);
    const text = await request.text();
    requests.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
    const data = request.method === 'GET' && url.pathname === '/api/system/Menu' ? { list: tree() } : null;
    return new Response(JSON.stringify({ code: 200, msg: request.method === 'GET' ? 'Success' : '新建成功', data }), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));
const route: MenuRoute = {
  path: '/system/menu', name: 'system-menu', enCode: 'system.menu', type: 2, urlAddress: 'system/menu', parentPath: null, opensWindow: false,
  meta: { title: 'menu', zhTitle: 'menu', icon: null, modelId: 'menu-model', keepAlive: false },
};
let server: ReturnType<typeof fakeServer>;

async function renderPage(buttons: string[]) {
  sessionStore.set({ permissions: [{ modelId: 'menu-model', moduleName: 'menu', button: buttons.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  const { default: MenuPage } = await import('./MenuPage');
  render(<MantineProvider><PageRouteContext.Provider value={route}><MenuPage /></PageRouteContext.Provider><ConfirmHost /></MantineProvider>);
  await screen.findByText('系统日志');
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  await import('./MenuPage');
}, 30_000);
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MenuPage (菜单管理)', { timeout: 30_000 }, () => {
  it('shows the tree with what each entry is, and only the actions the user holds', async () => {
    await renderPage(['btn_edit']);
    const log = screen.getByTestId('menu-row-system.log');
    expect(within(log).getByText('内置')).toBeTruthy();
    expect(within(log).getByText('已修改')).toBeTruthy();
    const mine = screen.getByTestId('menu-row-mine');
    expect(within(mine).getByText('隐藏')).toBeTruthy();
    expect(within(mine).getByText('禁用')).toBeTruthy();
    expect(screen.queryByTestId('menu-add')).toBeNull();
    expect(screen.queryByTestId('menu-import')).toBeNull();
    expect(screen.queryByTestId('menu-addChild-system')).toBeNull();
    expect(screen.getByTestId('menu-drag-mine')).toBeTruthy();
    fireEvent.click(screen.getByTestId('menu-more-system.log'));
    expect(await screen.findByTestId('menu-reset-system.log')).toBeTruthy();
    expect(screen.queryByTestId('menu-delete-system.log')).toBeNull();
    fireEvent.click(screen.getByTestId('menu-reset-system.log'));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT' && r.path === '/api/system/Menu/system.log/Actions/Reset')).toBe(true));
  });

  it('adds an entry under the directory it was asked from, checked by the contract before the server sees it', async () => {
    await renderPage(['btn_add', 'btn_edit', 'btn_remove']);
    expect(screen.queryByTestId('menu-drag-mine')).toBeTruthy();
    fireEvent.click(screen.getByTestId('menu-addChild-system'));
    const dialog = await screen.findByRole('dialog', { name: '新建菜单' });
    fireEvent.change(within(dialog).getByTestId('menu-fullName'), { target: { value: '值班表' } });
    fireEvent.change(within(dialog).getByTestId('menu-enCode'), { target: { value: 'system.duty' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    // A directory needs no address; the page type does.
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(server.requests.find((r) => r.method === 'POST')!.body).toMatchObject({ parentId: 'system', type: 1, enCode: 'system.duty', fullName: '值班表', enabledMark: 1, hidden: 0 });
  });

  it('keeps the code and type of a built-in menu, and warns when another page has the same address', async () => {
    await renderPage(['btn_add', 'btn_edit', 'btn_remove']);
    fireEvent.click(screen.getByTestId('menu-edit-system.log'));
    const dialog = await screen.findByRole('dialog', { name: '编辑菜单' });
    expect((within(dialog).getByTestId('menu-enCode') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByTestId('menu-shared-address')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('menu-urlAddress'), { target: { value: '/mine/page' } });
    expect(within(dialog).getByTestId('menu-shared-address').textContent).toContain('自建页');
    fireEvent.change(within(dialog).getByTestId('menu-urlAddress'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入路由地址')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});
