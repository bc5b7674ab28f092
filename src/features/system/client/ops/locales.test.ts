import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@/lib/testing/locale-check';
import en from '../../../../../locales/system-ops/en.json';
import zh from '../../../../../locales/system-ops/zh.json';
import zhtw from '../../../../../locales/system-ops/zhtw.json';

describe('system-ops locales', () => {
  it('zhtw and en hold every key zh has, and nothing more', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });
  it('no string is empty', () => {
    for (const bundle of [zh, zhtw, en]) expect(JSON.stringify(bundle)).not.toContain('""');
  });
});
