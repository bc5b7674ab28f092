import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import { clientFeatures } from '@/app/features';
import type { FixedRoute } from '@/app/modules/client-module';

type Loader = FixedRoute['load'];

const notAvailable: Loader = () => import('@/app/pages/NotAvailablePage');

/** Fixed pages of SPEC §2 whose features come in later issues: honest 'not available' screens until a feature module registers the path. */
const PENDING_PAGES: Array<[path: string, titleKey: string, keepAlive?: boolean]> = [
  ['/messageRecord', 'route.messageRecord'],
  ['/previewModel', 'route.previewModel'],
  ['/emailDetail', 'route.emailDetail'],
  ['/workFlowDetail', 'route.workFlowDetail'],
  ['/contract/add', 'route.contractAdd'],
  ['/list/detail', 'route.listDetail'],
  ['/dashboard', 'route.dashboard'],
  ['/investment/smallProjectFiling/add', 'route.smallProjectAdd'],
  ['/investment/smallProjectFiling/edit', 'route.smallProjectEdit'],
  ['/investment/smallProjectFiling/detail', 'route.smallProjectDetail'],
  ['/investment/aboveAcale/detail', 'route.aboveScaleDetail'],
  ['/purchase/detail', 'route.purchaseDetail', true],
  ['/purchase/form', 'route.purchaseForm', true],
  ['/epidemic/epidemicson', 'route.epidemic'],
  ['/documentRelease/add', 'route.documentAdd'],
  ['/documentRelease/edit', 'route.documentEdit'],
  ['/documentRelease/detail', 'route.documentDetail'],
];

let shell: AnyRoute | null = null;

/** The pathless layout route: header, menus, tags bar and the page area. */
export function shellRoute(root: AnyRoute) {
  const route = createRoute({ getParentRoute: () => root, id: 'shell', component: lazyRouteComponent(() => import('@/app/layout/ShellLayout')) });
  shell = route;
  return route;
}

export function shellChildren() {
  const featureRoutes = clientFeatures.flatMap((f) => f.routes ?? []);
  const featurePaths = new Set<string>(featureRoutes.map((r) => r.path));
  const parent = () => {
    if (!shell) throw new Error('shellRoute() first');
    return shell;
  };
  const page = (path: string, load: Loader, titleKey: string, keepAlive = false) =>
    createRoute({ getParentRoute: parent, path, component: lazyRouteComponent(load), staticData: { titleKey, keepAlive } });
  return [
    createRoute({ getParentRoute: parent, path: '/', beforeLoad: () => { throw redirect({ to: '/home', replace: true }); } }),
    page('/home', () => import('@/app/pages/HomePage'), 'route.home'),
    page('/profile', () => import('@/app/pages/ProfilePage'), 'route.profile'),
    page('/externalLink', () => import('@/app/pages/ExternalLinkPage'), 'route.externalLink'),
    page('/menuMore', () => import('@/app/pages/MenuMorePage'), 'route.menuMore'),
    page('/redirect/$', () => import('@/app/pages/RedirectPage'), 'route.redirect'),
    ...featureRoutes.map((r) => page(r.path, r.load, r.titleKey, r.keepAlive)),
    ...PENDING_PAGES.filter(([path]) => !featurePaths.has(path)).map(([path, titleKey, keepAlive]) => page(path, notAvailable, titleKey, keepAlive)),
    // Everything else: a page from the user's menus, a page they may not open, or 404.
    createRoute({ getParentRoute: parent, path: '$', component: lazyRouteComponent(() => import('@/app/layout/MenuRouteGate')) }),
  ];
}
