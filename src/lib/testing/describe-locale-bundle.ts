import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleProblems, clientSources, localeKeys, withoutComments } from './locale-check';

/**
 * The locales test of a page with its own bundle: zhtw and en complete and non-empty, every literal
 * `t('…')` key of the pages under `dir` present in zh, and no Chinese text written in those pages.
 */
export function describeLocaleBundle(name: string, bundles: { zh: object; zhtw: object; en: object }, dir: string, minKeys = 10): void {
  const { zh, zhtw, en } = bundles;
  describe(`${name} locales`, () => {
    it('zhtw and en hold every key zh has, and nothing more; none is empty', () => {
      expect(bundleProblems(zh, zhtw, en)).toEqual([]);
      for (const bundle of [zh, zhtw, en]) expect(JSON.stringify(bundle)).not.toContain('""');
    });

    it('every literal key the page asks for exists, and the page holds no Chinese text of its own', () => {
      const known = new Set(localeKeys(zh));
      const sources = clientSources(dir).map((f) => readFileSync(f, 'utf8'));
      const used = sources.flatMap((src) => [...src.matchAll(/\bt\('([a-zA-Z.]+)'/g)].map((m) => m[1]!));
      expect(used.length).toBeGreaterThan(minKeys);
      expect(used.filter((k) => !known.has(k))).toEqual([]);
      expect(sources.filter((src) => /\p{Script=Han}/u.test(withoutComments(src)))).toEqual([]);
    });
  });
}
