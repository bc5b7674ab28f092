import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { SETTINGS_DEFAULTS, SETTINGS_MSG, type SystemSettings } from '@/features/system/contract';
import { RuleMsg } from '@/contract/validators';
import { i18n, initI18n } from '@/lib/i18n';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

let stored: SystemSettings;
let puts: SystemSettings[] = [];
const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://test.local'), init);
  const text = await request.text();
  if (request.method === 'PUT') {
    stored = JSON.parse(text) as SystemSettings;
    puts.push(stored);
  }
  const answer = request.method === 'PUT' ? { code: 200, msg: '更新成功', data: null } : { code: 200, msg: 'Success', data: stored };
  return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
};

const MODEL_ID = 'settings-model';
const route: MenuRoute = {
  path: '/system/sysConfig', name: 'system-sysConfig', enCode: 'system.sysConfig', type: 2, urlAddress: 'system/sysConfig', parentPath: null, opensWindow: false,
  meta: { title: 'settings', zhTitle: 'settings', icon: null, modelId: MODEL_ID, keepAlive: false },
};

async function renderPage(buttons: string[]) {
  sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: '系统配置', button: buttons.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  const { default: SettingsPage } = await import('./SettingsPage');
  render(<MantineProvider><PageRouteContext.Provider value={route}><SettingsPage /></PageRouteContext.Provider></MantineProvider>);
  await screen.findByTestId('settings-sysName');
}
const field = (key: string) => screen.getByTestId(`settings-${key}`) as HTMLInputElement;

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  await import('./SettingsPage');
}, 30_000);
beforeEach(() => {
  stored = { ...SETTINGS_DEFAULTS, sysName: '轻办', sysVersion: 'V1.0' };
  puts = [];
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe('SettingsPage 系统配置', { timeout: 20_000 }, () => {
  it('shows the stored settings in sections, validates, and saves them for this tab too', async () => {
    await renderPage(['btn_edit']);
    for (const name of ['基本信息', '登录方式', '锁定与会话', '密码规则']) expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(field('sysName').value).toBe('轻办');
    expect(screen.getByTestId('settings-password-rule').textContent).toBe(RuleMsg.password);
    fireEvent.change(field('passwordMinLength'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText(SETTINGS_MSG.passwordLengthOrder)).toBeTruthy();
    expect(puts).toEqual([]);
    fireEvent.change(field('passwordMinLength'), { target: { value: '8' } });
    fireEvent.change(field('sysName'), { target: { value: '轻办协同' } });
    fireEvent.change(field('lockAfterFailures'), { target: { value: '3' } });
    fireEvent.click(field('qrLogin'));
    expect(screen.getByTestId('settings-password-rule').textContent).toBe('8-16位字符的密码（数字和字母组成）');
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ sysName: '轻办协同', lockAfterFailures: 3, qrLogin: 0, passwordMinLength: 8, sysVersion: 'V1.0' });
    expect(notify).toHaveBeenCalledWith('success', '更新成功');
    expect(sessionStore.get().sysConfig?.sysName).toBe('轻办协同');
  });

  it('shows the settings read-only to someone without the save button', async () => {
    await renderPage([]);
    expect(field('sysName').disabled).toBe(true);
    expect(screen.queryByTestId('settings-save')).toBeNull();
  });
});
