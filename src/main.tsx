import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/AppProviders';
import { installClientFeatures } from '@/app/features';
import { createAppRouter } from '@/app/routing/router';
import { installSessionHooks } from '@/app/session/session-hooks';
import { settingsStore } from '@/app/settings/settings-store';
import { initI18n } from '@/lib/i18n';

async function start() {
  installClientFeatures();
  await initI18n(settingsStore.get().language);
  const router = createAppRouter();
  installSessionHooks(router);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
