import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closePlatformSocket, connectPlatformSocket, onSocketMessage, reconnectDelay, sendOnSocket, SOCKET_CLOSED, socketReady, type SocketMessage } from './platform-socket';

/** A WebSocket that the test opens, answers and drops. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: SocketMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

describe('the platform socket', () => {
  const heard: SocketMessage[] = [];
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    stop = onSocketMessage((m) => heard.push(m));
  });
  afterEach(() => {
    closePlatformSocket();
    stop();
    heard.length = 0;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('backs off between attempts (1 s, 2 s, 4 s … at most 30 s, jittered to half or more)', () => {
    expect([0, 1, 2, 5, 10].map((n) => reconnectDelay(n, () => 1))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
  });

  it('signs in on open, sends methods only once signed in, and tells listeners when it closes', () => {
    connectPlatformSocket(() => 'tok');
    const ws = FakeSocket.all[0]!;
    expect(sendOnSocket({ method: 'MessageList' })).toBe(false);
    ws.open();
    expect(JSON.parse(ws.sent[0]!)).toEqual({ method: 'OnConnection', token: 'tok', mobileDevice: false });
    expect(sendOnSocket({ method: 'MessageList' })).toBe(false);
    ws.receive({ method: 'initMessage', userId: 'u1' });
    expect(socketReady()).toBe(true);
    expect(sendOnSocket({ method: 'MessageList', requestId: 'r1' })).toBe(true);
    expect(JSON.parse(ws.sent[1]!)).toEqual({ method: 'MessageList', requestId: 'r1' });
    ws.close();
    expect(socketReady()).toBe(false);
    expect(heard.map((m) => m.method)).toEqual(['initMessage', SOCKET_CLOSED]);
  });

  it('reconnects after a drop with backoff, and at once when the browser is back online; drops the socket when it goes offline', () => {
    connectPlatformSocket(() => 'tok');
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.close(); // failed before opening: the next wait is longer
    vi.advanceTimersByTime(900);
    expect(FakeSocket.all).toHaveLength(2);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2]!.open();
    window.dispatchEvent(new Event('offline'));
    expect(FakeSocket.all[2]!.readyState).toBe(3);
    closePlatformSocket();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });
});
