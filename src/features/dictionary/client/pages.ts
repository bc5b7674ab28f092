import './mutations';
// Eager: the mutations register at start, so pending offline writes replay and rebase in any tab.
import { definePages } from '@/app/routing/page-registry';

export const dictionaryPages = definePages('dictionary', {
  'system/dictionary': () => import('./DictionaryPage'),
});
