import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('local settings (SPEC §3)', () => {
  it('every setting is written under its jnpf_ key and restored on the next start', async () => {
    const first = await import('./settings-store');
    first.updateSetting('layoutType', 'blend');
    first.updateSetting('theme', 'green');
    first.updateSetting('fontSize', 'large');
    first.updateSetting('tagsView', false);
    first.updateSetting('sidebarStatus', 0);
    expect(localStorage.getItem('jnpf_layoutType')).toBe('"blend"');
    expect(localStorage.getItem('jnpf_sidebarStatus')).toBe('0');
    vi.resetModules();
    const second = await import('./settings-store');
    expect(second.settingsStore.get()).toMatchObject({ layoutType: 'blend', theme: 'green', fontSize: 'large', tagsView: false, sidebarStatus: 0 });
  });

  it('defaults: classic layout, blue #1890ff, sidebar open', async () => {
    const { settingsStore, THEME_COLORS } = await import('./settings-store');
    expect(settingsStore.get()).toMatchObject({ layoutType: 'classic', theme: 'blue', sidebarStatus: 1, useCache: true });
    expect(THEME_COLORS.blue).toBe('#1890ff');
  });

  it('a stored layout that is not one of the four falls back to classic', async () => {
    localStorage.setItem('jnpf_layoutType', '"weird"');
    const { settingsStore, layoutFromServerTheme } = await import('./settings-store');
    expect(settingsStore.get().layoutType).toBe('classic');
    expect(layoutFromServerTheme('functional')).toBe('functional');
    expect(layoutFromServerTheme('dark')).toBe('classic');
  });
});
