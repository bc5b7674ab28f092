import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { fewestEditsOfText, MAX_PATTERN, patternMasks } from './approximate-match';
import { maxEdits } from './menu-search-narrowing';

/** Sellers' dynamic programme: the fewest edits of `pattern` against any substring of `text`. */
function reference(pattern: string, text: string): number {
  let previous = Array.from({ length: pattern.length + 1 }, (_, i) => i);
  let best = pattern.length;
  for (const c of text) {
    const row = [0];
    for (let i = 1; i <= pattern.length; i++) row[i] = Math.min(previous[i]! + 1, row[i - 1]! + 1, previous[i - 1]! + (pattern[i - 1] === c ? 0 : 1));
    best = Math.min(best, row[pattern.length]!);
    previous = row;
  }
  return best;
}

function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

describe('fewest edits of a pattern in a text (Myers, bit-parallel)', () => {
  it('agrees with the dynamic programme on random strings up to 32 characters', () => {
    const next = random(42);
    for (const alphabet of ['ab', 'abcxy', '用户管理系统 ']) {
      for (let n = 0; n < 1500; n++) {
        const word = (length: number) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
        const pattern = word(1 + Math.floor(next() * MAX_PATTERN));
        const text = word(Math.floor(next() * 40));
        expect(fewestEditsOfText(pattern, text), `${pattern} in ${text}`).toBe(reference(pattern, text));
      }
    }
  });

  it('is what Fuse\'s bitap accepts and scores at threshold 0.4 (location ignored)', () => {
    const next = random(7);
    for (const alphabet of ['abcxy', 'abcdefghijklmnopqrstuvwxyz', '用户管理系统 ']) {
      for (let n = 0; n < 1000; n++) {
        const word = (length: number) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
        const pattern = word(1 + Math.floor(next() * (next() < 0.8 ? 8 : MAX_PATTERN))).trim() || 'a';
        const text = next() < 0.1 ? pattern : word(1 + Math.floor(next() * 30));
        if (!text.trim()) continue;
        const fuse = new Fuse([text], { threshold: 0.4, ignoreLocation: true, includeScore: true, ignoreFieldNorm: true }).search(pattern);
        const edits = fewestEditsOfText(pattern, text);
        // Fuse: no match beyond ⌊0.4·m⌋ edits; 0 for equal text, else max(0.001, edits ÷ m).
        const expected = edits > maxEdits(pattern.length, 0.4) ? null : text === pattern ? 0 : Math.max(0.001, edits / pattern.length);
        expect(fuse[0]?.score ?? null, `${pattern} in ${text}`).toBe(expected);
      }
    }
  });

  it.each([
    ['yhgl', 'yhgl', 0],
    ['yhgl', 'xtyhglz', 0],
    ['yhgl', 'yhgz', 1],
    ['yhgl', 'yhl', 1],
    ['系统日志', '系统用户日志', 2],
    ['abc', '', 3],
  ])('%s in %s: %i edits', (pattern, text, edits) => {
    expect(fewestEditsOfText(pattern, text)).toBe(edits);
  });

  it('refuses an empty or too long pattern (Fuse splits those)', () => {
    expect(() => patternMasks([], 4)).toThrow();
    expect(() => patternMasks(new Array<number>(MAX_PATTERN + 1).fill(0), 4)).toThrow();
  });
});
