import Fuse, { type IFuseOptions } from 'fuse.js';
import { pinyin } from 'pinyin-pro';

export interface SearchEntry {
  path: string;
  title: string;
  /** Titles of the directories above, for display. */
  trail?: string;
}

interface IndexedEntry extends SearchEntry {
  spelled: string;
  initials: string;
}

/** SPEC §5: threshold 0.4, title 0.7, path 0.3; pinyin keys added so 'yhgl' finds 用户管理. */
export const FUSE_OPTIONS: IFuseOptions<IndexedEntry> = {
  threshold: 0.4,
  ignoreLocation: true,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
    { name: 'spelled', weight: 0.7 },
    { name: 'initials', weight: 0.7 },
  ],
};

export function spell(title: string): { spelled: string; initials: string } {
  const syllables = pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  return {
    spelled: syllables.join('').toLowerCase(),
    initials: syllables.map((s) => s.charAt(0)).join('').toLowerCase(),
  };
}

export function createMenuSearch(entries: readonly SearchEntry[]) {
  const fuse = new Fuse(entries.map((e) => ({ ...e, ...spell(e.title) })), FUSE_OPTIONS);
  return {
    search(query: string, limit = 20): SearchEntry[] {
      const text = query.trim().toLowerCase();
      if (!text) return [];
      return fuse.search(text, { limit }).map(({ item }) => ({ path: item.path, title: item.title, trail: item.trail }));
    },
  };
}
