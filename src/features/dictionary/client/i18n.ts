import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import en from '../../../../locales/dictionary/en.json';
import zh from '../../../../locales/dictionary/zh.json';
import zhtw from '../../../../locales/dictionary/zhtw.json';

export const DICTIONARY_NS = 'dictionary';
const bundles = { zh, zhtw, en } as const;

/** The 数据字典 page brings its own strings (locales/dictionary/*.json) as the `dictionary` namespace. */
export function registerDictionaryLocales(): void {
  if (!i18n.store) return;
  for (const [lang, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lang, DICTIONARY_NS)) i18n.addResourceBundle(lang, DICTIONARY_NS, bundle, true, true);
  }
}

if (i18n.isInitialized) registerDictionaryLocales();
else i18n.on('initialized', registerDictionaryLocales);

export function useDictT() {
  registerDictionaryLocales();
  return useTranslation(DICTIONARY_NS).t;
}

export const dictT = (key: string, options?: Record<string, unknown>): string => {
  registerDictionaryLocales();
  return i18n.t(key, { ns: DICTIONARY_NS, ...options });
};
