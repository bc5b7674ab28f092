import { Menu } from '@mantine/core';
import { IconTextSize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { settingsStore, updateSetting, type ComponentSize } from '@/app/settings/settings-store';
import { useStore } from '@/lib/store';
import { HeaderIcon } from './HeaderIcon';

const SIZES: ComponentSize[] = ['default', 'medium', 'small', 'mini'];

export function SizeMenu() {
  const { t } = useTranslation();
  const current = useStore(settingsStore, (s) => s.size);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <HeaderIcon label={t('header.size')}>
          <IconTextSize size={18} />
        </HeaderIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {SIZES.map((size) => (
          <Menu.Item key={size} color={size === current ? 'brand' : undefined} onClick={() => updateSetting('size', size)}>
            {t(`size.${size}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
