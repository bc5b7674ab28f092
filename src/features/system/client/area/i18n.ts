import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import en from '../../../../../locales/system-area/en.json';
import zh from '../../../../../locales/system-area/zh.json';
import zhtw from '../../../../../locales/system-area/zhtw.json';

export const AREA_NS = 'system-area';
const bundles = { zh, zhtw, en } as const;

/**
 * The 行政区划 page brings its own strings (locales/system-area/*.json) as the `system-area`
 * namespace, added to the shell's i18n instance once it exists (its lazy backend never loads it).
 */
export function registerAreaLocales(): void {
  if (!i18n.store) return;
  for (const [lang, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lang, AREA_NS)) i18n.addResourceBundle(lang, AREA_NS, bundle, true, true);
  }
}

if (i18n.isInitialized) registerAreaLocales();
else i18n.on('initialized', registerAreaLocales);

/** `t` bound to the area namespace. */
export function useAreaT() {
  registerAreaLocales();
  return useTranslation(AREA_NS).t;
}

/** For code outside components (confirm texts). */
export const areaT = (key: string, options?: Record<string, unknown>): string => {
  registerAreaLocales();
  return i18n.t(key, { ns: AREA_NS, ...options });
};
