import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import en from '../../../locales/labels/en.json';
import zh from '../../../locales/labels/zh.json';
import zhtw from '../../../locales/labels/zhtw.json';

export const LABELS_NS = 'labels';
const bundles = { zh, zhtw, en } as const;

/**
 * Barcodes, the scanners and the asset label sheet bring their own strings (locales/labels/*.json)
 * as the `labels` namespace, added to the shell's i18n instance once it exists.
 */
export function registerLabelLocales(): void {
  if (!i18n.store) return;
  for (const [lang, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lang, LABELS_NS)) i18n.addResourceBundle(lang, LABELS_NS, bundle, true, true);
  }
}

if (i18n.isInitialized) registerLabelLocales();
else i18n.on('initialized', registerLabelLocales);

/** `t` bound to the labels namespace. */
export function useLabelsT() {
  registerLabelLocales();
  return useTranslation(LABELS_NS).t;
}
