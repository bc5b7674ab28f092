import { Outlet, useRouterState } from '@tanstack/react-router';
import { Activity } from 'react';
import { findMenuRoute } from '@/app/routing/route-table';
import { settingsStore } from '@/app/settings/settings-store';
import { tagsStore } from '@/app/tags/tags-store';
import { useStore } from '@/lib/store';
import { MenuPageHost } from './MenuPageHost';

/**
 * The page area. Fixed routes render through the router's Outlet; menu pages render here so that
 * visited pages with meta.keepAlive stay mounted (hidden) while the page cache setting is on.
 */
export function KeepAliveOutlet() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const useCache = useStore(settingsStore, (s) => s.useCache);
  const tags = useStore(tagsStore, (s) => s.tags);
  const refreshKeys = useStore(tagsStore, (s) => s.refreshKeys);
  const current = findMenuRoute(pathname);
  // One keyed list, so a page keeps its instance while moving between visible and hidden.
  const paths = useCache ? tags.filter((t) => t.keepAlive).map((t) => t.path) : [];
  if (current && !paths.includes(current.path)) paths.push(current.path);
  return (
    <div className="qb-page">
      <Outlet />
      {paths.map((path) => {
        const route = findMenuRoute(path);
        if (!route) return null;
        return (
          <Activity key={path} mode={path === current?.path ? 'visible' : 'hidden'}>
            <MenuPageHost key={refreshKeys[path] ?? 0} route={route} />
          </Activity>
        );
      })}
    </div>
  );
}
