import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { withOverrides } from '@/lib/i18n-overrides';

export type Bundles = Record<'zh' | 'zhtw' | 'en', Record<string, unknown>>;

export interface LocaleBundle {
  ns: string;
  /** The strings by language, for the test that checks every module's languages are complete. */
  bundles: Bundles;
  /** Adds the strings to the shell's i18n instance (once it exists; its lazy backend never loads them). */
  register(): void;
  /** `t` bound to the namespace, for components. */
  useT(): ReturnType<typeof useTranslation>['t'];
  /** For code outside components (confirm texts, toasts). */
  t(key: string, options?: Record<string, unknown>): string;
}

/** An area's own strings (locales/<area>/*.json) as one i18n namespace. */
export function defineLocaleBundle(ns: string, bundles: Bundles): LocaleBundle {
  const register = (): void => {
    if (!i18n.store) return;
    for (const [lang, bundle] of Object.entries(bundles)) {
      if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, withOverrides(lang, ns, bundle), true, true);
    }
  };
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
  return {
    ns,
    bundles,
    register,
    useT() {
      register();
      return useTranslation(ns).t;
    },
    t(key, options) {
      register();
      return i18n.t(key, { ns, ...options });
    },
  };
}
