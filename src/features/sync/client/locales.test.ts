import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleProblems, localeKeys as keys } from '@/lib/testing/locale-check';
import en from '../../../../locales/sync/en.json';
import zh from '../../../../locales/sync/zh.json';
import zhtw from '../../../../locales/sync/zhtw.json';

describe('sync locales', () => {
  it('zhtw and en hold every key zh has, and nothing more; none is empty', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });

  it('every literal key the page asks for exists, and the engine\'s own profile writes have a name', () => {
    const known = new Set(keys(zh));
    const used = readdirSync(import.meta.dirname)
      .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
      .flatMap((f) => [...readFileSync(path.join(import.meta.dirname, f), 'utf8').matchAll(/\bt\('([a-zA-Z.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    for (const m of ['profile.update', 'profile.theme', 'profile.language']) expect(known.has(`mutations.${m}`)).toBe(true);
    expect(zh.logout.unsynced).toBe('{{count}} 条更改尚未同步');
  });
});
