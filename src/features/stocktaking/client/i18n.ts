import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import en from '../../../../locales/stocktaking/en.json';
import zh from '../../../../locales/stocktaking/zh.json';
import zhtw from '../../../../locales/stocktaking/zhtw.json';

export const STOCKTAKING_NS = 'stocktaking';
const bundles = { zh, zhtw, en } as const;

/** 资产盘点 brings its own strings (locales/stocktaking/*.json) as the `stocktaking` namespace. */
export function registerStocktakingLocales(): void {
  if (!i18n.store) return;
  for (const [lang, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lang, STOCKTAKING_NS)) i18n.addResourceBundle(lang, STOCKTAKING_NS, bundle, true, true);
  }
}

if (i18n.isInitialized) registerStocktakingLocales();
else i18n.on('initialized', registerStocktakingLocales);

export function useStT() {
  registerStocktakingLocales();
  return useTranslation(STOCKTAKING_NS).t;
}

export const stT = (key: string, options?: Record<string, unknown>): string => {
  registerStocktakingLocales();
  return i18n.t(key, { ns: STOCKTAKING_NS, ...options });
};
