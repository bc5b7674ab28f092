import './shell.css';
import { AppShell, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT, SIDEBAR_WIDTH } from '@/contract/limits';
import { CompactMenu } from '@/app/menu/CompactMenu';
import { useMenuTree, type MenuItem } from '@/app/menu/menu-tree';
import { SidebarMenu } from '@/app/menu/SidebarMenu';
import { pagesBelow } from '@/app/menu/TopMenu';
import { SettingsDrawer } from '@/app/settings/SettingsDrawer';
import { settingsStore, updateSetting } from '@/app/settings/settings-store';
import { TagsBar } from '@/app/tags/TagsBar';
import { TagsScroller } from '@/app/tags/TagsScroller';
import { ConfirmHost } from '@/components/dialogs/confirm';
import { useStore } from '@/lib/store';
import { AppHeader } from './AppHeader';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { Logo } from './Logo';
import { PageHeading } from './PageHeading';
import { useLastLoginNotice } from './use-last-login-notice';
import { useTrackTags } from './use-track-tags';

const COMPACT_WIDTH = 64;
const HEADER_HEIGHT = 50;

/** Focus moves to the page without a fragment in the address (the router owns the URL). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('qb-main')?.focus();
}

/** The signed-in frame in one of the four layouts of SPEC §2, switchable live. */
export default function ShellLayout() {
  const layout = useStore(settingsStore, (s) => s.layoutType);
  const sidebarOpen = useStore(settingsStore, (s) => s.sidebarStatus === 1);
  const sidebarTheme = useStore(settingsStore, (s) => s.themeClass);
  const showLogo = useStore(settingsStore, (s) => s.sidebarLogo);
  const tagsView = useStore(settingsStore, (s) => s.tagsView);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`) ?? false;
  const [mobileOpen, setMobileOpen] = useState(false);
  const { items, chain, pathname } = useMenuTree();
  const [blendTopId, setBlendTopId] = useState<string | undefined>(undefined);
  const navigate = useNavigate();
  const { t } = useTranslation();
  useTrackTags();
  useLastLoginNotice();

  useEffect(() => setMobileOpen(false), [pathname]);
  const activeTopId = chain[0] ?? blendTopId ?? items[0]?.id;
  useEffect(() => {
    if (chain[0]) setBlendTopId(chain[0]);
  }, [chain]);

  const selectTop = (item: MenuItem) => {
    if (layout === 'blend') {
      setBlendTopId(item.id);
      const first = pagesBelow(item)[0];
      if (first) void navigate({ to: first.route.path });
    } else void navigate({ to: item.route.path });
  };

  const blendItems = items.find((i) => i.id === activeTopId)?.children ?? [];
  const compact = !isMobile && (layout === 'plain' || (layout === 'classic' && !sidebarOpen));
  const hasDesktopNavbar = layout === 'classic' || layout === 'plain' || (layout === 'blend' && blendItems.length > 0);
  const navbarWidth = compact ? COMPACT_WIDTH : SIDEBAR_WIDTH;
  const topMenu = !isMobile && (layout === 'blend' || layout === 'functional');

  const sidebar = (
    <div className="qb-sidebar" data-theme={sidebarTheme} data-testid="sidebar">
      {showLogo && !isMobile && (layout === 'classic' || layout === 'plain') && <Logo compact={compact} />}
      <ScrollArea className="qb-menu-scroll" type="hover" scrollbarSize={6}>
        {compact ? (
          <CompactMenu items={items} chain={chain} />
        ) : (
          <SidebarMenu items={layout === 'blend' && !isMobile ? blendItems : items} chain={layout === 'blend' && !isMobile ? chain.slice(1) : chain} />
        )}
      </ScrollArea>
    </div>
  );

  return (
    <>
      {/* First in the Tab order: past the header and the menu to the page (WCAG 2.4.1). */}
      <a className="qb-skip-link" href="#qb-main" onClick={skipToMain}>{t('app.skipToContent')}</a>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{ width: navbarWidth, breakpoint: MOBILE_BREAKPOINT, collapsed: { mobile: !mobileOpen, desktop: !hasDesktopNavbar } }}
        padding={0}
        layout={!isMobile && (layout === 'classic' || layout === 'plain') ? 'alt' : 'default'}
        data-qb-layout={layout}
      >
        <AppShell.Header withBorder={false}>
          <AppHeader
            layout={layout}
            isMobile={isMobile}
            topMenu={topMenu ? { items, activeTopId, mode: layout === 'blend' ? 'blend' : 'functional', onSelectTop: selectTop } : null}
            onBurger={() => (isMobile ? setMobileOpen((o) => !o) : updateSetting('sidebarStatus', sidebarOpen ? 0 : 1))}
            burgerOpened={isMobile ? mobileOpen : sidebarOpen}
          />
        </AppShell.Header>
        <AppShell.Navbar withBorder={false}>{sidebar}</AppShell.Navbar>
        <AppShell.Main id="qb-main" tabIndex={-1}>
          <PageHeading />
          {tagsView && <TagsScroller><TagsBar /></TagsScroller>}
          <KeepAliveOutlet />
        </AppShell.Main>
        <SettingsDrawer />
        <ConfirmHost />
      </AppShell>
    </>
  );
}
