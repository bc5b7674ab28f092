import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppHost } from '@/app/AppHost';
import { installClientFeatures } from '@/app/features';
import { chooseFirstScreen } from '@/app/first-screen';
import { settingsStore } from '@/app/settings/settings-store';
import { initI18n } from '@/lib/i18n';

async function start() {
  // Before anything can open the device store (a sign-in opens it before the router loads).
  installClientFeatures();
  const first = chooseFirstScreen();
  await initI18n(settingsStore.get().language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppHost first={first} />
    </StrictMode>,
  );
}

void start();
