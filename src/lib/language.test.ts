import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './language';

describe('initial language (SPEC §9)', () => {
  it.each([
    ['en', 'zh-CN', 'en'],
    [null, 'zh-TW', 'zhtw'],
    [null, 'zh-HK', 'zhtw'],
    [null, 'zh-CN', 'zh'],
    [null, 'en-US', 'en'],
    [null, 'fr-FR', 'zh'],
    ['klingon', 'en-US', 'en'],
  ])('stored %s, browser %s → %s', (stored, browser, expected) => {
    expect(initialLanguage(stored, browser)).toBe(expected);
  });
});

describe('initial language from jnpf_language', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['"zhtw"', 'zhtw'],
    ['zhtw', 'zhtw'],
    ['en', 'en'],
    ['"en"', 'en'],
  ])('stored %s wins over the browser language', (raw, expected) => {
    localStorage.setItem('jnpf_language', raw);
    expect(initialLanguage(undefined, 'fr-FR')).toBe(expected);
  });

  it('a value that is no language falls back to the browser', () => {
    localStorage.setItem('jnpf_language', 'klingon');
    expect(initialLanguage(undefined, 'zh-TW')).toBe('zhtw');
  });
});
