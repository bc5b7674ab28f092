import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleProblems, clientSources, localeKeys as keys, withoutComments } from '@/lib/testing/locale-check';
import en from '../../../../locales/visualdev/en.json';
import zh from '../../../../locales/visualdev/zh.json';
import zhtw from '../../../../locales/visualdev/zhtw.json';

// designer/ and base/ have their own bundle (locales/visualdev-designer, designer/locales.test.ts).
const files = clientSources(import.meta.dirname).filter((f) => !/[/\\](designer|base|online)[/\\]/.test(f) && !/[/\\](module|locales)\.ts$/.test(f));

describe('在线开发 locales', () => {
  it('zhtw and en hold every key zh has, and nothing more; none is empty', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });

  it('every key the client asks for exists', () => {
    const known = new Set(keys(zh));
    const used = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!));
    expect(used.filter((k) => k.startsWith('form.')).length).toBeGreaterThan(15);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
  });

  it('the form renderer holds no Chinese text of its own (labels come from the schema, words from the bundle)', () => {
    const form = files.filter((f) => f.includes('/form/') && !f.endsWith('form-testing.tsx'));
    expect(form.length).toBeGreaterThan(10);
    expect(form.filter((f) => /\p{Script=Han}/u.test(withoutComments(readFileSync(f, 'utf8'))))).toEqual([]);
  });
});
