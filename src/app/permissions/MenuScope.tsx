import type { ReactNode } from 'react';
import { PermissionDeniedView } from '@/app/pages/PermissionDeniedPage';
import { useRouteTable } from '@/app/routing/route-table';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { PageRouteContext } from './page-route-context';

/**
 * A fixed route of SPEC §2 (e.g. /contract/add) that belongs to a menu page: its buttons, columns and
 * form fields are that menu's, and a user without the menu is refused as on the page itself.
 */
export function MenuScope({ enCode, children }: { enCode: string; children: (menu: MenuRoute) => ReactNode }) {
  const menu = useRouteTable().byEnCode.get(enCode);
  if (!menu) return <PermissionDeniedView />;
  return <PageRouteContext.Provider value={menu}>{children(menu)}</PageRouteContext.Provider>;
}
