import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/system-area/en.json';
import zh from '../../../../../locales/system-area/zh.json';
import zhtw from '../../../../../locales/system-area/zhtw.json';

const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

describe('system-area locales', () => {
  it('zhtw and en hold every key zh has, and nothing more', () => {
    expect(keys(zhtw)).toEqual(keys(zh));
    expect(keys(en)).toEqual(keys(zh));
  });
  it('no string is empty', () => {
    for (const bundle of [zh, zhtw, en]) expect(JSON.stringify(bundle)).not.toContain('""');
  });
});
