import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/contract/limits';
import { withOverrides } from './i18n-overrides';
import { HTML_LANG, initialLanguage } from './language';

const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('../../locales/zh.json'),
  zhtw: () => import('../../locales/zhtw.json'),
  en: () => import('../../locales/en.json'),
};

/** Each language is its own chunk: the sign-in page loads only the one it shows. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = loaders[language as Language] ?? loaders.zh;
    load().then((m) => callback(null, withOverrides(language, 'translation', m.default)), (error: Error) => callback(error, null));
  },
};

export const i18n = i18next.createInstance();

export async function initI18n(language: Language = initialLanguage()): Promise<void> {
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['zh', 'zhtw', 'en'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = HTML_LANG[language];
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
}
