import { useNavigate } from '@tanstack/react-router';
import { useCallback, type MouseEvent } from 'react';
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

export interface MenuLinkProps {
  href: string;
  target?: '_blank';
  rel?: 'noopener';
  onClick?(event: MouseEvent<HTMLElement>): void;
}

/**
 * A menu page as a real link (`<a href>`): reachable with Tab, opened with Enter, and a new tab on
 * a middle or Ctrl click; a plain click navigates inside the app without reloading.
 */
export function useMenuLink(): (route: MenuRoute) => MenuLinkProps {
  const open = useOpenMenu();
  return useCallback(
    (route) => {
      if (route.opensWindow && route.externalUrl) return { href: route.externalUrl, target: '_blank', rel: 'noopener' };
      return {
        href: route.path,
        onClick: (event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          open(route);
        },
      };
    },
    [open],
  );
}
