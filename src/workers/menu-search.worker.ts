import { expose } from 'comlink';
import { createMenuSearch, type SearchEntry } from './menu-search-core';

let index = createMenuSearch([]);

/** Menu search off the main thread (DESIGN-CARD: web workers run the fuzzy menu search). */
const api = {
  setEntries(entries: SearchEntry[]): void {
    index = createMenuSearch(entries);
  },
  search(query: string, limit?: number): SearchEntry[] {
    return index.search(query, limit);
  },
};
export type MenuSearchApi = typeof api;

expose(api);
