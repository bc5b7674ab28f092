import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleProblems, clientSources, localeKeys as keys, withoutComments } from '@/lib/testing/locale-check';
import { MESSAGE_MSG, MESSAGE_TYPE_NAME, NOTICE_STATUS_NAME } from '@/features/message/contract';
import en from '../../../../locales/message/en.json';
import zh from '../../../../locales/message/zh.json';
import zhtw from '../../../../locales/message/zhtw.json';

// 站内信 (mail/) has its own namespace and locales test; module.ts's names per language are checked with every module's (src/app/modules).
const files = (dir: string) => clientSources(dir, { except: ['test-utils.tsx', 'module.ts'] }).filter((f) => !/[\\/]mail[\\/]/.test(f));

describe('消息 locales', () => {
  it('zhtw and en hold every key zh has, and nothing more; none is empty', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });

  it('every literal key the client asks for exists, and the client holds no Chinese text of its own', () => {
    const known = new Set(keys(zh));
    const sources = files(import.meta.dirname).map((f) => readFileSync(f, 'utf8'));
    const used = sources.flatMap((src) => [...src.matchAll(/\b(?:t|msgT)\('([a-zA-Z.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(60);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    expect(sources.filter((src) => /\p{Script=Han}/u.test(withoutComments(src)))).toEqual([]);
  });

  it('names types and states as the server does', () => {
    expect(zh.types).toEqual(Object.fromEntries(Object.entries(MESSAGE_TYPE_NAME)));
    expect(zh.status).toEqual(Object.fromEntries(Object.entries(NOTICE_STATUS_NAME)));
    expect(zh.fields.title).toBe('标题');
    expect(MESSAGE_MSG.titleRequired).toContain(zh.fields.title);
  });
});
