import { createTheme, MantineProvider, Modal, Notification } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { accessibleThemeOverride } from './theme-a11y';

beforeAll(() => initI18n('zh'));
afterEach(async () => {
  cleanup();
  await changeLanguage('zh');
});

describe('accessible theme defaults', () => {
  it('names the close button of every toast in the current language', async () => {
    const theme = createTheme(accessibleThemeOverride);
    const { rerender } = render(<MantineProvider theme={theme}><Notification>已保存</Notification></MantineProvider>);
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    await changeLanguage('en');
    rerender(<MantineProvider theme={theme}><Notification>Saved</Notification></MantineProvider>);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('names the close button of a dialog, unless the page names its own', async () => {
    const theme = createTheme(accessibleThemeOverride);
    render(<MantineProvider theme={theme}><Modal opened onClose={() => undefined} title="发布">x</Modal><Modal opened onClose={() => undefined} title="扫码" closeButtonProps={{ 'aria-label': '关闭扫码' }}>y</Modal></MantineProvider>);
    expect(await screen.findByRole('button', { name: '关闭' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭扫码' })).toBeTruthy();
  });
});
