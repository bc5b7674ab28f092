import { initReactI18next } from 'react-i18next';
import { beforeAll } from 'vitest';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';
import { i18n, initI18n } from '../i18n';

/** Tests read the real zh strings, loaded synchronously. */
export async function setupTestI18n(language: 'zh' | 'en' = 'zh'): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({ lng: language, resources: { zh: { translation: zh }, en: { translation: en } }, interpolation: { escapeValue: false } });
  }
  await i18n.changeLanguage(language);
}

/** Tests only: the shell's real zh strings before the file's tests. */
export function zhStringsBeforeAll(): void {
  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n('zh');
    else await i18n.changeLanguage('zh');
  });
}
