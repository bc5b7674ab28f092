import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/pickers/en.json';
import zh from '../../../locales/pickers/zh.json';
import zhtw from '../../../locales/pickers/zhtw.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });

describe('pickers locales', () => {
  it('zh, zhtw and en hold the same keys, none empty', () => {
    expect(keys(zhtw).sort()).toEqual(keys(zh).sort());
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    const values = (o: object) => keys(o).map((k) => k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], o));
    for (const bundle of [zh, zhtw, en]) expect(values(bundle).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
  });

  it('every key the pickers ask for exists', () => {
    const known = new Set(keys(zh));
    const used = sources(import.meta.dirname).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
  });
});
