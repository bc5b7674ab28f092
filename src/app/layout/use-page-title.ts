import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { findMenuRoute } from '@/app/routing/route-table';
import { useMenuTitle } from '@/app/routing/menu-title';
import { useSystemName } from './Logo';

/** The current page's name from the route meta or its menu entry; '' when it has none. */
export function usePageName(): string {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const matches = useRouterState({ select: (s) => s.matches });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const titleKey = [...matches].reverse().find((m) => m.staticData?.titleKey)?.staticData.titleKey;
  const menuRoute = findMenuRoute(pathname);
  return menuRoute ? menuTitle(menuRoute) : titleKey ? t(titleKey) : '';
}

/** Page title from the route meta (SPEC §2), and scroll to top on every navigation. */
export function usePageTitle(): void {
  const app = useSystemName();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const title = usePageName();
  useEffect(() => {
    document.title = title ? `${title} - ${app}` : app;
  }, [title, app]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
