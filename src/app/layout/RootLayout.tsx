import { Outlet } from '@tanstack/react-router';
import { usePageTitle } from './use-page-title';

/** The router's root; the update prompt lives beside the router in AppHost (also on the cold sign-in page). */
export function RootLayout() {
  usePageTitle();
  return <Outlet />;
}
