import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { findMenuRoute } from '@/app/routing/route-table';
import { useMenuTitle } from '@/app/routing/menu-title';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';

/** Page title from the route meta (SPEC §2), and scroll to top on every navigation. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const sysName = useStore(sessionStore, (s) => s.sysConfig?.sysName);
  const matches = useRouterState({ select: (s) => s.matches });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const titleKey = [...matches].reverse().find((m) => m.staticData?.titleKey)?.staticData.titleKey;
  const menuRoute = findMenuRoute(pathname);
  const title = menuRoute ? menuTitle(menuRoute) : titleKey ? t(titleKey) : '';
  useEffect(() => {
    const app = sysName || t('app.name');
    document.title = title ? `${title} - ${app}` : app;
  }, [title, sysName, t]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
