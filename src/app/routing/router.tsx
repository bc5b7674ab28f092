import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { RootLayout } from '@/app/layout/RootLayout';
import { guardNavigation } from './guard';
import { shellChildren, shellRoute } from './shell-routes';
import { standaloneRoutes } from './standalone-routes';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Locale key of the page title (fixed routes). */
    titleKey?: string;
    keepAlive?: boolean;
  }
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  beforeLoad: async ({ location }) => {
    const decision = await guardNavigation(location.pathname, location.search as Record<string, unknown>);
    if (decision.kind === 'redirect') throw redirect({ to: decision.to, search: decision.search, replace: true });
  },
});

const notFound = lazyRouteComponent(() => import('@/app/pages/NotFoundPage'));

export function createAppRouter() {
  const tree = rootRoute.addChildren([...standaloneRoutes(rootRoute), shellRoute(rootRoute).addChildren(shellChildren())]);
  return createRouter({
    routeTree: tree,
    defaultPreload: false,
    scrollRestoration: false,
    defaultNotFoundComponent: notFound,
    defaultErrorComponent: lazyRouteComponent(() => import('@/app/pages/NavigationErrorPage')),
  });
}

export { createRoute };
export type AppRouter = ReturnType<typeof createAppRouter>;
