import { Navigate, useParams } from '@tanstack/react-router';
import { pageRegistry } from '@/app/features';
import { findMenuRoute } from '@/app/routing/route-table';
import { PermissionDeniedView } from '@/app/pages/PermissionDeniedPage';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';

/** The catch-all route: menu pages render in KeepAliveOutlet; known pages outside the menus are denied; the rest is 404. */
export default function MenuRouteGate() {
  // This match's own path, not the router's location: while the next page loads, the location has
  // already moved on and must not be judged here.
  const { _splat } = useParams({ strict: false });
  const pathname = `/${_splat ?? ''}`;
  const signedIn = useStore(sessionStore, (s) => s.menus !== null);
  // While signing out the shell is still on screen for a moment: no session, no verdict.
  if (!signedIn || findMenuRoute(pathname)) return null;
  if (pageRegistry.has(pathname)) return <PermissionDeniedView />;
  return <Navigate to="/404" replace />;
}
