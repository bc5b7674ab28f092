import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleProblems, clientSources, localeKeys as keys, withoutComments } from '@/lib/testing/locale-check';
import en from '../../../../locales/data/en.json';
import zh from '../../../../locales/data/zh.json';
import zhtw from '../../../../locales/data/zhtw.json';

// module.ts is left out: its names per language are checked with every module's (src/app/modules).
const files = clientSources(import.meta.dirname, { except: ['module.ts'] });

describe('系统数据 locales', () => {
  it('zhtw and en hold every key zh has, and nothing more; none is empty', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });

  it('every key the pages ask for exists', () => {
    const known = new Set(keys(zh));
    const used = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!));
    expect(used.filter((k) => k.startsWith('sync.')).length).toBeGreaterThan(20);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
  });

  it('the 数据同步 screens hold no Chinese text of their own', () => {
    const sync = files.filter((f) => f.includes('/sync/'));
    expect(sync.length).toBeGreaterThan(3);
    expect(sync.filter((f) => /\p{Script=Han}/u.test(withoutComments(readFileSync(f, 'utf8'))))).toEqual([]);
  });
});
