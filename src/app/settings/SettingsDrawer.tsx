import { ColorSwatch, Divider, Drawer, Group, SegmentedControl, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LAYOUTS, type Language, type Layout } from '@/contract/limits';
import { setLanguage } from '@/app/header/LanguageMenu';
import { useStore } from '@/lib/store';
import { closeSettings, settingsDrawerStore } from './settings-drawer-store';
import { settingsStore, THEME_COLORS, updateSetting, type FontSize, type SidebarTheme, type ThemeColor } from './settings-store';

const SETTINGS_DRAWER_WIDTH = 280;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      {children}
    </Group>
  );
}

/** The settings drawer of SPEC §2; every choice is stored under its jnpf_ key. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const opened = useStore(settingsDrawerStore, (s) => s.opened);
  const s = useStore(settingsStore, (x) => x);
  const toggle = (key: 'tagsView' | 'tagsIcon' | 'useCache' | 'showLanguage' | 'showSearch' | 'sidebarLogo') => (
    <Switch checked={s[key]} onChange={(e) => updateSetting(key, e.currentTarget.checked)} aria-label={t(`settings.${key}`)} data-setting={key} />
  );
  return (
    <Drawer opened={opened} onClose={closeSettings} position="right" size={SETTINGS_DRAWER_WIDTH} title={t('settings.title')} data-testid="settings-drawer">
      <Stack gap="md">
        <Divider label={t('settings.layout')} labelPosition="center" />
        <SegmentedControl
          fullWidth
          orientation="vertical"
          value={s.layoutType}
          onChange={(v) => updateSetting('layoutType', v as Layout)}
          data={LAYOUTS.map((l) => ({ value: l, label: t(`layout.${l}`) }))}
          data-testid="layout-switch"
        />
        <Divider label={t('settings.sidebarTheme')} labelPosition="center" />
        <SegmentedControl fullWidth value={s.themeClass} onChange={(v) => updateSetting('themeClass', v as SidebarTheme)} data={(['dark', 'lightWhite'] as const).map((v) => ({ value: v, label: t(`settings.${v}`) }))} />
        <Divider label={t('settings.themeColor')} labelPosition="center" />
        <Group gap={8} justify="center">
          {(Object.keys(THEME_COLORS) as ThemeColor[]).map((name) => (
            <Tooltip key={name} label={t(`color.${name}`)}>
              <ColorSwatch component="button" type="button" color={THEME_COLORS[name]} size={24} onClick={() => updateSetting('theme', name)} aria-label={t(`color.${name}`)} style={{ cursor: 'pointer', color: '#fff' }}>
                {s.theme === name && <IconCheck size={14} />}
              </ColorSwatch>
            </Tooltip>
          ))}
        </Group>
        <Divider label={t('settings.interface')} labelPosition="center" />
        <Row label={t('settings.fontSize')}>
          <SegmentedControl size="xs" value={s.fontSize} onChange={(v) => updateSetting('fontSize', v as FontSize)} data={(['large', 'medium', 'small'] as const).map((v) => ({ value: v, label: t(`fontSize.${v}`) }))} />
        </Row>
        <Row label={t('settings.tagsView')}>{toggle('tagsView')}</Row>
        <Row label={t('settings.tagsIcon')}>{toggle('tagsIcon')}</Row>
        <Row label={t('settings.useCache')}>{toggle('useCache')}</Row>
        <Row label={t('settings.sidebarLogo')}>{toggle('sidebarLogo')}</Row>
        <Row label={t('settings.showSearch')}>{toggle('showSearch')}</Row>
        <Row label={t('settings.showLanguage')}>{toggle('showLanguage')}</Row>
        <Row label={t('settings.language')}>
          <SegmentedControl size="xs" value={s.language} onChange={(v) => setLanguage(v as Language)} data={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))} data-testid="language-switch" />
        </Row>
      </Stack>
    </Drawer>
  );
}
