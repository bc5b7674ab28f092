import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketMessage } from '@/app/session/platform-socket';
import { CHAT_MUTATIONS, pairKeyOf } from '@/features/message/contract';
import { setCurrentDb, type QingbanDb } from '@/sync/db';
import { pullStateKey } from '@/sync/pull';
import { freshDb } from '@/sync/testing';
import { renderUi, setupI18n } from '../test-utils';

vi.mock('@/app/session/platform-socket', () => ({
  SOCKET_CLOSED: 'socketClosed',
  onSocketMessage: () => () => undefined,
  sendOnSocket: (_m: SocketMessage) => false,
}));
const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));

const ME = 'u-me';
let db: QingbanDb;
const side = (peer: string, patch: Record<string, unknown>) => ({
  id: `side-${peer}`, ownerUserId: ME, peerUserId: peer, pairKey: pairKeyOf(ME, peer), unread: 0, readTime: 0, clearedTime: 0, hidden: 0,
  lastMessageId: `m-${peer}`, lastSendUserId: peer, lastType: 'text', lastContent: '你好', lastTime: 100, _version: 1, ...patch,
});

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n());
beforeEach(async () => {
  db = await freshDb(ME);
  setCurrentDb(db);
  const names = ['孙丽', '张敏', '李静'];
  await db.users.bulkPut([
    ...names.map((realName, i) => ({ id: `p${i}`, realName, account: `acc${i}`, enabledMark: 1 })),
    ...Array.from({ length: 45 }, (_, i) => ({ id: `x${i}`, realName: `同事${String(i).padStart(2, '0')}`, account: `colleague${i}`, enabledMark: 1 })),
    { id: 'gone', realName: '已停用', account: 'gone', enabledMark: 0 },
    { id: ME, realName: '我自己', account: 'me', enabledMark: 1 },
  ]);
  await db.meta.put({ key: pullStateKey('users'), value: { cursor: 'v.1', lastPullAt: 1 } });
  await db.chatConversations.bulkPut([
    side('p0', { unread: 2, lastContent: '在吗[微笑]', lastTime: 300 }),
    side('p1', { lastType: 'image', lastContent: '图.png', lastTime: 200 }),
    side('p2', { unread: 1, lastTime: 100 }),
  ]);
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  setCurrentDb(null);
  await db.delete();
});

async function renderEntry() {
  const { default: ChatEntry } = await import('./ChatEntry');
  renderUi(<ChatEntry />);
  const indicator = screen.getByTestId('chat-indicator');
  return indicator;
}

describe('the chat entry and drawer', () => {
  it('blinks the header indicator while anything is unread, and lists conversations newest first with their unread counts', async () => {
    const indicator = await renderEntry();
    await waitFor(() => expect(indicator.dataset.unread).toBe('3'));
    expect(indicator.className).toContain('qb-chat-blink');
    expect(screen.getByRole('button', { name: '聊天（3 条未读）' })).toBeDefined();
    fireEvent.click(screen.getByTestId('chat-entry'));
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')).toHaveLength(3));
    const rows = screen.getAllByTestId('chat-conversation');
    expect(rows.map((r) => r.dataset.peer)).toEqual(['p0', 'p1', 'p2']);
    expect(within(rows[0]!).getByTestId('chat-conversation-unread').textContent).toBe('2');
    expect(within(rows[0]!).getByRole('img', { name: '微笑' })).toBeDefined();
    expect(within(rows[1]!).getByTestId('chat-conversation-last').textContent).toBe('[图片]');
    expect(await within(rows[0]!).findByRole('button', { name: /^孙.*孙丽.*2 条未读$/ })).toBeDefined();

    // Everything read: the indicator stops.
    await db.chatConversations.bulkPut([side('p0', { lastTime: 300 }), side('p2', { lastTime: 100 })]);
    await waitFor(() => expect(indicator.dataset.unread).toBe('0'));
    expect(indicator.className).not.toContain('qb-chat-blink');
  });

  it('removes a conversation from the list through the outbox (offline too)', async () => {
    await renderEntry();
    fireEvent.click(screen.getByTestId('chat-entry'));
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')).toHaveLength(3));
    fireEvent.click(await screen.findByRole('button', { name: '会话操作：张敏' }));
    fireEvent.click(await screen.findByTestId('chat-remove'));
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation').map((r) => r.dataset.peer)).toEqual(['p0', 'p2']));
    expect((await db.outbox.toArray()).map((e) => [e.name, e.args])).toEqual([[CHAT_MUTATIONS.remove, { peerUserId: 'p1' }]]);
  });

  it('lists contacts from the device, 20 at a time, the next 20 near the bottom, searchable, without me or disabled people', async () => {
    await renderEntry();
    fireEvent.click(screen.getByTestId('chat-entry'));
    fireEvent.click(await screen.findByTestId('chat-tab-contacts'));
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(20));
    fireEvent.scroll(screen.getByTestId('chat-contacts'));
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(40));
    fireEvent.scroll(screen.getByTestId('chat-contacts'));
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(48));
    const peers = screen.getAllByTestId('chat-contact').map((c) => c.dataset.peer);
    expect(peers).not.toContain(ME);
    expect(peers).not.toContain('gone');
    fireEvent.change(screen.getByTestId('chat-contact-search'), { target: { value: '张' } });
    await waitFor(() => expect(screen.getAllByTestId('chat-contact').map((c) => c.textContent)).toEqual(['张张敏acc1']));
    expect(http.get).not.toHaveBeenCalled();
  });
});
