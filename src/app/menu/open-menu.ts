import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { MenuRoute } from '@/app/routing/menu-routes';

/** Menu clicks: new-window entries (types 6, 7) open outside, everything else navigates. */
export function useOpenMenu(): (route: MenuRoute) => void {
  const navigate = useNavigate();
  return useCallback(
    (route) => {
      if (route.opensWindow && route.externalUrl) window.open(route.externalUrl, '_blank', 'noopener');
      else void navigate({ to: route.path });
    },
    [navigate],
  );
}
