import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { settingsStore } from '@/app/settings/settings-store';
import { buildTheme, rootFontSize } from '@/app/theme';
import { accessibleCssVariables } from '@/app/theme-contrast';
import { useStore } from '@/lib/store';
import '@/lib/zod-jitless';

const NotificationsHost = lazy(() => import('./NotificationsHost'));

export function AppProviders({ children }: { children: ReactNode }) {
  const color = useStore(settingsStore, (s) => s.theme);
  const size = useStore(settingsStore, (s) => s.size);
  const fontSize = useStore(settingsStore, (s) => s.fontSize);
  const theme = useMemo(() => buildTheme({ theme: color, size }), [color, size]);
  useEffect(() => {
    document.documentElement.style.fontSize = rootFontSize(fontSize);
  }, [fontSize]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariables} defaultColorScheme="light">
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
