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

  it('of type 3 without a model engine is not available either, never blank', () => {
    render(<MantineProvider><MenuPageHost route={route({ type: 3, path: '/model/x', urlAddress: 'model/x' })} /></MantineProvider>);
    expect(screen.getByText('model/x')).toBeTruthy();
  });

  it('of type 7 with _self shows the external page in a frame', () => {
    render(<MantineProvider><MenuPageHost route={route({ type: 7, externalUrl: 'https://example.com/board' })} /></MantineProvider>);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://example.com/board');
  });
});
