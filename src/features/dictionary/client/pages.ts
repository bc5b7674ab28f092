import { definePages } from '@/app/routing/page-registry';

// The dictionary mutations register when the page loads (DictionaryPage imports them); they are kept
// out of this eager file so the sync engine (Dexie) stays out of the shell's first download.
export const dictionaryPages = definePages('dictionary', {
  'system/dictionary': () => import('./DictionaryPage'),
});
