import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { MenuNode } from '@/features/auth/contract';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { useRouteTable } from '@/app/routing/route-table';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';

export interface MenuItem {
  id: string;
  route: MenuRoute;
  children: MenuItem[];
}

export function buildMenuTree(menus: readonly MenuNode[], routes: readonly MenuRoute[]): MenuItem[] {
  const byId = new Map(routes.map((r) => [r.meta.modelId, r]));
  const walk = (nodes: readonly MenuNode[]): MenuItem[] =>
    nodes.flatMap((node) => {
      if (node.hidden) return [];
      const route = byId.get(node.id);
      return route ? [{ id: node.id, route, children: walk(node.children ?? []) }] : [];
    });
  return walk(menus);
}

/** Ids from the top entry down to the entry of `pathname`, or [] when it is no menu page. */
export function activeChain(items: readonly MenuItem[], pathname: string): string[] {
  for (const item of items) {
    if (item.route.path === pathname && item.route.type !== 1) return [item.id];
    const below = activeChain(item.children, pathname);
    if (below.length) return [item.id, ...below];
  }
  return [];
}

export function useMenuTree(): { items: MenuItem[]; chain: string[]; pathname: string } {
  const menus = useStore(sessionStore, (s) => s.menus);
  const { routes } = useRouteTable();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const items = useMemo(() => buildMenuTree(menus ?? [], routes), [menus, routes]);
  const chain = useMemo(() => activeChain(items, pathname), [items, pathname]);
  return { items, chain, pathname };
}
