import { Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/contract/limits';
import { settingsStore, updateSetting } from '@/app/settings/settings-store';
import { changeLanguage } from '@/lib/i18n';
import { useStore } from '@/lib/store';
import { HeaderIcon } from './HeaderIcon';

export function setLanguage(language: Language): void {
  updateSetting('language', language);
  void changeLanguage(language);
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useStore(settingsStore, (s) => s.language);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <HeaderIcon label={t('header.language')}>
          <IconLanguage size={18} />
        </HeaderIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item key={language} data-language={language} color={language === current ? 'brand' : undefined} onClick={() => setLanguage(language)}>
            {t(`language.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
