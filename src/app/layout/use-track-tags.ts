import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { findMenuRoute } from '@/app/routing/route-table';
import { addTag } from '@/app/tags/tags-store';

const UNTAGGED = ['/redirect'];

/** Every visited page of the shell becomes a tag. */
export function useTrackTags(): void {
  const location = useRouterState({ select: (s) => s.location });
  const matches = useRouterState({ select: (s) => s.matches });
  const { pathname, href } = location;
  const fixed = [...matches].reverse().find((m) => m.staticData?.titleKey);
  const titleKey = fixed?.staticData.titleKey;
  const keepAlive = fixed?.staticData.keepAlive ?? false;
  useEffect(() => {
    if (UNTAGGED.some((p) => pathname.startsWith(p))) return;
    const route = findMenuRoute(pathname);
    if (route) {
      if (route.type === 1) return;
      addTag({ path: route.path, fullPath: href, title: route.meta.title, titleIsKey: false, enCode: route.enCode, icon: route.meta.icon, affix: false, keepAlive: route.meta.keepAlive });
    } else if (titleKey && !pathname.startsWith('/redirect')) {
      addTag({ path: pathname, fullPath: href, title: titleKey, titleIsKey: true, icon: null, affix: pathname === '/home', keepAlive });
    }
  }, [pathname, href, titleKey, keepAlive]);
}
