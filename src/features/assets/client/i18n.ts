import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import en from '../../../../locales/assets/en.json';
import zh from '../../../../locales/assets/zh.json';
import zhtw from '../../../../locales/assets/zhtw.json';

export const ASSETS_NS = 'assets';
const bundles = { zh, zhtw, en } as const;

/** The fixed-asset pages bring their own strings (locales/assets/*.json) as the `assets` namespace. */
export function registerAssetLocales(): void {
  if (!i18n.store) return;
  for (const [lang, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lang, ASSETS_NS)) i18n.addResourceBundle(lang, ASSETS_NS, bundle, true, true);
  }
}

if (i18n.isInitialized) registerAssetLocales();
else i18n.on('initialized', registerAssetLocales);

/** `t` bound to the assets namespace. */
export function useAssetT() {
  registerAssetLocales();
  return useTranslation(ASSETS_NS).t;
}

/** For code outside components (warnings, confirm texts). */
export const at = (key: string, options?: Record<string, unknown>): string => {
  registerAssetLocales();
  return i18n.t(key, { ns: ASSETS_NS, ...options });
};
