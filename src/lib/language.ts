import { LANGUAGES, type Language } from '@/contract/limits';
import { readStoredText } from './storage';

/** Stored setting, else the browser's language (tw → zhtw), else zh (SPEC §9). */
export function initialLanguage(stored = readStoredText('language'), browser = globalThis.navigator?.language ?? ''): Language {
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  const lower = browser.toLowerCase();
  if (lower.startsWith('zh')) return /tw|hk|mo|hant/.test(lower) ? 'zhtw' : 'zh';
  if (lower.startsWith('en')) return 'en';
  return 'zh';
}

export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' };
