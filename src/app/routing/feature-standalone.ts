import { clientFeatures } from '@/app/features';
import type { StandaloneRoute } from '@/app/modules/client-module';

/** The feature modules' pages outside the shell layout (full-screen views), in list order. */
export const featureStandaloneRoutes = (): StandaloneRoute[] => clientFeatures.flatMap((f) => f.standalone ?? []);

/** Whether `pathname` fits a route path such as `/datascreen/$code` (a `$name` segment is one non-empty segment). */
export function pathFits(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((seg, i) => (seg.startsWith('$') ? Boolean(got[i]) : seg === got[i]));
}

/** Whether a window without a session may take the `?token=` of its URL on this path (a type 6 menu's view). */
export const takesQueryToken = (pathname: string, routes: readonly StandaloneRoute[] = featureStandaloneRoutes()): boolean =>
  routes.some((r) => r.queryToken && pathFits(r.path, pathname));
