import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import en from '../../../locales/pickers/en.json';
import zh from '../../../locales/pickers/zh.json';
import zhtw from '../../../locales/pickers/zhtw.json';

export const PICKERS_NS = 'pickers';
const bundles = { zh, zhtw, en } as const;

/**
 * The pickers bring their own strings (locales/pickers/*.json) as the `pickers` namespace. They are
 * added to the shell's i18n instance once it exists, so its lazy backend never loads this namespace.
 */
export function registerPickerLocales(): void {
  if (!i18n.store) return;
  for (const [lang, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lang, PICKERS_NS)) i18n.addResourceBundle(lang, PICKERS_NS, bundle, true, true);
  }
}

if (i18n.isInitialized) registerPickerLocales();
else i18n.on('initialized', registerPickerLocales);

/** `t` bound to the pickers namespace. */
export function usePickerT() {
  registerPickerLocales();
  return useTranslation(PICKERS_NS).t;
}
