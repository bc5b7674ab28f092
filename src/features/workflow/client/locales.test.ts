import { describe, expect, it } from 'vitest';
import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import { localeKeys } from '@/lib/testing/locale-check';
import en from '../../../../locales/workflow/en.json';
import zh from '../../../../locales/workflow/zh.json';
import zhtw from '../../../../locales/workflow/zhtw.json';

// The runtime screens; the designer and the engine list keep their own check.
for (const dir of ['launch', 'lists', 'detail', 'delegate']) describeLocaleBundle(`workflow ${dir}`, { zh, zhtw, en }, `${import.meta.dirname}/${dir}`, 3);

describe('workflow keys built at run time', () => {
  it('every list count and every action of the detail has its words', () => {
    const known = new Set(localeKeys(zh));
    const built = [...['todo', 'circulate', 'launched'].map((c) => `count.${c}`), ...['approve', 'reject', 'return', 'transfer', 'addSign', 'comment', 'terminate', 'reassign'].map((a) => `detail.${a}`)];
    expect(built.filter((k) => !known.has(k))).toEqual([]);
  });
});
