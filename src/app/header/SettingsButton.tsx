import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openSettings } from '@/app/settings/settings-drawer-store';
import { HeaderIcon } from './HeaderIcon';

export function SettingsButton() {
  const { t } = useTranslation();
  return (
    <HeaderIcon label={t('settings.title')} onClick={openSettings} data-testid="settings-button">
      <IconSettings size={18} />
    </HeaderIcon>
  );
}
