import { describe, expect, it } from 'vitest';
import en from '../../../../locales/permission/en.json';
import zh from '../../../../locales/permission/zh.json';
import zhtw from '../../../../locales/permission/zhtw.json';

const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

describe('permission locales', () => {
  it('zhtw and en hold every key zh has, and nothing more', () => {
    expect(keys(zhtw)).toEqual(keys(zh));
    expect(keys(en)).toEqual(keys(zh));
  });
  it('no string is empty', () => {
    for (const bundle of [zh, zhtw, en]) {
      const flat = JSON.stringify(bundle);
      expect(flat).not.toContain('""');
    }
  });
});
