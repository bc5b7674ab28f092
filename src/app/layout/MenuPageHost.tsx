import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { pageRegistry } from '@/app/features';
import { MenuType, type MenuRoute } from '@/app/routing/menu-routes';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import DirectoryPage from '@/app/pages/DirectoryPage';
import { EmbeddedLinkPage } from '@/app/pages/ExternalLinkPage';
import { NotAvailableView } from '@/app/pages/NotAvailablePage';
import { PageErrorBoundary } from './PageErrorBoundary';

function PageBody({ route }: { route: MenuRoute }) {
  if (route.type === MenuType.directory) return <DirectoryPage route={route} />;
  if (route.type === MenuType.link && route.externalUrl) return <EmbeddedLinkPage href={route.externalUrl} />;
  const Page = pageRegistry.component(route.urlAddress);
  if (!Page) return <NotAvailableView address={route.urlAddress || route.path} />;
  return <Page />;
}

/** One menu page with its own route record, so permission checks use that page's modelId. */
export function MenuPageHost({ route }: { route: MenuRoute }) {
  return (
    <PageRouteContext.Provider value={route}>
      <PageErrorBoundary>
        <Suspense fallback={<Center h={240} data-testid="page-loading"><Loader size="sm" /></Center>}>
          <PageBody route={route} />
        </Suspense>
      </PageErrorBoundary>
    </PageRouteContext.Provider>
  );
}
