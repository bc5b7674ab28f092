import { describe, expect, it } from 'vitest';
import type { BusEvent, BusListener, RealtimeBus } from './bus';
import { createHub } from './hub';
import { fakeSocket } from './testing';

/** A bus that records what the hub publishes and lets a test play another process. */
function recordingBus() {
  const published: BusEvent[] = [];
  const presence: string[] = [];
  const remote = new Set<string>();
  let listener: BusListener | undefined;
  let stopped = false;
  const bus: RealtimeBus = {
    start: (l) => void (listener = l),
    publish: (e) => void published.push(e),
    joined: (u) => void presence.push(`+${u}`),
    left: (u) => void presence.push(`-${u}`),
    elsewhere: (u) => remote.has(u),
    stop: async () => void (stopped = true),
  };
  return { bus, published, presence, remote, fromElsewhere: (e: BusEvent) => listener!.deliver(e), localUsers: () => [...listener!.localUsers()], stopped: () => stopped };
}

describe('the socket hub', () => {
  it('without a bus, pushes, broadcasts and kicks on this process exactly as before', async () => {
    const hub = createHub();
    const [a1, a2, b] = [fakeSocket(), fakeSocket(), fakeSocket()];
    hub.add({ socket: a1.socket, userId: 'a', sessionId: 's1' });
    hub.add({ socket: a2.socket, userId: 'a', sessionId: 's2' });
    hub.add({ socket: b.socket, userId: 'b', sessionId: 's3' });
    hub.send('a', { method: 'refreshUnreadCount', unreadCount: 3 });
    hub.broadcast({ method: 'syncChanged', collections: ['x'] });
    expect(a1.frames).toEqual([{ method: 'refreshUnreadCount', unreadCount: 3 }, { method: 'syncChanged', collections: ['x'] }]);
    expect(a2.frames).toEqual(a1.frames);
    expect(b.frames).toEqual([{ method: 'syncChanged', collections: ['x'] }]);
    expect([hub.has('a'), hub.has('c'), hub.count()]).toEqual([true, false, 3]);

    hub.kick('a', '您的账号已被强制下线');
    expect(a1.frames.at(-1)).toEqual({ method: 'logout', msg: '您的账号已被强制下线' });
    expect([a1.closedWith(), a2.closedWith(), b.closedWith()]).toEqual([4002, 4002, undefined]);
    expect([hub.has('a'), hub.count()]).toEqual([false, 1]);
    await hub.closeAll();
    expect(b.closedWith()).toBe(1001);
  });

  it('with a bus, delivers here first, publishes once, and delivers what other processes publish', () => {
    const r = recordingBus();
    const hub = createHub({ bus: r.bus });
    const a = fakeSocket();
    hub.add({ socket: a.socket, userId: 'a', sessionId: 's1' });
    hub.send('a', { method: 'messagePush', n: 1 });
    hub.send('elsewhere-only', { method: 'messagePush', n: 2 });
    hub.broadcast({ method: 'syncChanged' });
    hub.kick('nobody-here', 'bye');
    expect(a.frames).toEqual([{ method: 'messagePush', n: 1 }, { method: 'syncChanged' }]);
    expect(r.published).toEqual([
      { kind: 'send', userId: 'a', text: '{"method":"messagePush","n":1}' },
      { kind: 'send', userId: 'elsewhere-only', text: '{"method":"messagePush","n":2}' },
      { kind: 'broadcast', text: '{"method":"syncChanged"}' },
      { kind: 'kick', userId: 'nobody-here', msg: 'bye' },
    ]);

    r.fromElsewhere({ kind: 'send', userId: 'a', text: '{"method":"refreshUnreadCount","unreadCount":1}' });
    r.fromElsewhere({ kind: 'send', userId: 'z', text: '{"method":"never"}' });
    r.fromElsewhere({ kind: 'broadcast', text: '{"method":"syncChanged","collections":["y"]}' });
    expect(a.frames.slice(2)).toEqual([{ method: 'refreshUnreadCount', unreadCount: 1 }, { method: 'syncChanged', collections: ['y'] }]);
    // A kick from elsewhere is not published again.
    r.fromElsewhere({ kind: 'kick', userId: 'a', msg: '强制下线' });
    expect(a.frames.at(-1)).toEqual({ method: 'logout', msg: '强制下线' });
    expect(a.closedWith()).toBe(4002);
    expect(r.published).toHaveLength(4);
  });

  it('announces presence on the first socket of a user and its last, answers has() from both sides', async () => {
    const r = recordingBus();
    const hub = createHub({ bus: r.bus });
    const [s1, s2] = [fakeSocket(), fakeSocket()];
    const leave1 = hub.add({ socket: s1.socket, userId: 'a', sessionId: 's1' });
    const leave2 = hub.add({ socket: s2.socket, userId: 'a', sessionId: 's2' });
    expect(r.presence).toEqual(['+a']);
    expect(r.localUsers()).toEqual(['a']);
    leave1();
    expect(r.presence).toEqual(['+a']);
    leave2();
    expect(r.presence).toEqual(['+a', '-a']);
    expect(hub.has('b')).toBe(false);
    r.remote.add('b');
    expect(hub.has('b')).toBe(true);
    await hub.closeAll();
    expect(r.stopped()).toBe(true);
  });

  it('keeps a user who reconnected after a kick when the old socket reports its close late', () => {
    const r = recordingBus();
    const hub = createHub({ bus: r.bus });
    const [old, fresh] = [fakeSocket(), fakeSocket()];
    const leaveOld = hub.add({ socket: old.socket, userId: 'a', sessionId: 's1' });
    hub.kick('a', '强制下线');
    hub.add({ socket: fresh.socket, userId: 'a', sessionId: 's2' });
    leaveOld();
    expect(hub.has('a')).toBe(true);
    hub.send('a', { method: 'x' });
    expect(fresh.frames).toEqual([{ method: 'x' }]);
    expect(r.presence).toEqual(['+a', '-a', '+a']);
  });
});
