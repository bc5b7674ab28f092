import { RouterProvider } from '@tanstack/react-router';
import { installSessionHooks } from '@/app/session/session-hooks';
import { createAppRouter, type AppRouter } from './router';

let router: AppRouter | null = null;

/** One router per page load, made when the app is first shown (after the cold sign-in page, if any). */
function appRouter(): AppRouter {
  if (!router) {
    router = createAppRouter();
    installSessionHooks(router);
  }
  return router;
}

export default function RoutedApp() {
  return <RouterProvider router={appRouter()} />;
}
