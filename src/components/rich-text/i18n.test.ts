import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FileMsg } from '@/features/files/contract';
import { bundleProblems, clientSources, localeKeys, withoutComments } from '@/lib/testing/locale-check';
import en from '../../../locales/rich-text/en.json';
import zh from '../../../locales/rich-text/zh.json';
import zhtw from '../../../locales/rich-text/zhtw.json';

const sources = clientSources(import.meta.dirname).map((f) => [f, readFileSync(f, 'utf8')] as const);

describe('rich-text locales', () => {
  it('zh, zhtw and en hold the same keys, none empty', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });

  it('says §5\'s image texts exactly', () => {
    expect(zh.image.imageOnly).toBe(FileMsg.imageOnly);
    expect(zh.image.tooLarge.replace('{{size}}', '5').replace('{{unit}}', 'MB')).toBe(FileMsg.imageTooLarge(5, 'MB'));
  });

  it('every key the editor asks for exists, and the code holds no Chinese text of its own', () => {
    const known = new Set(localeKeys(zh));
    const used = sources.flatMap(([, src]) => [...src.matchAll(/\b(?:t|richTextT)\(\s*'([\w.-]+)'/g)].map((m) => m[1]!));
    const dynamic = ['size.small', 'size.large', 'size.huge', 'size.normal', 'mark.bold', 'mark.italic', 'mark.underline', 'mark.strike', 'align.left', 'align.center', 'align.right', 'align.justify'];
    expect(used.length).toBeGreaterThan(15);
    expect([...used, ...dynamic].filter((k) => !known.has(k))).toEqual([]);
    expect(sources.filter(([, src]) => /\p{Script=Han}/u.test(withoutComments(src))).map(([f]) => f)).toEqual([]);
  });
});
