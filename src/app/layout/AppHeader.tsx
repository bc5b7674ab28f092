import { Burger } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Layout } from '@/contract/limits';
import { FullscreenButton } from '@/app/header/FullscreenButton';
import { LanguageMenu } from '@/app/header/LanguageMenu';
import { MenuSearch } from '@/app/header/MenuSearch';
import { FeatureHeaderSlots } from '@/app/header/FeatureHeaderSlots';
import { OrgSwitcher } from '@/app/header/OrgSwitcher';
import { SettingsButton } from '@/app/header/SettingsButton';
import { SizeMenu } from '@/app/header/SizeMenu';
import { HeaderIcon } from '@/app/header/HeaderIcon';
import { UserMenu } from '@/app/header/UserMenu';
import { TopMenu } from '@/app/menu/TopMenu';
import { settingsStore } from '@/app/settings/settings-store';
import { useStore } from '@/lib/store';
import { SyncBadge } from '@/app/header/SyncBadge';
import { Logo } from './Logo';

interface Props {
  layout: Layout;
  isMobile: boolean;
  topMenu: Parameters<typeof TopMenu>[0] | null;
  burgerOpened: boolean;
  onBurger(): void;
}

export function AppHeader({ layout, isMobile, topMenu, burgerOpened, onBurger }: Props) {
  const showSearch = useStore(settingsStore, (s) => s.showSearch);
  const showLanguage = useStore(settingsStore, (s) => s.showLanguage);
  const showSettings = useStore(settingsStore, (s) => s.showSettings);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const Fold = burgerOpened ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;
  return (
    <div className="qb-header" style={{ paddingLeft: topMenu || isMobile ? 0 : 8 }} data-top-menu={topMenu ? '' : undefined}>
      {(topMenu || isMobile) && <Logo className="qb-header-logo" compact={isMobile} />}
      {isMobile && <Burger opened={burgerOpened} onClick={onBurger} size="sm" aria-label={t('header.toggleMenu')} />}
      {!isMobile && layout === 'classic' && (
        <HeaderIcon label={t('header.toggleMenu')} onClick={onBurger} data-testid="sidebar-toggle">
          <Fold size={20} />
        </HeaderIcon>
      )}
      {topMenu && <TopMenu {...topMenu} />}
      <div className="qb-header-tools">
        <SyncBadge onOpen={() => void navigate({ to: '/syncStatus' })} />
        {showSearch && !isMobile && <MenuSearch />}
        {!isMobile && <OrgSwitcher />}
        {!isMobile && <FullscreenButton />}
        {showLanguage && <LanguageMenu />}
        {!isMobile && <SizeMenu />}
        <FeatureHeaderSlots />
        <UserMenu />
        {showSettings && <SettingsButton />}
      </div>
    </div>
  );
}
