import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppHost } from '@/app/AppHost';
import { chooseFirstScreen } from '@/app/first-screen';
import { settingsStore } from '@/app/settings/settings-store';
import { initI18n } from '@/lib/i18n';
import { provideDeviceModules } from '@/sync/device-modules';

async function start() {
  // The feature list loads when the first device store opens (a sign-in opens one before the router
  // loads), not as part of the sign-in screen's first download.
  provideDeviceModules(() => import('@/app/features').then((m) => m.deviceModules()));
  const first = chooseFirstScreen();
  await initI18n(settingsStore.get().language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppHost first={first} />
    </StrictMode>,
  );
}

void start();
