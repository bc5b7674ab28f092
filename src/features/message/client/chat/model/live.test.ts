import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocketMessage } from '@/app/session/platform-socket';
import type { QingbanDb } from '@/sync/db';
import { freshDb } from '@/sync/testing';

const socket = vi.hoisted(() => ({ listeners: new Set<(m: SocketMessage) => void>(), sent: [] as SocketMessage[], ready: true }));
vi.mock('@/app/session/platform-socket', () => ({
  SOCKET_CLOSED: 'socketClosed',
  onSocketMessage: (l: (m: SocketMessage) => void) => { socket.listeners.add(l); return () => socket.listeners.delete(l); },
  sendOnSocket: (m: SocketMessage) => { socket.sent.push(m); return socket.ready; },
}));
const sync = vi.hoisted(() => ({ requestPull: vi.fn() }));
vi.mock('@/sync', () => sync);
const emit = (m: SocketMessage) => { for (const l of [...socket.listeners]) l(m); };

let db: QingbanDb | null = null;
afterEach(async () => {
  socket.listeners.clear();
  socket.sent.length = 0;
  socket.ready = true;
  vi.clearAllMocks();
  await db?.delete();
  db = null;
});

describe('chat and the platform socket', () => {
  it('catches up on every (re)connection: the chat collections are pulled when the socket signs in', async () => {
    db = await freshDb();
    const { startChatLive } = await import('./live');
    const stop = startChatLive(() => db);
    emit({ method: 'initMessage', userId: db.userId });
    expect(sync.requestPull).toHaveBeenCalledWith(['chatConversations', 'chatMessages']);
    stop();
    emit({ method: 'initMessage', userId: db.userId });
    expect(sync.requestPull).toHaveBeenCalledTimes(1);
  });

  it('matches history answers to their requests, and gives up when the socket closes or is not there', async () => {
    const { HistoryUnavailable, requestHistory } = await import('./live');
    const first = requestHistory({ toUserId: 'p', currentPage: 1, pageSize: 50 });
    const second = requestHistory({ toUserId: 'p', currentPage: 2, pageSize: 50 });
    const [a, b] = socket.sent.map((m) => m.requestId as string);
    emit({ method: 'messageList', requestId: b, toUserId: 'p', keyword: null, list: [], pagination: { currentPage: 2, pageSize: 50, hasMore: false } });
    await expect(second).resolves.toMatchObject({ pagination: { currentPage: 2 } });
    emit({ method: 'socketError', request: 'MessageList', requestId: a, code: 400, msg: '每页条数不合法' });
    await expect(first).rejects.toThrow('每页条数不合法');
    const third = requestHistory({ toUserId: 'p', currentPage: 3, pageSize: 50 });
    emit({ method: 'socketClosed' });
    await expect(third).rejects.toBeInstanceOf(HistoryUnavailable);
    socket.ready = false;
    await expect(requestHistory({ toUserId: 'p', currentPage: 1, pageSize: 50 })).rejects.toBeInstanceOf(HistoryUnavailable);
    expect(socket.listeners.size).toBe(0);
  });
});
