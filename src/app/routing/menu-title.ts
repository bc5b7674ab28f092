import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from './menu-routes';

/** Menu titles come from the server in Chinese; a locale may name known menus by enCode. */
export function useMenuTitle(): (route: { enCode: string; meta: Pick<MenuRoute['meta'], 'title'> }) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (route) => (i18n.language === 'zh' ? route.meta.title : t(`menus.${route.enCode.replaceAll('.', '_')}`, { defaultValue: route.meta.title })),
    [t, i18n.language],
  );
}
