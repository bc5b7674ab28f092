import type { MenuNode } from '@/features/auth/contract';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';
import { isPageRoute, menusToRoutes, type MenuRoute } from './menu-routes';

export interface RouteTable {
  routes: MenuRoute[];
  byPath: Map<string, MenuRoute>;
  byEnCode: Map<string, MenuRoute>;
}

const EMPTY: RouteTable = { routes: [], byPath: new Map(), byEnCode: new Map() };
let cached: { menus: MenuNode[] | null; table: RouteTable } = { menus: null, table: EMPTY };

/** The routes generated from the signed-in user's menus ("add routes" of SPEC §2), memoised per menu list. */
export function routeTable(): RouteTable {
  const { menus, token, userInfo } = sessionStore.get();
  if (menus === cached.menus) return cached.table;
  if (!menus || !token) return EMPTY;
  const routes = menusToRoutes(menus, { token, userId: userInfo?.userId ?? '', dataVHost: location.origin });
  const byPath = new Map<string, MenuRoute>();
  for (const route of routes) if (!byPath.has(route.path)) byPath.set(route.path, route);
  const byEnCode = new Map(routes.map((r) => [r.enCode, r]));
  cached = { menus, table: { routes, byPath, byEnCode } };
  return cached.table;
}

export function useRouteTable(): RouteTable {
  useStore(sessionStore, (s) => s.menus);
  return routeTable();
}

export const findMenuRoute = (path: string): MenuRoute | undefined => routeTable().byPath.get(decodeURI(path).replace(/\/+$/, '') || '/');

export const searchableRoutes = (): MenuRoute[] => routeTable().routes.filter((r) => !r.meta.hidden && (isPageRoute(r) || r.opensWindow));
