/**
 * The fewest edits (insertions, deletions, substitutions) with which a pattern of at most 32 code
 * units matches some substring of a text: Myers' bit-parallel algorithm in Hyyrö's search form,
 * one pass over the text. The same measure Fuse's bitap thresholds (errors ÷ pattern length).
 * Texts and patterns are arrays of symbol ids (menu-search-fields.ts); −1 matches nothing.
 */
export const MAX_PATTERN = 32;

export interface PatternMasks {
  length: number;
  /** Bit i set where the pattern's i-th symbol is this id. */
  peq: Int32Array;
}

/** Masks of a pattern over an alphabet of `alphabet` ids (reuse `into` between patterns). */
export function patternMasks(pattern: ArrayLike<number>, alphabet: number, into?: Int32Array): PatternMasks {
  const m = pattern.length;
  if (m === 0 || m > MAX_PATTERN) throw new Error(`pattern length ${m} outside 1..${MAX_PATTERN}`);
  const peq = into && into.length >= alphabet ? into.fill(0) : new Int32Array(alphabet);
  for (let i = 0; i < m; i++) if (pattern[i]! >= 0) peq[pattern[i]!]! |= 1 << i;
  return { length: m, peq };
}

/** Fewest edits of the pattern against any substring of text[from .. to − 1]. */
export function fewestEdits({ length: m, peq }: PatternMasks, text: ArrayLike<number>, from = 0, to = text.length): number {
  const last = 1 << (m - 1);
  let pv = -1;
  let mv = 0;
  let edits = m;
  let best = m;
  for (let j = from; j < to; j++) {
    const eq = peq[text[j]!]!;
    const xv = eq | mv;
    const xh = ((((eq & pv) + pv) | 0) ^ pv) | eq;
    let ph = mv | ~(xh | pv);
    let mh = pv & xh;
    if (ph & last) edits += 1;
    else if (mh & last) edits -= 1;
    // Searching: a match may start anywhere, so no carry into the first row.
    ph <<= 1;
    mh <<= 1;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
    if (edits < best) {
      best = edits;
      if (best === 0) return 0;
    }
  }
  return best;
}

/** The same for plain strings, code unit by code unit. */
export function fewestEditsOfText(pattern: string, text: string): number {
  const ids = new Map<string, number>();
  const id = (unit: string) => ids.get(unit) ?? ids.set(unit, ids.size).get(unit)!;
  const p = Array.from({ length: pattern.length }, (_, i) => id(pattern.charAt(i)));
  const t = Array.from({ length: text.length }, (_, i) => id(text.charAt(i)));
  return fewestEdits(patternMasks(p, ids.size), t);
}
