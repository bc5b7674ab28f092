import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '../../src/features/message/contract';
import { startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { chatApi } from './chat-fixtures';

describe(`chat on the device: private collections, the newest messages of each conversation, counts under concurrency (${testDialect})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof chatApi>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    api = chatApi(t);
    for (const account of ['admin', 'office', 'sysadmin', 'wh01', 'wh02', 'assetadmin']) {
      tokens[account] = await t.login(account);
      ids[account] = await api.userId(account);
    }
  });
  afterAll(() => t.close());

  it('gives a device its own conversation sides and the newest messages of each, nothing of anyone else\'s', async () => {
    const sides = await api.pullAll(tokens.admin!, 'chatConversations');
    expect([...sides.rows.values()].map((r) => r!.peerUserId).sort()).toEqual([ids.office, ids.sysadmin].sort());
    expect([...sides.rows.values()].every((r) => r!.ownerUserId === ids.admin)).toBe(true);
    const messages = await api.pullAll(tokens.admin!, 'chatMessages');
    expect(messages.rows.size).toBe(5);
    expect([...messages.rows.values()].every((m) => m!.sendUserId === ids.admin || m!.receiveUserId === ids.admin)).toBe(true);
    expect(Object.keys([...messages.rows.values()][0]!).sort()).toEqual(['content', 'contentType', 'id', 'pairKey', 'receiveUserId', 'sendTime', 'sendUserId']);
  });

  it('keeps the newest 30 of a long conversation in a first sync; later changes bring only the caller\'s own rows, never other people\'s as deletes', async () => {
    for (let i = 0; i < 35; i++) await api.send(tokens.assetadmin!, ids.wh01!, `第${i}条`);
    const first = await api.pullAll(tokens.wh01!, 'chatMessages');
    const pair = [...first.rows.values()].filter((m) => m!.sendUserId === ids.assetadmin);
    expect(pair).toHaveLength(CHAT_LIMITS.deviceMessages);
    expect(pair.map((m) => m!.content).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `第${i + 5}条`).sort());
    const sides = await api.pullAll(tokens.wh01!, 'chatConversations');

    // Someone else's conversation moves on: nothing for wh01's device, not even a delete.
    await api.send(tokens.office!, ids.sysadmin!, '与你无关');
    await api.send(tokens.sysadmin!, ids.office!, '确实无关');
    expect((await api.pullAll(tokens.wh01!, 'chatMessages', first.cursor)).ops).toEqual([]);
    expect((await api.pullAll(tokens.wh01!, 'chatConversations', sides.cursor)).ops).toEqual([]);

    const mine = api.sent(await api.send(tokens.wh02!, ids.wh01!, '给你的'));
    const later = await api.pullAll(tokens.wh01!, 'chatMessages', first.cursor);
    expect([...later.rows.keys()]).toEqual([mine.message.id]);
    const sideChanges = await api.pullAll(tokens.wh01!, 'chatConversations', sides.cursor);
    expect([...sideChanges.rows.values()]).toEqual([expect.objectContaining({ ownerUserId: ids.wh01, peerUserId: ids.wh02, lastMessageId: mine.message.id, unread: 2 })]);
  });

  it('leaves deleted records out of a device\'s first sync', async () => {
    await api.clearRecords(tokens.wh01!, ids.assetadmin!);
    const fresh = await api.pullAll(tokens.wh01!, 'chatMessages');
    expect([...fresh.rows.values()].filter((m) => m!.sendUserId === ids.assetadmin)).toEqual([]);
    const after = api.sent(await api.send(tokens.assetadmin!, ids.wh01!, '删除之后'));
    expect((await api.pullAll(tokens.wh01!, 'chatMessages')).rows.has(after.message.id)).toBe(true);
  });

  it('keeps every side\'s unread count and last message right when both write at once, and reads interleave', async () => {
    const a = ids.sysadmin!;
    const b = ids.wh02!;
    const writes = Array.from({ length: 12 }, (_, i) => {
      const [from, to] = i % 2 ? [tokens.sysadmin!, b] : [tokens.wh02!, a];
      return api.send(from, to, `并发${i}`, { deviceId: `device-${i}` });
    });
    const reads = [api.push(tokens.wh02!, [{ name: 'chat.read', args: { peerUserId: a } }]), api.push(tokens.sysadmin!, [{ name: 'chat.read', args: { peerUserId: b } }])];
    const results = await Promise.all([...writes, ...reads.map(async (r) => (await r)[0]!)]);
    expect(results.every((r) => r.status === 'applied')).toBe(true);
    const stored = await api.stored(a, b);
    for (const [owner, peer] of [[a, b], [b, a]] as const) {
      const side = (await api.side(owner, peer))!;
      const unread = stored.filter((m) => m.sendUserId === peer && Number(m.sendTime) > Math.max(Number(side.readTime), Number(side.clearedTime))).length;
      expect(side.unread, `${owner === a ? 'sysadmin' : 'wh02'}'s side`).toBe(unread);
      expect(side.lastMessageId).toBe(stored.at(-1)!.id);
    }
    // Send times are strictly increasing within the pair: no two messages share one.
    expect(new Set(stored.map((m) => Number(m.sendTime))).size).toBe(stored.length);
  });
});
