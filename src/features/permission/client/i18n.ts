import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import en from '../../../../locales/permission/en.json';
import zh from '../../../../locales/permission/zh.json';
import zhtw from '../../../../locales/permission/zhtw.json';

export const PERMISSION_NS = 'permission';
const bundles = { zh, zhtw, en } as const;

/**
 * The permission pages bring their own strings (locales/permission/*.json) as the `permission`
 * namespace, added to the shell's i18n instance once it exists (so its lazy backend never loads it).
 */
export function registerPermissionLocales(): void {
  if (!i18n.store) return;
  for (const [lang, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lang, PERMISSION_NS)) i18n.addResourceBundle(lang, PERMISSION_NS, bundle, true, true);
  }
}

if (i18n.isInitialized) registerPermissionLocales();
else i18n.on('initialized', registerPermissionLocales);

/** `t` bound to the permission namespace (shell keys: `t('common.cancel', { ns: 'translation' })`). */
export function usePermT() {
  registerPermissionLocales();
  return useTranslation(PERMISSION_NS).t;
}

/** For code outside components (confirm texts, toasts). */
export const pt = (key: string, options?: Record<string, unknown>): string => {
  registerPermissionLocales();
  return i18n.t(key, { ns: PERMISSION_NS, ...options });
};
