import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@/lib/testing/locale-check';
import en from '../../../../../locales/system-log/en.json';
import zh from '../../../../../locales/system-log/zh.json';
import zhtw from '../../../../../locales/system-log/zhtw.json';

describe('system-log locales', () => {
  it('zhtw and en hold every key zh has, and nothing more', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });
  it('no string is empty', () => {
    for (const bundle of [zh, zhtw, en]) expect(JSON.stringify(bundle)).not.toContain('""');
  });
});
