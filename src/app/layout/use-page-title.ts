import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { findMenuRoute } from '@/app/routing/route-table';
import { useMenuTitle } from '@/app/routing/menu-title';
import { useSystemName } from './Logo';

/** Page title from the route meta (SPEC §2), and scroll to top on every navigation. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const app = useSystemName();
  const matches = useRouterState({ select: (s) => s.matches });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const titleKey = [...matches].reverse().find((m) => m.staticData?.titleKey)?.staticData.titleKey;
  const menuRoute = findMenuRoute(pathname);
  const title = menuRoute ? menuTitle(menuRoute) : titleKey ? t(titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} - ${app}` : app;
  }, [title, app]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
