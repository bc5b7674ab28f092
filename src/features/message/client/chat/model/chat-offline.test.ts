import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pairKeyOf, type ChatConversationRow, type ChatMessageRow } from '@/features/message/contract';
import type { QingbanDb } from '@/sync/db';
import { mutate } from '@/sync/mutations';
import { Replayer } from '@/sync/replay';
import { fakeTransport, FakeServer, freshDb } from '@/sync/testing';
import { clearMutation, readMutation, removeMutation, sendMutation } from './device-writes';
import { messageKey, type LocalSide } from './keys';
import { newestByPair, sidesOf } from './hooks';
import { applyChatPush, openChat } from './live';
import { buildConversations } from './rules';

const ME = 'u-me';
const PEER = 'u-peer';
const pair = pairKeyOf(ME, PEER);
let db: QingbanDb;
let server: FakeServer;
let clock = 1_000_000;

const side = (patch: Partial<ChatConversationRow> = {}): ChatConversationRow => ({
  id: 'side-me', ownerUserId: ME, peerUserId: PEER, pairKey: pair, unread: 0, readTime: 0, clearedTime: 0, hidden: 0,
  lastMessageId: null, lastSendUserId: null, lastType: null, lastContent: null, lastTime: 0, ...patch,
});
const message = (id: string, from: string, content: string, sendTime: number): ChatMessageRow => ({
  id, pairKey: pair, sendUserId: from, receiveUserId: from === ME ? PEER : ME, contentType: 'text', content, sendTime,
});
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const send = (messageId: string, text: string) => mutate(sendMutation.name, { id: messageId, toUserId: PEER, messageType: 'text', messageContent: text }, {}, db);
const list = async () => buildConversations(ME, await sidesOf(db), await newestByPair(db));

beforeEach(async () => {
  db = await freshDb(ME);
  server = new FakeServer();
  // The server stores each message once per id and answers the stored row with the sender's side.
  const stored = new Map<string, ChatMessageRow>();
  server.handlers['chat.send'] = (args) => {
    const m = stored.get(String(args.id)) ?? message(String(args.id), ME, String(args.messageContent).trim(), ++clock);
    stored.set(m.id, m);
    return { status: 'applied', serverVersion: clock, result: { message: m, conversation: side({ lastMessageId: m.id, lastSendUserId: ME, lastType: 'text', lastContent: m.content, lastTime: m.sendTime }) } };
  };
  openChat.set({ peerUserId: null, visible: false });
});
afterEach(() => db.delete());

