import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleProblems, clientSources, localeKeys as keys, withoutComments } from '@/lib/testing/locale-check';
import en from '../../../../../locales/visualdev-online/en.json';
import zh from '../../../../../locales/visualdev-online/zh.json';
import zhtw from '../../../../../locales/visualdev-online/zhtw.json';

const files = clientSources(import.meta.dirname);

describe('online-dev list page locales', () => {
  it('zhtw and en hold every key zh has, and nothing more; none is empty', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });

  it('every key the pages ask for exists', () => {
    const known = new Set(keys(zh));
    const used = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
  });

  it('the pages hold no Chinese text of their own', () => {
    expect(files.filter((f) => /\p{Script=Han}/u.test(withoutComments(readFileSync(f, 'utf8'))))).toEqual([]);
  });
});
