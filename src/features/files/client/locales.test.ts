import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleProblems, clientSources, localeKeys as keys, withoutComments } from '@/lib/testing/locale-check';
import en from '../../../../locales/files/en.json';
import zh from '../../../../locales/files/zh.json';
import zhtw from '../../../../locales/files/zhtw.json';

// module.ts is left out: its names per language are checked with every module's (src/app/modules).
const files = clientSources(import.meta.dirname, { except: ['module.ts'], deep: false });

describe('文档中心 locales', () => {
  it('zhtw and en hold every key zh has, and nothing more; none is empty', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });

  it('every key the page asks for exists, and the page holds no Chinese text of its own', () => {
    const known = new Set(keys(zh));
    const used = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    expect(files.filter((f) => /\p{Script=Han}/u.test(withoutComments(readFileSync(f, 'utf8'))))).toEqual([]);
  });
});
