import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/contract/limits';
import type { MenuRoute } from './menu-routes';
import { routeTable } from './route-table';

type Titled = { enCode: string; meta: Pick<MenuRoute['meta'], 'title' | 'titles'> };

/**
 * A menu's name in the language shown: the server sends each menu's zhtw and en names with the
 * simplified one. A tag carries only the title it was opened with, so its names come from the
 * user's current menus by enCode.
 */
export function menuTitle(route: Titled, language: string): string {
  if (language !== 'zhtw' && language !== 'en') return route.meta.title;
  const titles = route.meta.titles ?? routeTable().byEnCode.get(route.enCode)?.meta.titles;
  return titles?.[language as Exclude<Language, 'zh'>] ?? route.meta.title;
}

export function useMenuTitle(): (route: Titled) => string {
  const { i18n } = useTranslation();
  return useCallback((route) => menuTitle(route, i18n.language), [i18n.language]);
}
