import { DEFAULT_LAYOUT, LAYOUTS, type Language, type Layout } from '@/contract/limits';
import { initialLanguage } from '@/lib/language';
import { readStored, writeStored } from '@/lib/storage';
import { createStore } from '@/lib/store';

export const THEME_COLORS = {
  blue: '#1890ff',
  purple: '#722ed1',
  azure: '#13c2c2',
  ocean: '#2f54eb',
  green: '#52c41a',
  yellow: '#d4b106',
  orange: '#fa8c16',
  red: '#f5222d',
} as const;
export type ThemeColor = keyof typeof THEME_COLORS;
export type FontSize = 'large' | 'medium' | 'small';
export type ComponentSize = 'default' | 'medium' | 'small' | 'mini';
export type SidebarTheme = 'dark' | 'lightWhite';

/** Every local setting of SPEC §3; each is stored under `jnpf_<key>`. */
export interface Settings {
  layoutType: Layout;
  themeClass: SidebarTheme;
  theme: ThemeColor;
  fontSize: FontSize;
  tagsView: boolean;
  tagsIcon: boolean;
  useCache: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  showSettings: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Sidebar open 1 / closed 0 (SPEC §4). */
  sidebarStatus: 0 | 1;
  language: Language;
  size: ComponentSize;
}

export const DEFAULT_SETTINGS: Settings = {
  layoutType: DEFAULT_LAYOUT,
  themeClass: 'dark',
  theme: 'blue',
  fontSize: 'medium',
  tagsView: true,
  tagsIcon: true,
  useCache: true,
  showLanguage: true,
  showSearch: true,
  showSettings: true,
  fixedHeader: true,
  sidebarLogo: true,
  sidebarStatus: 1,
  language: 'zh',
  size: 'default',
};

function restore(): Settings {
  const out = { ...DEFAULT_SETTINGS } as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS)) out[key] = readStored(key, out[key]);
  const settings = out as unknown as Settings;
  settings.language = initialLanguage();
  if (!LAYOUTS.includes(settings.layoutType)) settings.layoutType = DEFAULT_LAYOUT;
  if (!(settings.theme in THEME_COLORS)) settings.theme = 'blue';
  return settings;
}

export const settingsStore = createStore<Settings>(restore());

export function updateSetting<K extends keyof Settings>(key: K, value: Settings[K]): void {
  writeStored(key, value);
  settingsStore.set({ [key]: value } as unknown as Partial<Settings>);
}

/** The server's theme picks the layout; anything unknown means classic (SPEC §4). */
export function layoutFromServerTheme(theme: string | undefined): Layout {
  return (LAYOUTS as readonly string[]).includes(theme ?? '') ? (theme as Layout) : DEFAULT_LAYOUT;
}
