import Fuse, { type FuseIndex, type IFuseOptions } from 'fuse.js';
import { pinyin } from 'pinyin-pro';
import { MAX_PATTERN } from './approximate-match';
import { encodeFields, encodeQuery } from './menu-search-fields';
import { createNarrowing } from './menu-search-narrowing';
import { createShortlister, type Shortlisted } from './menu-search-shortlist';

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
const KEY_WEIGHTS = (FUSE_OPTIONS.keys as ReadonlyArray<{ weight: number }>).map((key) => key.weight);
const THRESHOLD = FUSE_OPTIONS.threshold!;

type IndexRecord = ReturnType<FuseIndex<IndexedEntry>['toJSON']>['records'][number];
type IndexKeys = Parameters<typeof Fuse.parseIndex>[0]['keys'];

export function spell(title: string): { spelled: string; initials: string } {
  const syllables = pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  return {
    spelled: syllables.join('').toLowerCase(),
    initials: syllables.map((s) => s.charAt(0)).join('').toLowerCase(),
  };
}

/** Fuse's own index of the entries, and the texts (lowercased, as Fuse compares), norms and weights it scores with. */
function indexEntries(docs: IndexedEntry[]) {
  const full = Fuse.createIndex(FUSE_OPTIONS.keys!, docs);
  const { keys, records } = full.toJSON();
  const recordOf: IndexRecord[] = [];
  // The typings call a record's position optional; createIndex always sets it (the docs index).
  for (const record of records) recordOf[record.i!] = record;
  const field = (entry: number, key: number) => {
    const sub = recordOf[entry]?.$?.[key];
    return sub && !Array.isArray(sub) ? sub : undefined;
  };
  const keyCount = KEY_WEIGHTS.length;
  const table = encodeFields(docs.map((_, entry) => KEY_WEIGHTS.map((__, key) => field(entry, key)?.v.toLowerCase())), keyCount);
  const norms = Float64Array.from({ length: docs.length * keyCount }, (_, f) => field(Math.floor(f / keyCount), f % keyCount)?.n ?? 1);
  const total = KEY_WEIGHTS.reduce((sum, w) => sum + w, 0);
  /** The entry's record with only the keys that match: the others add nothing to Fuse's score. */
  const shortRecord = ({ entry, keys: mask }: Shortlisted): IndexRecord => {
    const values: NonNullable<IndexRecord['$']> = {};
    for (let key = 0; key < keyCount; key++) if (mask & (1 << key) && field(entry, key)) values[key] = field(entry, key)!;
    return { i: entry, $: values };
  };
  return { full, keys: keys as IndexKeys, table, weighing: { weights: KEY_WEIGHTS.map((w) => w / total), norms }, shortRecord };
}

/**
 * Fuse over the menu, per keystroke only over the entries that are its results: postings narrow
 * the fields that could match, the shortlist scores those as Fuse does and keeps the first `limit`,
 * and Fuse orders that shortlist from index records that keep each entry's position. Results and
 * their order are those of Fuse over every entry (tests and the bench compare both).
 */
export function createMenuSearch(entries: readonly SearchEntry[]) {
  const docs: IndexedEntry[] = entries.map((e) => ({ ...e, ...spell(e.title) }));
  const { full, keys, table, weighing, shortRecord } = indexEntries(docs);
  const narrowing = createNarrowing(table, THRESHOLD);
  const shortlist = createShortlister(table, weighing, THRESHOLD);
  const fuse = new Fuse(docs, FUSE_OPTIONS, full);

  return {
    search(query: string, limit = 20): SearchEntry[] {
      const text = query.trim().toLowerCase();
      if (!text || limit <= 0) return [];
      let index = full;
      // Fuse splits a longer query into chunks and scores it otherwise: searched in full.
      if (text.length <= MAX_PATTERN) {
        const ids = encodeQuery(table, text);
        const short = shortlist(ids, narrowing.fields(ids), limit);
        if (short.length === 0) return [];
        index = Fuse.parseIndex<IndexedEntry>({ keys, records: short.map(shortRecord) });
      }
      fuse.setCollection(docs, index);
      return fuse.search(text, { limit }).map(({ item }) => ({ path: item.path, title: item.title, trail: item.trail }));
    },
  };
}
