import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/contract/ids';
import {
  CHAT_MSG, chatConversationPush, messageListAnswer, pairKeyOf, receiveMessagePush, sendMessagePush, type ChatMessageRow, type MessageListAnswer,
} from '../../src/features/message/contract';
import { startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { chatApi, messagesOf, socketsOf, soon } from './chat-fixtures';

describe(`chat over the platform socket: SendMessage, MessageList, UpdateReadMessage (${testDialect})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof chatApi>;
  let sockets: ReturnType<typeof socketsOf>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    api = chatApi(t);
    sockets = socketsOf(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const account of ['office', 'wh01', 'wh02', 'assetadmin']) {
      tokens[account] = await t.login(account);
      ids[account] = await api.userId(account);
    }
  });
  afterAll(async () => {
    sockets.closeAll();
    await t.close();
  });

  it('pushes receiveMessage to the recipient and sendMessage to each of the sender\'s sockets; a repeated id reaches nobody twice', async () => {
    const phone = await sockets.connect(tokens.wh01!);
    const desk = await sockets.connect(tokens.wh01!);
    const peer = await sockets.connect(tokens.wh02!);
    const outsider = await sockets.connect(tokens.office!);
    const id = crypto.randomUUID();
    phone.send({ method: 'SendMessage', id, toUserId: ids.wh02, messageType: 'text', messageContent: ' 货到了[强] ' });
    await expect.poll(() => peer.of('receiveMessage').length, soon).toBe(1);
    const push = receiveMessagePush.parse(peer.of('receiveMessage')[0]);
    expect(push.message).toMatchObject({ id, sendUserId: ids.wh01, content: '货到了[强]' });
    expect(push.conversation).toMatchObject({ ownerUserId: ids.wh02, peerUserId: ids.wh01, unread: 1, lastMessageId: id });
    expect(push.unreadTotal).toBe(1);
    await expect.poll(() => [phone.of('sendMessage').length, desk.of('sendMessage').length], soon).toEqual([1, 1]);
    expect(sendMessagePush.parse(desk.of('sendMessage')[0]).conversation).toMatchObject({ ownerUserId: ids.wh01, lastMessageId: id, unread: 1 });

    // The same frame again (a client that did not see the acknowledgement): answered, not delivered again.
    phone.send({ method: 'SendMessage', id, toUserId: ids.wh02, messageType: 'text', messageContent: '货到了[强]' });
    await expect.poll(() => phone.of('sendMessage').length, soon).toBe(2);
    expect(desk.of('sendMessage')).toHaveLength(1);
    expect(peer.of('receiveMessage')).toHaveLength(1);
    expect((await api.stored(ids.wh01!, ids.wh02!)).filter((m) => m.id === id)).toHaveLength(1);
    expect(outsider.received.map((m) => m.method)).toEqual(['initMessage', 'refreshUnreadCount']);
  });

  it('answers a refused SendMessage on that socket only, with the reason and the message id', async () => {
    const me = await sockets.connect(tokens.assetadmin!);
    const peer = await sockets.connect(tokens.office!);
    const id = crypto.randomUUID();
    me.send({ method: 'SendMessage', id, toUserId: ids.office, messageType: 'text', messageContent: '   ' });
    me.send({ method: 'SendMessage', toUserId: ids.office, messageType: 'text' });
    await expect.poll(() => me.of('socketError').length, soon).toBe(2);
    expect(me.of('socketError')[0]).toEqual({ method: 'socketError', request: 'SendMessage', requestId: id, code: 400, msg: CHAT_MSG.empty });
    expect(me.of('socketError')[1]).toMatchObject({ code: 400, msg: CHAT_MSG.empty });
    expect(peer.of('receiveMessage')).toHaveLength(0);
    // Unknown methods are ignored; the socket keeps working, in order.
    me.send({ method: 'NoSuchMethod' });
    me.send({ method: 'SendMessage', toUserId: ids.office, messageType: 'text', messageContent: '第一' });
    me.send({ method: 'SendMessage', toUserId: ids.office, messageType: 'text', messageContent: '第二' });
    await expect.poll(() => messagesOf(peer.received, 'receiveMessage').map((m) => m.content), soon).toEqual(['第一', '第二']);
  });

  it('pages history newest first (50 at most), orders a page by sord, searches the whole history and keeps to the caller\'s own conversation', async () => {
    const a = ids.office!;
    const b = ids.wh01!;
    const pairKey = pairKeyOf(a, b);
    const base = Date.now() - 10_000_000;
    // 2,100 messages: the search has to go past the newest 2,000 for the oldest match.
    const rows = Array.from({ length: 2100 }, (_, i) => {
      const text = i === 5 ? '季度盘点报告在这里' : i === 2090 ? '盘点完成' : `第${i}条`;
      return { id: newId(base + i), pairKey, sendUserId: i % 2 ? a : b, receiveUserId: i % 2 ? b : a, contentType: 'text', content: text, searchText: text, sendTime: base + i };
    });
    for (let i = 0; i < rows.length; i += 300) await t.db.insertInto('imMessage').values(rows.slice(i, i + 300)).execute();
    const me = await sockets.connect(tokens.office!);
    const ask = async (query: Record<string, unknown>) => {
      const requestId = newId();
      me.send({ method: 'MessageList', requestId, toUserId: b, ...query });
      await expect.poll(() => me.received.some((m) => m.requestId === requestId), soon).toBe(true);
      const answer = me.received.find((m) => m.requestId === requestId)!;
      return answer.method === 'messageList' ? messageListAnswer.parse(answer) : answer;
    };
    const page1 = (await ask({ formUserId: a, currentPage: 1, pageSize: 50, sord: 'desc' })) as MessageListAnswer;
    expect(page1.list).toHaveLength(50);
    expect(page1.list[0]!.content).toBe('第2099条');
    expect(page1.pagination).toEqual({ currentPage: 1, pageSize: 50, hasMore: true });
    const page2 = (await ask({ currentPage: 2, pageSize: 50, sord: 'asc' })) as MessageListAnswer;
    expect(page2.list.map((m) => m.content)).toEqual(rows.slice(2000, 2050).map((r) => r.content));
    const last = (await ask({ currentPage: 43, pageSize: 50 })) as MessageListAnswer;
    expect(last.list).toEqual([]);
    const tail = (await ask({ currentPage: 42, pageSize: 50 })) as MessageListAnswer;
    expect(tail.list.at(-1)!.content).toBe('第0条');
    expect(tail.pagination.hasMore).toBe(false);

    const found = (await ask({ keyword: '盘点', pageSize: 50 })) as MessageListAnswer;
    expect(found.list.map((m: ChatMessageRow) => m.content)).toEqual(['盘点完成', '季度盘点报告在这里']);
    expect(found.keyword).toBe('盘点');
    expect(((await ask({ keyword: '季度盘点报告' })) as MessageListAnswer).list).toHaveLength(1);
    expect(((await ask({ keyword: '没有的词' })) as MessageListAnswer).list).toEqual([]);

    expect(await ask({ pageSize: 51 })).toMatchObject({ method: 'socketError', code: 400 });
    expect(await ask({ formUserId: ids.wh02 })).toMatchObject({ method: 'socketError', code: 403, msg: CHAT_MSG.notYours });
    // Someone else asking for "the conversation with wh01" gets their own, which is empty.
    const other = await sockets.connect(tokens.assetadmin!);
    const requestId = newId();
    other.send({ method: 'MessageList', requestId, toUserId: b });
    await expect.poll(() => other.received.find((m) => m.requestId === requestId), soon).toMatchObject({ list: [] });
  });

  it('UpdateReadMessage marks the peer\'s messages read and tells the reader\'s devices the new counts', async () => {
    const sender = await sockets.connect(tokens.assetadmin!);
    const reader = await sockets.connect(tokens.wh02!);
    const otherDevice = await sockets.connect(tokens.wh02!);
    sender.send({ method: 'SendMessage', toUserId: ids.wh02, messageType: 'text', messageContent: '请查收' });
    await expect.poll(() => reader.of('receiveMessage').length, soon).toBe(1);
    const total = receiveMessagePush.parse(reader.of('receiveMessage')[0]).unreadTotal;
    reader.send({ method: 'UpdateReadMessage', formUserId: ids.assetadmin });
    await expect.poll(() => otherDevice.of('chatConversation').length, soon).toBe(1);
    const push = chatConversationPush.parse(otherDevice.of('chatConversation')[0]);
    expect(push.conversation).toMatchObject({ ownerUserId: ids.wh02, peerUserId: ids.assetadmin, unread: 0 });
    expect(push.unreadTotal).toBe(total - 1);
    expect(sender.of('chatConversation')).toHaveLength(0);
  });

  it('a write that waited in a device\'s outbox reaches the recipient\'s socket once it is pushed, in order', async () => {
    const peer = await sockets.connect(tokens.office!);
    const texts = ['离线一', '离线二', '离线三'];
    const results = await api.push(tokens.wh02!, texts.map((text) => ({ name: 'chat.send', args: { id: crypto.randomUUID(), toUserId: ids.office, messageType: 'text', messageContent: text } })));
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    await expect.poll(() => messagesOf(peer.received, 'receiveMessage').map((m) => m.content), soon).toEqual(texts);
    const stored = (await api.stored(ids.wh02!, ids.office!)).map((m) => m.content);
    expect(stored.slice(-3)).toEqual(texts);
    // The push told nobody else to pull (chat pushes its rows to its two people instead).
    expect(peer.of('syncChanged')).toHaveLength(0);
  });
});
