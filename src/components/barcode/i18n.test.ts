import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CameraProblem } from '@/components/scanner/camera';
import en from '../../../locales/labels/en.json';
import zh from '../../../locales/labels/zh.json';
import zhtw from '../../../locales/labels/zhtw.json';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Every folder that speaks through the `labels` namespace. */
const DIRS = ['src/components/barcode', 'src/components/scanner'];

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
const valueOf = (o: object, key: string) => key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], o);

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return f === 'testing' ? [] : sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
const files = DIRS.flatMap((d) => sources(path.join(ROOT, d)));
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('labels locales', () => {
  it('zh, zhtw and en hold the same keys, none empty', () => {
    expect(keys(zhtw).sort()).toEqual(keys(zh).sort());
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    for (const bundle of [zh, zhtw, en]) expect(keys(bundle).filter((k) => typeof valueOf(bundle, k) !== 'string' || !valueOf(bundle, k))).toEqual([]);
  });

  it('every key the barcodes and scanners ask for exists, the camera problems included', () => {
    const known = new Set(keys(zh));
    const used = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(15);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    const problems: CameraProblem[] = ['insecure', 'noCamera', 'denied', 'busy'];
    expect(problems.filter((p) => !known.has(`scanner.${p}`))).toEqual([]);
  });

  it('the code holds no Chinese text of its own', () => {
    expect(files.filter((file) => /\p{Script=Han}/u.test(withoutComments(readFileSync(file, 'utf8'))))).toEqual([]);
  });
});
