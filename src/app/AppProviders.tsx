import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo, type ReactNode } from 'react';
import { settingsStore } from '@/app/settings/settings-store';
import { buildTheme, rootFontSize } from '@/app/theme';
import { accessibleCssVariables } from '@/app/theme-contrast';
import { useStore } from '@/lib/store';
import '@/lib/zod-jitless';

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
      <Notifications position="top-center" limit={4} zIndex={1000} />
      {children}
    </MantineProvider>
  );
}
