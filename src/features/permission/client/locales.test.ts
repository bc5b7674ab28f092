import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@/lib/testing/locale-check';
import en from '../../../../locales/permission/en.json';
import zh from '../../../../locales/permission/zh.json';
import zhtw from '../../../../locales/permission/zhtw.json';

describe('permission locales', () => {
  it('zhtw and en hold every key zh has, and nothing more; none is empty', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });
});
