import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { featureStandaloneRoutes } from './feature-standalone';

export interface LoginSearch {
  redirect?: string;
  redirectQuery?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** Fixed routes outside the shell: sign-in, lock screen, 404, QR confirm, the SSO entry points, and the feature modules' full-screen pages. */
export function standaloneRoutes(root: AnyRoute) {
  const page = (path: string, load: Parameters<typeof lazyRouteComponent>[0], titleKey?: string) =>
    createRoute({ getParentRoute: () => root, path, component: lazyRouteComponent(load), staticData: titleKey ? { titleKey } : {} });
  return [
    createRoute({
      getParentRoute: () => root,
      path: '/login',
      validateSearch: (search: Record<string, unknown>): LoginSearch => ({ redirect: text(search.redirect), redirectQuery: text(search.redirectQuery) }),
      component: lazyRouteComponent(() => import('@/app/login/LoginRoute')),
      staticData: { titleKey: 'route.login' },
    }),
    page('/lockScreen', () => import('@/app/pages/LockScreenPage'), 'route.lockScreen'),
    page('/404', () => import('@/app/pages/NotFoundPage'), 'route.notFound'),
    page('/qr-confirm', () => import('@/app/pages/QrConfirmPage'), 'route.qrConfirm'),
    ...['/auth-redirect', '/jump', '/sso', '/transfer'].map((path) => page(path, () => import('@/app/pages/StandaloneNotAvailablePage'), 'route.notAvailable')),
    ...featureStandaloneRoutes().map((r) => page(r.path, r.load, r.titleKey)),
  ];
}
