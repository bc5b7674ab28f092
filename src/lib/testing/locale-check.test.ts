import { describe, expect, it } from 'vitest';
import { bundleProblems, localeKeys, withoutComments } from './locale-check';

describe('the locales check every feature uses', () => {
  it('names what is missing, extra or empty, and nothing when the bundles agree', () => {
    const zh = { a: '甲', b: { c: '丙' } };
    expect(bundleProblems(zh, { a: '甲', b: { c: '丙' } }, { a: 'A', b: { c: 'C' } })).toEqual([]);
    expect(bundleProblems(zh, { a: '甲' }, { a: 'A', b: { c: '' }, d: 'D' })).toEqual(['zhtw lacks b.c', 'en has extra d', 'en has an empty string']);
    expect(localeKeys(zh)).toEqual(['a', 'b.c']);
  });
  it('strips comments but keeps urls in strings', () => {
    expect(withoutComments("const u = 'http://x'; // 中文\n/* 注释 */ f();")).toBe("const u = 'http://x'; \n f();");
  });
});
