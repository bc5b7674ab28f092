import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleProblems, clientSources, localeKeys as keys, withoutComments } from '@/lib/testing/locale-check';
import { STOCKTAKE_MSG } from '@/features/stocktaking/contract';
import en from '../../../../locales/stocktaking/en.json';
import zh from '../../../../locales/stocktaking/zh.json';
import zhtw from '../../../../locales/stocktaking/zhtw.json';

// module.ts is left out: its names per language are checked with every module's (src/app/modules).
const files = (dir: string) => clientSources(dir, { except: ['module.ts'] });

describe('资产盘点 locales', () => {
  it('zhtw and en hold every key zh has, and nothing more; none is empty', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });

  it('every literal key the client asks for exists, and the client holds no Chinese text of its own', () => {
    const known = new Set(keys(zh));
    const sources = files(import.meta.dirname).map((f) => readFileSync(f, 'utf8'));
    const used = sources.flatMap((src) => [...src.matchAll(/\b(?:t|stT)\('([a-zA-Z.]+)'/g)].map((m) => m[1]!)).filter((k) => k !== 'unsynced');
    expect(used.length).toBeGreaterThan(60);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    expect(sources.filter((src) => /\p{Script=Han}/u.test(withoutComments(src)))).toEqual([]);
  });

  it('says what the server says where they meet', () => {
    expect(zh.scan.codeRequired).toBe(STOCKTAKE_MSG.codeRequired);
    expect(zh.scan.feedback.duplicate.startsWith(STOCKTAKE_MSG.duplicateScan)).toBe(true);
  });
});
