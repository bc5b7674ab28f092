import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { MenuPageHost } from './MenuPageHost';

beforeAll(() => setupTestI18n());
afterEach(cleanup);

const route = (over: Partial<MenuRoute>): MenuRoute => ({
  path: '/x', name: 'x', enCode: 'x', type: 2, urlAddress: 'x', parentPath: null, opensWindow: false,
  meta: { title: '页面', zhTitle: '页面', icon: null, modelId: 'm', keepAlive: false },
  ...over,
});

describe('a menu page', () => {
  it('whose urlAddress has no registered page says so honestly, with the address', () => {
    render(<MantineProvider><MenuPageHost route={route({ path: '/asset/check', urlAddress: 'asset/check' })} /></MantineProvider>);
    expect(screen.getByTestId('not-available').textContent).toContain('此页面在当前版本中暂未开放');
    expect(screen.getByText('asset/check')).toBeTruthy();
  });

  it('of type 3 opens the released model\'s page, which says so when the device holds no such model (never blank)', async () => {
    render(<MantineProvider><MenuPageHost route={route({ type: 3, path: '/model/x', urlAddress: 'model/x', meta: { title: '车辆', zhTitle: '车辆', icon: null, modelId: 'm', keepAlive: false, moduleId: 'nope' } })} /></MantineProvider>);
    expect(await screen.findByText('该功能不存在或您没有权限', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('of type 7 with _self shows the external page in a frame', () => {
    render(<MantineProvider><MenuPageHost route={route({ type: 7, externalUrl: 'https://example.com/board' })} /></MantineProvider>);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://example.com/board');
  });
});
