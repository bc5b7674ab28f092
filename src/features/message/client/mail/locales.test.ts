import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_COLLECTIONS, MAIL_MSG, MAIL_MUTATIONS, MESSAGE_MSG } from '@/features/message/contract';
import { bundleProblems, clientSources, localeKeys, withoutComments } from '@/lib/testing/locale-check';
import en from '../../../../../locales/mail/en.json';
import zh from '../../../../../locales/mail/zh.json';
import zhtw from '../../../../../locales/mail/zhtw.json';
import { messageModule } from '../module';

const sources = clientSources(import.meta.dirname).map((f) => [f, readFileSync(f, 'utf8')] as const);

describe('站内信 locales and device names', () => {
  it('zhtw and en hold every key zh has, and nothing more; none is empty', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
  });

  it('every literal key the mail client asks for exists, and it holds no Chinese text of its own', () => {
    const known = new Set(localeKeys(zh));
    const used = sources.flatMap(([, src]) => [...src.matchAll(/\b(?:t|mailT)\('([a-zA-Z.]+)'/g)].map((m) => m[1]!));
    const dynamic = ['boxes.inbox', 'boxes.outbox', 'boxes.draft', 'filters.all', 'filters.unread', 'filters.starred', 'actions.reply', 'actions.replyAll', 'actions.forward'];
    expect(used.length).toBeGreaterThan(40);
    expect([...used, ...dynamic].filter((k) => !known.has(k))).toEqual([]);
    expect(sources.filter(([, src]) => /\p{Script=Han}/u.test(withoutComments(src))).map(([f]) => f)).toEqual([]);
  });

  it('says the server\'s words where it shows them, and 未发送 / 已自动保存 as asked', () => {
    expect(zh.compose.recipientsRequired).toBe(MAIL_MSG.recipientsRequired);
    expect(zh.compose.sent).toBe(MAIL_MSG.sent);
    expect(zh.detail.notFound).toBe(MESSAGE_MSG.deleted);
    expect(zh.state.unsent).toBe('未发送');
    expect(zh.compose.autosaved).toBe('已自动保存');
  });

  it('names the collections and writes of the device module as the contract does', () => {
    expect(Object.keys(messageModule.device?.collections ?? {}).sort()).toEqual(expect.arrayContaining(Object.values(MAIL_COLLECTIONS)));
    expect(Object.keys(messageModule.device?.mutationLabels ?? {}).sort()).toEqual(expect.arrayContaining(Object.values(MAIL_MUTATIONS)));
  });
});
