import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import en from '../../locales/sync/en.json';
import zh from '../../locales/sync/zh.json';
import zhtw from '../../locales/sync/zhtw.json';

export const SYNC_NS = 'sync';
const bundles = { zh, zhtw, en } as const;

/** The sync strings (locales/sync/*.json) as the `sync` namespace of the shell's i18n instance. */
export function registerSyncLocales(): void {
  if (!i18n.store) return;
  for (const [lang, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lang, SYNC_NS)) i18n.addResourceBundle(lang, SYNC_NS, bundle, true, true);
  }
}

if (i18n.isInitialized) registerSyncLocales();
else i18n.on('initialized', registerSyncLocales);

export function useSyncT() {
  registerSyncLocales();
  return useTranslation(SYNC_NS).t;
}

/** For code outside components, e.g. the logout confirmation: syncT('logout.unsynced', { count }). */
export const syncT = (key: string, options?: Record<string, unknown>): string => {
  registerSyncLocales();
  return i18n.t(key, { ns: SYNC_NS, ...options });
};
