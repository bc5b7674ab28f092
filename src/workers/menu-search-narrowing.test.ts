import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { spell } from './menu-search-core';
import { encodeFields, encodeQuery } from './menu-search-fields';
import { createNarrowing, maxEdits } from './menu-search-narrowing';
import { menuCorpus } from './testing/menu-corpus';

const THRESHOLD = 0.4;
const fields = menuCorpus(300).map((e) => {
  const { spelled, initials } = spell(e.title);
  return [e.title.toLowerCase(), e.path, spelled, initials];
});
const table = encodeFields(fields, 4);
/** Passing fields as entry → bits of its keys. */
function candidates(narrowing: ReturnType<typeof createNarrowing>, query: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const field of narrowing.fields(encodeQuery(table, query))) out.set(Math.floor(field / 4), (out.get(Math.floor(field / 4)) ?? 0) | (1 << field % 4));
  return out;
}

/** Whether Fuse (threshold 0.4, location ignored) accepts this one text for the query. */
const fuseAccepts = (query: string, text: string) => new Fuse([text], { threshold: THRESHOLD, ignoreLocation: true }).search(query).length > 0;

describe('narrowing the menu search by character and pair postings', () => {
  it('forgives ⌊0.4·m⌋ edits, as Fuse does', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12].map((m) => maxEdits(m, THRESHOLD))).toEqual([0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4]);
  });

  it('never leaves out a field Fuse would accept', () => {
    const narrowing = createNarrowing(table, THRESHOLD);
    const queries = ['x', 'xt', 'xtr', 'xtrz', '系统', '统系', 'yhgl', 'yhlg', 'zichan', 'zhichan', 'caigou jihua', 'm1/', '/m5', '12', 'guanl', 'qqq', '用户审', 'zcgl1'];
    for (const query of queries) {
      const passing = candidates(narrowing, query);
      fields.forEach((values, entry) => {
        values.forEach((text, key) => {
          if (fuseAccepts(query, text)) expect((passing.get(entry) ?? 0) & (1 << key), `${query} → ${text}`).not.toBe(0);
        });
      });
    }
  });

  it('leaves out most entries for a query of a few letters', () => {
    const narrowing = createNarrowing(table, THRESHOLD);
    for (const query of ['xt', 'xtrz', 'yhgl', '系统日志']) expect(candidates(narrowing, query).size, query).toBeLessThan(fields.length / 5);
  });

  it('a character no entry has counts for nothing', () => {
    const narrowing = createNarrowing(table, THRESHOLD);
    expect(candidates(narrowing, '龘').size).toBe(0);
    expect(candidates(narrowing, 'yhg龘').size).toBeGreaterThan(0);
  });
});
