import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketMessage } from '@/app/session/platform-socket';
import { CHAT_MUTATIONS, pairKeyOf, type ChatMessageRow } from '@/features/message/contract';
import { setCurrentDb, type QingbanDb } from '@/sync/db';
import { freshDb } from '@/sync/testing';
import { renderUi, setupI18n } from '../test-utils';

const socket = vi.hoisted(() => ({ listeners: new Set<(m: SocketMessage) => void>(), sent: [] as SocketMessage[], online: false }));
vi.mock('@/app/session/platform-socket', () => ({
  SOCKET_CLOSED: 'socketClosed',
  onSocketMessage: (l: (m: SocketMessage) => void) => { socket.listeners.add(l); return () => socket.listeners.delete(l); },
  sendOnSocket: (m: SocketMessage) => { socket.sent.push(m); return socket.online; },
}));
const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));
const emit = (m: SocketMessage) => act(() => { for (const l of [...socket.listeners]) l(m); });

const ME = 'u-me';
const PEER = 'u-peer';
const pair = pairKeyOf(ME, PEER);
const message = (n: number, from = PEER, content = `第${n}条`): ChatMessageRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, pairKey: pair, sendUserId: from, receiveUserId: from === ME ? PEER : ME, contentType: 'text', content, sendTime: 1_000 + n,
});
let db: QingbanDb;

vi.setConfig({ testTimeout: 30_000 });
// The machine is shared: give the device store's live queries time to answer.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n());
beforeEach(async () => {
  db = await freshDb(ME);
  setCurrentDb(db);
  await db.users.put({ id: PEER, realName: '孙丽', account: 'wh02' });
  await db.chatConversations.put({
    id: 'side', ownerUserId: ME, peerUserId: PEER, pairKey: pair, unread: 3, readTime: 0, clearedTime: 0, hidden: 0,
    lastMessageId: message(40).id, lastSendUserId: PEER, lastType: 'text', lastContent: '第40条', lastTime: 1_040, _version: 1,
  });
  await db.chatMessages.bulkPut(Array.from({ length: 40 }, (_, i) => message(i + 1, i % 2 ? ME : PEER, i === 39 ? '好的[微笑]' : undefined)));
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  socket.listeners.clear();
  socket.sent.length = 0;
  socket.online = false;
  setCurrentDb(null);
  await db.delete();
});

async function open(shown = 30) {
  const { ChatWindow } = await import('./ChatWindow');
  renderUi(<ChatWindow peerUserId={PEER} onClose={() => undefined} />);
  await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(shown));
  return screen.getByTestId('chat-window');
}
const texts = () => screen.getAllByTestId('chat-message-text').map((e) => e.textContent);

