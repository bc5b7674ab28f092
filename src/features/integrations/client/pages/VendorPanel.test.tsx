import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import type { IntegrationConfig, SyncResult } from '@/features/integrations/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { syncStatusStore } from '@/sync/status';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const stored: IntegrationConfig = {
  vendor: 'wechatWork', enabled: 1, corpId: 'ww0001', secretMask: '••••••••6789', hasSecret: true, agentId: '1000002', baseUrl: 'https://qyapi.weixin.qq.com',
  defaultBaseUrl: 'https://qyapi.weixin.qq.com', pushMessages: 0, syncUsers: 1, rootDeptId: '1', lastModifyTime: null,
};
const synced: SyncResult = {
  logId: 'l1', departments: { created: 5, updated: 0, failed: 0 }, users: { created: 7, updated: 0, failed: 1 }, created: 12, updated: 0, failed: 1,
  errors: ['成员「赵六」：企业微信返回错误码 60104：手机号码在企业内已存在'],
};
let calls: { method: string; path: string; body: unknown }[] = [];
const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://test.local'), init);
  const text = await request.text();
  const path = new URL(request.url).pathname;
  calls.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
  const data = path.endsWith('/Actions/Test') ? { expiresIn: 7200 } : path.endsWith('/Actions/Sync') ? synced
    : path.endsWith('/SyncLog') ? { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } } : stored;
  return new Response(JSON.stringify({ code: 200, msg: 'Success', data }), { headers: { 'content-type': 'application/json' } });
};

const MODEL_ID = 'integration-model';
const route: MenuRoute = {
  path: '/system/integration', name: 'system-integration', enCode: 'system.integration', type: 2, urlAddress: 'system/integration', parentPath: null, opensWindow: false,
  meta: { title: 'integration', zhTitle: 'integration', icon: null, modelId: MODEL_ID, keepAlive: false },
};

async function renderPanel(buttons: string[], online = true) {
  sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: '第三方集成', button: buttons.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  const { VendorPanel } = await import('./VendorPanel');
  render(
    <MantineProvider>
      <PageRouteContext.Provider value={route}><VendorPanel vendor="wechatWork" online={online} onSynced={() => undefined} /></PageRouteContext.Provider>
      <ConfirmHost />
    </MantineProvider>,
  );
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  await import('./VendorPanel');
}, 30_000);
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  cleanup();
  syncStatusStore.set({ online: true });
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe('VendorPanel 第三方集成', { timeout: 20_000 }, () => {
  it('shows the stored settings with only the secret’s mask, saves an empty secret as “keep it”, tests the connection', async () => {
    await renderPanel(['btn_edit', 'btn_sync']);
    const corpId = (await screen.findByLabelText(/企业 ID（CorpID）/)) as HTMLInputElement;
    expect(corpId.value).toBe('ww0001');
    expect(screen.getByText('已保存（••••••••6789），留空则不修改')).toBeTruthy();
    expect((screen.getByLabelText(/应用 Secret/) as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText(/应用 AgentId/), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('integration-save'));
    expect(await screen.findByText('应用 AgentId 只能是数字')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/应用 AgentId/), { target: { value: '1000003' } });
    fireEvent.click(screen.getByTestId('integration-save'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '保存成功'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/system/integration/wechatWork', body: { secret: '', agentId: '1000003', corpId: 'ww0001' } });

    fireEvent.click(screen.getByTestId('integration-test'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '连接成功，访问令牌有效期 7200 秒'));
  });

  it('syncs after confirming and shows the counts and the reasons of failures', async () => {
    await renderPanel(['btn_sync']);
    fireEvent.click(await screen.findByTestId('integration-sync'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    const card = await screen.findByTestId('integration-result');
    const users = within(card).getByRole('row', { name: /成员/ });
    expect(within(users).getAllByRole('cell').map((c) => c.textContent)).toEqual(['7', '0', '1']);
    expect(within(card).getByText('成员「赵六」：企业微信返回错误码 60104：手机号码在企业内已存在')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('warning', '同步完成，部分数据失败，请查看同步日志');
    // Without btn_edit: no save or test, and the fields are read-only.
    expect(screen.queryByTestId('integration-save')).toBeNull();
    expect((screen.getByLabelText(/企业 ID（CorpID）/) as HTMLInputElement).disabled).toBe(true);
  });

  it('offline: asks for the network instead of loading', async () => {
    await renderPanel(['btn_edit'], false);
    expect(await screen.findByText('配置加载失败，请联网后重新加载')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('the page: 企业微信 and 钉钉 tabs; offline it says the page needs the network and calls nothing', async () => {
    syncStatusStore.set({ online: false });
    sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: '第三方集成', button: [{ enCode: 'btn_edit', fullName: '保存配置' }], column: [], form: [] }] });
    const { default: IntegrationPage } = await import('./IntegrationPage');
    render(<MantineProvider><PageRouteContext.Provider value={route}><IntegrationPage /></PageRouteContext.Provider></MantineProvider>);
    expect((await screen.findByTestId('integration-offline')).textContent).toBe('当前处于离线状态：第三方集成需要联网才能查看、保存、测试和同步。');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['企业微信', '钉钉']);
    fireEvent.click(screen.getByRole('tab', { name: '钉钉' }));
    expect(await screen.findByText('配置加载失败，请联网后重新加载')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
