import { describe, expect, it } from 'vitest';
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