describe('chat offline: the outbox', () => {
  it('shows a message written offline at once, keeps it 未发送 while its entry waits, then sends each once, in order', async () => {
    const replayer = new Replayer({ db, transport: fakeTransport(server) });
    const ids = [id(0), id(1), id(2), id(3)];
    for (const [i, text] of ['一', ' 二 ', '三'].entries()) await send(ids[i]!, text);
    expect((await db.chatMessages.toArray()).map((m) => m.content)).toEqual(['一', '二', '三']);
    expect((await db.outbox.orderBy('seq').toArray()).flatMap((e) => e.touches)).toEqual(ids.slice(0, 3).map(messageKey));
    // The first conversation with someone, still unsent, is in the drawer.
    expect((await list()).map((c) => [c.peerUserId, c.side, c.last?.content])).toEqual([[PEER, null, '三']]);

    server.failNext = 'network';
    expect(await replayer.run()).toMatchObject({ kind: 'retry' });
    expect(await db.outbox.count()).toBe(3);
    expect(await replayer.run()).toMatchObject({ kind: 'idle', sent: 3 });
    expect(server.applied.map((a) => (a.args as { messageContent: string }).messageContent)).toEqual(['一', ' 二 ', '三']);
    expect(await db.outbox.count()).toBe(0);
    // The server's rows replaced the device's: its send times, my side.
    expect((await db.chatMessages.get(ids[2]!))).toMatchObject({ content: '三', sendTime: clock });
    expect(await db.chatConversations.get('side-me')).toMatchObject({ lastMessageId: ids[2] });
    // An answer lost after the commit: sent again, stored once.
    await send(ids[3]!, '四');
    server.loseNextAnswer = true;
    await replayer.run();
    await replayer.run();
    expect(server.applied.filter((a) => (a.args as { id: string }).id === ids[3])).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses an empty message before it reaches the outbox', async () => {
    await expect(send(id(9), '   ')).rejects.toMatchObject({ name: 'ZodError' });
    await expect(send('not-a-uuid', '你好')).rejects.toMatchObject({ name: 'ZodError' });
    expect(await db.chatMessages.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('chat offline: reading, removing, deleting on the device', () => {
  beforeEach(async () => {
    await db.chatConversations.put({ ...side({ unread: 2, lastMessageId: 'p2', lastSendUserId: PEER, lastType: 'text', lastContent: '在吗', lastTime: 20 }), _version: 5 });
    await db.chatMessages.bulkPut([message('p1', PEER, '你好', 10), message('p2', PEER, '在吗', 20)]);
  });

  it('reading clears the unread count at once (up to the message read) and queues the write', async () => {
    await mutate(readMutation.name, { peerUserId: PEER, sideId: 'side-me', readTime: 10 }, {}, db);
    expect(await db.chatConversations.get('side-me')).toMatchObject({ unread: 1, readTime: 10 });
    await mutate(readMutation.name, { peerUserId: PEER, sideId: 'side-me' }, {}, db);
    expect(await db.chatConversations.get('side-me')).toMatchObject({ unread: 0 });
    expect((await db.outbox.toArray()).map((e) => e.args)).toEqual([{ peerUserId: PEER, readTime: 10 }, { peerUserId: PEER }]);
  });

  it('a removed conversation leaves the list until a newer message; deleted records leave the open chat', async () => {
    await mutate(removeMutation.name, { peerUserId: PEER, sideId: 'side-me' }, {}, db);
    expect(await list()).toEqual([]);
    await new Promise((r) => setTimeout(r, 5));
    await send(id(5), '回来了');
    expect((await list()).map((c) => c.last?.content)).toEqual(['回来了']);
    await mutate(clearMutation.name, { peerUserId: PEER, sideId: 'side-me' }, {}, db);
    const cleared = (await db.chatConversations.get('side-me')) as LocalSide;
    expect(cleared).toMatchObject({ unread: 0, lastMessageId: null });
    expect((await db.chatMessages.toArray()).filter((m) => Number(m.sendTime) > cleared.clearedTime)).toEqual([]);
  });
});

describe('chat offline: what the socket brings (§4)', () => {
  beforeEach(async () => {
    await db.chatConversations.put({ ...side({ unread: 0, lastTime: 5 }), _version: 1 });
  });

  it('a message from someone whose chat is not open raises the unread count and moves the conversation to the top', async () => {
    await db.chatConversations.put({ ...side({ id: 'side-other', peerUserId: 'u-other', pairKey: pairKeyOf(ME, 'u-other'), lastTime: 50, lastMessageId: 'o1', lastType: 'text', lastContent: '早' }), _version: 1 });
    const m = message('p9', PEER, '新消息', 100);
    const done = await applyChatPush(db, { method: 'receiveMessage', message: m, conversation: side({ unread: 1, lastMessageId: 'p9', lastSendUserId: PEER, lastType: 'text', lastContent: '新消息', lastTime: 100 }), unreadTotal: 1 });
    expect(done).toBe('stored');
    expect(await db.chatMessages.get('p9')).toMatchObject({ content: '新消息' });
    expect((await list()).map((c) => [c.peerUserId, c.unread])).toEqual([[PEER, 1], ['u-other', 0]]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a message from the peer of the open chat is appended and read', async () => {
    openChat.set({ peerUserId: PEER, visible: true });
    const m = message('p10', PEER, '看到了吗', 110);
    const done = await applyChatPush(db, { method: 'receiveMessage', message: m, conversation: side({ unread: 1, lastMessageId: 'p10', lastTime: 110 }), unreadTotal: 1 });
    expect(done).toBe('read');
    expect(await db.chatConversations.get('side-me')).toMatchObject({ unread: 0, readTime: 110 });
    expect((await db.outbox.toArray()).map((e) => e.args)).toEqual([{ peerUserId: PEER, readTime: 110 }]);
    // Not in view (another tab in front, the window hidden): it waits unread.
    openChat.set({ visible: false });
    await applyChatPush(db, { method: 'receiveMessage', message: message('p11', PEER, '人呢', 120), conversation: side({ unread: 1, lastTime: 120 }), unreadTotal: 1 });
    expect(await db.chatConversations.get('side-me')).toMatchObject({ unread: 1 });
  });

  it('takes my own message sent from another device, and a side changed elsewhere; ignores what is not chat', async () => {
    expect(await applyChatPush(db, { method: 'sendMessage', message: message('x1', ME, '电脑上发的', 130), conversation: side({ lastMessageId: 'x1', lastTime: 130 }) })).toBe('stored');
    expect(await db.chatMessages.get('x1')).toBeDefined();
    expect(await applyChatPush(db, { method: 'chatConversation', conversation: side({ hidden: 1 }), unreadTotal: 0 })).toBe('stored');
    expect(await db.chatConversations.get('side-me')).toMatchObject({ hidden: 1, _version: 1 });
    expect(await applyChatPush(db, { method: 'refreshUnreadCount', unreadCount: 3 })).toBeNull();
  });
});
