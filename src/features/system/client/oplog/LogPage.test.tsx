import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import type { OplogDetail, OplogRow } from '@/features/system/contract';
import { i18n, initI18n } from '@/lib/i18n';

const row: OplogRow = {
  id: 'op-1', category: 'operation', userId: 'u1', account: 'admin', userName: '管理员', ip: '10.0.0.8', method: 'PUT', url: '/api/permission/Users/u9',
  module: 'permission.user', moduleTitle: { zh: '用户管理', zhtw: '使用者管理', en: 'Users' }, action: 'btn_edit', actionName: '编辑',
  httpStatus: 200, code: 200, msg: '更新成功', duration: 12, reference: null, changeCount: 1, creatorTime: Date.UTC(2026, 10, 22, 2, 0, 0),
};
const detail: OplogDetail = {
  ...row, userAgent: 'Chromium',
  summary: JSON.stringify({ params: { id: 'u9' }, body: { realName: '赵强强', password: '***' } }),
  error: null,
  changes: [{ module: 'permission.user', entity: 'user', id: 'u9', before: { account: 'wh01', realName: '赵强', mobilePhone: '13800000004' }, after: { account: 'wh01', realName: '赵强强', mobilePhone: '13800000004' } }],
};

/** The log routes behind `fetch`, through the real http client; every request is recorded. */
function fakeLogServer() {
  const requests: Array<{ method: string; path: string; query: URLSearchParams }> = [];
  const ok = (data: unknown) => ({ code: 200, msg: 'Success', data });
  const page = (list: unknown[]) => ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } });
  const route = (method: string, path: string) => {
    if (path.startsWith('/api/permission/Authority/GetColumnsByModuleId/')) return ok({ fieldList: '' });
    if (method === 'GET' && path === '/api/system/Log') return page([]);
    if (method === 'GET' && path === '/api/system/Log/operation') return page([row]);
    if (method === 'GET' && path === '/api/system/Log/operation/op-1') return ok(detail);
    return { code: 404, msg: `no route ${method} ${path}`, data: null };
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://test.local'), init);
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams });
    return new Response(JSON.stringify(route(request.method, url.pathname)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

const MODEL_ID = 'log-model';
const route: MenuRoute = {
  path: '/system/log', name: 'system-log', enCode: 'system.log', type: 2, urlAddress: 'system/log', parentPath: null, opensWindow: false,
  meta: { title: 'log', zhTitle: 'log', icon: null, modelId: MODEL_ID, keepAlive: false },
};
let server: ReturnType<typeof fakeLogServer>;

async function renderPage(buttons: string[]) {
  sessionStore.set({ menus: [], permissions: [{ modelId: MODEL_ID, moduleName: 'log', button: buttons.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  const { default: LogPage } = await import('../log/LogPage');
  render(
    <MantineProvider>
      <PageRouteContext.Provider value={route}><LogPage /></PageRouteContext.Provider>
      <ConfirmHost />
    </MantineProvider>,
  );
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  await import('../log/LogPage');
}, 30_000);
beforeEach(() => {
  server = fakeLogServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('系统日志 with its tabs and the detail drawer', { timeout: 60_000 }, () => {
  it('opens an operation and shows the redacted request and the before/after of the changed fields', async () => {
    await renderPage(['btn_export']);
    fireEvent.click(await screen.findByTestId('log-tab-operation'));
    expect(await screen.findByText('/api/permission/Users/u9')).toBeTruthy();
    expect(screen.getByText('用户管理')).toBeTruthy();
    fireEvent.click(screen.getByTestId('oplog-open-op-1'));
    const drawer = await screen.findByTestId('change-u9');
    expect(within(drawer).getByText('修改')).toBeTruthy();
    // Only the changed field shows at first, its before and after side by side.
    await waitFor(() => expect(within(drawer).queryByTestId('diff-row-account')).toBeNull());
    const changed = within(drawer).getByTestId('diff-row-realName');
    expect(changed.getAttribute('data-changed')).toBe('true');
    expect([...changed.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['姓名', '赵强', '赵强强']);
    fireEvent.click(within(drawer).getByTestId('diff-only-changed'));
    expect(within(drawer).getByTestId('diff-row-account').getAttribute('data-changed')).toBe('false');
    expect(within(drawer).getByTestId('diff-row-mobilePhone')).toBeTruthy();
    const summary = screen.getByTestId('log-summary').textContent!;
    expect(JSON.parse(summary)).toEqual({ params: { id: 'u9' }, body: { realName: '赵强强', password: '***' } });
    expect(server.requests.map((r) => r.path)).toContain('/api/system/Log/operation/op-1');
  });

  it('without the delete button: no delete and no settings; filters go to the server', async () => {
    await renderPage(['btn_export']);
    expect(screen.queryByTestId('log-settings')).toBeNull();
    fireEvent.click(await screen.findByTestId('log-tab-operation'));
    await screen.findByText('/api/permission/Users/u9');
    expect(screen.queryByTestId('oplog-delete-operation')).toBeNull();
    expect(screen.getByTestId('oplog-export-operation')).toBeTruthy();
    fireEvent.change(screen.getByTestId('oplog-user'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('list.search') }));
    await waitFor(() => expect(server.requests.filter((r) => r.path === '/api/system/Log/operation').at(-1)!.query.get('user')).toBe('admin'));
  });

  it('with the delete button: delete and the log settings are there', async () => {
    await renderPage(['btn_export', 'btn_remove']);
    expect(await screen.findByTestId('log-settings')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('log-tab-exception'));
    expect(await screen.findByTestId('oplog-delete-exception')).toBeTruthy();
  });
});