describe('the chat window (§4)', () => {
  it('opens on the last 30 messages, marks the conversation read, and draws emoji from their names', async () => {
    const win = await open();
    expect(win.dataset.peer).toBe(PEER);
    expect(screen.getByText('与孙丽的聊天')).toBeDefined();
    expect(texts()[0]).toBe('第11条');
    const emoji = within(win).getByRole('img', { name: '微笑' });
    expect(emoji.textContent).toBe('🙂');
    await waitFor(async () => expect(await db.chatConversations.get('side')).toMatchObject({ unread: 0 }));
    // Read up to what this device has seen (the side's last message, from the peer), not "now".
    expect((await db.outbox.toArray()).map((e) => [e.name, e.args])).toEqual([[CHAT_MUTATIONS.read, { peerUserId: PEER, readTime: 1_040 }]]);
  });

  it('sends on Enter (not Shift+Enter), shows it 未发送 while it waits, refuses an empty message', async () => {
    await open();
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('warning', '不能发送空白消息'));
    fireEvent.change(input, { target: { value: '第一行' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    fireEvent.change(input, { target: { value: '  明天见[再见] ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(texts().at(-1)).toBe('明天见👋'));
    const sent = screen.getAllByTestId('chat-message').at(-1)!;
    expect(sent.dataset.mine).toBe('true');
    expect(within(sent).getByTestId('chat-message-state').textContent).toBe('未发送');
    expect((input as HTMLTextAreaElement).value).toBe('');
    const entries = (await db.outbox.toArray()).filter((e) => e.name === CHAT_MUTATIONS.send);
    expect(entries.map((e) => (e.args as { messageContent: string }).messageContent)).toEqual(['  明天见[再见] ']);
  });

  it('keeps a message the server refused in the chat, marked 发送失败 with the reason', async () => {
    await db.inbox.put({
      id: 'refused-1', kind: 'rejected', name: CHAT_MUTATIONS.send, args: { id: message(99).id, toUserId: PEER, messageType: 'text', messageContent: ' 被拒绝的 ' },
      baseVersion: null, createdAt: 5_000, touches: [], code: 400, msg: '聊天对象不存在或已停用', serverRow: null, serverVersion: null, changedBy: null, changedAt: null, receivedAt: 6_000,
    });
    await open(31);
    expect(texts().at(-1)).toBe('被拒绝的');
    const state = within(screen.getAllByTestId('chat-message').at(-1)!).getByTestId('chat-message-state');
    expect(state.textContent).toBe('发送失败');
    expect(state.getAttribute('title')).toBe('聊天对象不存在或已停用');
  });

  it('inserts a picked emoji at the caret', async () => {
    await open();
    const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '你好' } });
    input.setSelectionRange(1, 1);
    fireEvent.click(screen.getByTestId('chat-emoji'));
    fireEvent.click(await screen.findByRole('button', { name: '强' }));
    expect(input.value).toBe('你[强]好');
  });

  it('appends a message from the peer as it arrives and reads it at once', async () => {
    await open();
    const { startChatLive } = await import('./model/live');
    const stop = startChatLive(() => db);
    const incoming = message(41, PEER, '新到的消息');
    emit({ method: 'receiveMessage', message: incoming, conversation: { ...(await db.chatConversations.get('side'))!, unread: 1, lastMessageId: incoming.id, lastTime: incoming.sendTime }, unreadTotal: 1 } as unknown as SocketMessage);
    await waitFor(() => expect(texts().at(-1)).toBe('新到的消息'));
    await waitFor(async () => expect(await db.chatConversations.get('side')).toMatchObject({ unread: 0, readTime: expect.any(Number) }));
    expect(Number((await db.chatConversations.get('side'))!.readTime)).toBeGreaterThanOrEqual(incoming.sendTime);
    stop();
  });

  it('loads 50 older messages from the server near the top, once each, oldest first', async () => {
    socket.online = true;
    await open();
    fireEvent.scroll(screen.getByTestId('chat-messages'));
    await waitFor(() => expect(socket.sent.at(-1)).toMatchObject({ method: 'MessageList', toUserId: PEER, currentPage: 1, pageSize: 50 }));
    // The server's newest 50, newest first: the 40 the device holds and 10 older ones.
    const earlier = (n: number): ChatMessageRow => ({ ...message(n, PEER, `更早${n}`), id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`, sendTime: 1_000 - n });
    const page = [...Array.from({ length: 40 }, (_, i) => message(40 - i)), ...Array.from({ length: 10 }, (_, i) => earlier(i + 1))];
    emit({ method: 'messageList', requestId: socket.sent.at(-1)!.requestId, toUserId: PEER, keyword: null, list: page, pagination: { currentPage: 1, pageSize: 50, hasMore: false } });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(50));
    expect(texts().slice(0, 3)).toEqual(['更早10', '更早9', '更早8']);
    expect(texts()[10]).toBe('第1条');
    expect(screen.getByTestId('chat-messages').textContent).toContain('没有更早的消息了');
  });

  it('says history needs the network when offline', async () => {
    await open();
    const list = screen.getByTestId('chat-messages');
    fireEvent.scroll(list);
    await waitFor(() => expect(list.textContent).toContain('离线时只能查看本机保存的最近消息'));
    expect(socket.sent.at(-1)).toMatchObject({ method: 'MessageList', toUserId: PEER, currentPage: 1, pageSize: 50 });
  });

  it('searches the server\'s history when online, the device\'s messages offline', async () => {
    await open();
    const search = screen.getByTestId('chat-search');
    fireEvent.change(search, { target: { value: '第1' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    const results = await screen.findByTestId('chat-search-results');
    await waitFor(() => expect(within(results).getAllByTestId('chat-message')).toHaveLength(9)); // 第11条 … 第19条: the recent messages on the device
    socket.online = true;
    fireEvent.click(screen.getByTestId('chat-search-back'));
    fireEvent.change(search, { target: { value: '报告' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(socket.sent.at(-1)).toMatchObject({ method: 'MessageList', keyword: '报告' }));
    const requestId = socket.sent.at(-1)!.requestId;
    emit({ method: 'messageList', requestId, toUserId: PEER, keyword: '报告', list: [message(2, PEER, '季度报告')], pagination: { currentPage: 1, pageSize: 50, hasMore: false } });
    await waitFor(() => expect(within(screen.getByTestId('chat-search-results')).getByText('季度报告')).toBeDefined());
  });
});
