import type { FieldTable } from './menu-search-fields';

/**
 * Which fields of the menu Fuse's fuzzy match could accept for a query, found from character and
 * character-pair postings, so that only those are scored (menu-search-shortlist.ts).
 *
 * Fuse (bitap, `ignoreLocation`) accepts a field when the query, m characters long, matches some
 * substring of it with at most k edits, k the largest with k / m ≤ threshold (0.4: ⌊0.4·m⌋). Each
 * edit spoils at most one of the query's characters and at most two of its m − 1 adjacent pairs
 * (the q-gram lemma), so a field Fuse accepts contains at least m − k of the query's characters
 * and at least m − 1 − 2k of its pairs. A field short of either count cannot match: leaving it out
 * changes nothing in Fuse's results or their order.
 */

/** The most edits Fuse forgives in a query of `length` characters at `threshold`. */
export function maxEdits(length: number, threshold: number): number {
  let edits = 0;
  while ((edits + 1) / length <= threshold) edits += 1;
  return edits;
}

export interface Narrowing {
  /** Ids of the fields that may match the query (ids of the table's alphabet), ascending. */
  fields(query: Int32Array): Int32Array;
}

function postings(lists: Map<number, number[]>, gram: number, field: number): void {
  const list = lists.get(gram);
  // Fields are posted in ascending order: a repeat of the same field is always the last one.
  if (!list) lists.set(gram, [field]);
  else if (list[list.length - 1] !== field) list.push(field);
}

function freeze(lists: Map<number, number[]>): Map<number, Int32Array> {
  return new Map([...lists].map(([gram, list]) => [gram, Int32Array.from(list)]));
}

export function createNarrowing(table: FieldTable, threshold: number): Narrowing {
  const fieldCount = table.entries * table.keys;
  const charLists = new Map<number, number[]>();
  const pairLists = new Map<number, number[]>();
  for (let field = 0; field < fieldCount; field++) {
    for (let at = table.start[field]!; at < table.start[field + 1]!; at++) {
      postings(charLists, table.units[at]!, field);
      if (at + 1 < table.start[field + 1]!) postings(pairLists, table.units[at]! * table.alphabet + table.units[at + 1]!, field);
    }
  }
  const chars = freeze(charLists);
  const pairs = freeze(pairLists);
  const charHits = new Uint8Array(fieldCount);
  const pairHits = new Uint8Array(fieldCount);
  const passing = new Int32Array(fieldCount);
  const none = new Int32Array(0);

  const count = (hits: Uint8Array, lists: Map<number, Int32Array>, grams: number[]) => {
    hits.fill(0);
    for (const gram of grams) {
      const list = lists.get(gram) ?? none;
      for (let i = 0; i < list.length; i++) hits[list[i]!]! += 1;
    }
  };

  return {
    fields(query) {
      const m = query.length;
      const edits = maxEdits(m, threshold);
      const needChars = m - edits;
      const needPairs = m - 1 - 2 * edits;
      count(charHits, chars, Array.from(query));
      if (needPairs > 0) count(pairHits, pairs, Array.from({ length: m - 1 }, (_, i) => (query[i]! < 0 || query[i + 1]! < 0 ? -1 : query[i]! * table.alphabet + query[i + 1]!)));
      let found = 0;
      for (let field = 0; field < fieldCount; field++) {
        if (charHits[field]! >= needChars && (needPairs <= 0 || pairHits[field]! >= needPairs)) passing[found++] = field;
      }
      return passing.subarray(0, found);
    },
  };
}
