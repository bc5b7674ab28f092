import { fewestEdits, patternMasks } from './approximate-match';
import type { FieldTable } from './menu-search-fields';
import { maxEdits } from './menu-search-narrowing';

export interface Shortlisted {
  entry: number;
  /** Bit `1 << key` for each key of the entry that matches. */
  keys: number;
}

/** How Fuse weighs a field: its key's weight (normalised as Fuse's KeyStore does) and its length norm. */
export interface Weighing {
  /** Per key: weight ÷ the sum of weights. */
  weights: readonly number[];
  /** Per field: Fuse's field-length norm. */
  norms: Float64Array;
}

/**
 * Of the fields that may match (menu-search-narrowing.ts, ascending), the entries that are Fuse's
 * first `limit` results, with the keys that match. Each field is scored as Fuse scores it: no match
 * beyond ⌊threshold·m⌋ edits; 0 for a field equal to the query, else max(0.001, edits ÷ m). An
 * entry's score is the product over its matching keys, in key order, of score^(weight·norm) (ε for
 * 0): the very operations of Fuse, so the very number. Fuse ranks by score, then position.
 */
export function createShortlister(table: FieldTable, weighing: Weighing, threshold: number) {
  const masks = new Int32Array(table.alphabet);
  return (query: Int32Array, fields: Int32Array, limit: number): Shortlisted[] => {
    const m = query.length;
    const allowed = maxEdits(m, threshold);
    const pattern = patternMasks(query, table.alphabet, masks);
    // The best `limit` so far, kept sorted by (score, entry).
    const best: Array<Shortlisted & { score: number }> = [];
    let entry = -1;
    let score = 1;
    let keys = 0;
    const close = () => {
      if (!keys || (best.length === limit && score >= best[limit - 1]!.score)) return;
      let at = best.length;
      while (at > 0 && best[at - 1]!.score > score) at--;
      best.splice(at, 0, { entry, keys, score });
      if (best.length > limit) best.pop();
    };
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      const fieldEntry = Math.floor(field / table.keys);
      if (fieldEntry !== entry) {
        close();
        entry = fieldEntry;
        score = 1;
        keys = 0;
      }
      const from = table.start[field]!;
      const to = table.start[field + 1]!;
      const edits = fewestEdits(pattern, table.units, from, to);
      if (edits > allowed) continue;
      const key = field % table.keys;
      const fieldScore = edits === 0 && to - from === m ? 0 : Math.max(0.001, edits / m);
      score *= Math.pow(fieldScore === 0 ? Number.EPSILON : fieldScore, weighing.weights[key]! * weighing.norms[field]!);
      keys |= 1 << key;
    }
    close();
    return best.map(({ entry: e, keys: k }) => ({ entry: e, keys: k })).sort((a, b) => a.entry - b.entry);
  };
}
