import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHub, type Hub } from './hub';
import { redisBus } from './redis-bus';
import { fakeSocket } from './testing';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers() {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0, connectTimeout: 1500 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const available = await redisAnswers();
if (!available) console.info(`Redis bus tests skipped: nothing answers at ${REDIS_URL}`);

function recordingLog() {
  const lines: string[] = [];
  const log = { warn: (_o: unknown, msg: string) => void lines.push(`warn ${msg}`), info: (msg: string) => void lines.push(`info ${msg}`) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe.skipIf(!available)('socket pushes across processes through Redis', () => {
  const prefix = `qbtest:${randomBytes(4).toString('hex')}:`;
  const admin = new Redis(REDIS_URL);
  const hubs: Hub[] = [];
  const channelListeners = async () => ((await admin.pubsub('NUMSUB', `${prefix}realtime`)) as [string, number])[1];
  const process_ = async () => {
    const hub = createHub({ bus: redisBus({ url: REDIS_URL, prefix, log: recordingLog().log, presenceRefreshMs: 300 }) });
    hubs.push(hub);
    return hub;
  };
  let a: Hub;
  let b: Hub;

  beforeAll(async () => {
    a = await process_();
    b = await process_();
    const until = Date.now() + 5000;
    while ((await channelListeners()) !== 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  });
  afterAll(async () => {
    for (const hub of hubs) await hub.closeAll();
    admin.disconnect();
  });

  it('a push made on one process reaches the socket on the other, once, and never twice where both hold one', async () => {
    const onB = fakeSocket();
    const onA = fakeSocket();
    const onBToo = fakeSocket();
    b.add({ socket: onB.socket, userId: 'u1', sessionId: 's1' });
    a.add({ socket: onA.socket, userId: 'u2', sessionId: 's2' });
    b.add({ socket: onBToo.socket, userId: 'u2', sessionId: 's3' });
    a.send('u1', { method: 'messagePush', n: 1 });
    a.send('u2', { method: 'refreshUnreadCount', unreadCount: 7 });
    b.broadcast({ method: 'syncChanged', collections: ['x'] });
    await expect.poll(() => onB.frames.length).toBe(2);
    await expect.poll(() => onA.frames.length).toBe(2);
    await expect.poll(() => onBToo.frames.length).toBe(2);
    // Let anything doubled arrive before counting. Pushes made on different processes have no order.
    await new Promise((r) => setTimeout(r, 100));
    const seen = (frames: Record<string, unknown>[]) => frames.map((f) => JSON.stringify(f)).sort();
    expect(seen(onB.frames)).toEqual(seen([{ method: 'messagePush', n: 1 }, { method: 'syncChanged', collections: ['x'] }]));
    expect(seen(onA.frames)).toEqual(seen([{ method: 'refreshUnreadCount', unreadCount: 7 }, { method: 'syncChanged', collections: ['x'] }]));
    expect(seen(onBToo.frames)).toEqual(seen([{ method: 'refreshUnreadCount', unreadCount: 7 }, { method: 'syncChanged', collections: ['x'] }]));
  });

  it('knows a user connected on the other process (has) until the last socket there closes', async () => {
    expect(a.has('u3')).toBe(false);
    const leave = b.add({ socket: fakeSocket().socket, userId: 'u3', sessionId: 's4' });
    await expect.poll(() => a.has('u3')).toBe(true);
    const sets = await Promise.all((await admin.keys(`${prefix}presence:*`)).map((key) => admin.smembers(key)));
    expect(sets.filter((users) => users.includes('u3'))).toHaveLength(1);
    leave();
    await expect.poll(() => a.has('u3')).toBe(false);
  });

  it('a forced logout on one process closes the user\'s sockets on the other with {method:"logout"}', async () => {
    const onB = fakeSocket();
    b.add({ socket: onB.socket, userId: 'u4', sessionId: 's5' });
    await expect.poll(() => a.has('u4')).toBe(true);
    a.kick('u4', '您已被强制下线');
    await expect.poll(() => onB.closedWith()).toBe(4002);
    expect(onB.frames).toEqual([{ method: 'logout', msg: '您已被强制下线' }]);
    expect(b.has('u4')).toBe(false);
    await expect.poll(() => a.has('u4')).toBe(false);
  });

  it('subscribes again after Redis drops its connections, and a process that stops leaves no presence behind', async () => {
    const mine = (await admin.client('LIST') as string).split('\n').filter((l) => l.includes(`name=qingban-sub-`) && l.includes(`-${process.pid}-`));
    for (const line of mine) await admin.client('KILL', 'ID', line.match(/id=(\d+)/)![1]!);
    await expect.poll(channelListeners, { timeout: 5000 }).toBe(2);
    const onB = fakeSocket();
    b.add({ socket: onB.socket, userId: 'u5', sessionId: 's6' });
    a.send('u5', { method: 'messagePush', n: 5 });
    await expect.poll(() => onB.frames).toEqual([{ method: 'messagePush', n: 5 }]);

    const c = await process_();
    c.add({ socket: fakeSocket().socket, userId: 'u6', sessionId: 's7' });
    await expect.poll(() => a.has('u6')).toBe(true);
    await c.closeAll();
    await expect.poll(() => a.has('u6')).toBe(false);
    const sets = await Promise.all((await admin.keys(`${prefix}presence:*`)).map((key) => admin.smembers(key)));
    expect(sets.flat()).not.toContain('u6');
  });
});

describe('a Redis that does not answer', () => {
  it('never reaches the caller: local sockets are served, the outage is logged once, shutdown is quick', async () => {
    const { log, lines } = recordingLog();
    const hub = createHub({ bus: redisBus({ url: 'redis://127.0.0.1:1', prefix: 'qbtest-dead:', log, presenceRefreshMs: 200 }) });
    const here = fakeSocket();
    hub.add({ socket: here.socket, userId: 'u', sessionId: 's' });
    hub.send('u', { method: 'messagePush' });
    hub.broadcast({ method: 'syncChanged' });
    hub.kick('other', 'x');
    expect(here.frames).toEqual([{ method: 'messagePush' }, { method: 'syncChanged' }]);
    expect([hub.has('u'), hub.has('other')]).toEqual([true, false]);
    await new Promise((r) => setTimeout(r, 600));
    expect(lines.filter((l) => l.startsWith('warn')).length).toBeGreaterThan(0);
    // Throttled: a burst of failures is not a burst of lines.
    expect(new Set(lines).size).toBe(lines.length);
    const started = Date.now();
    await hub.closeAll();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(here.closedWith()).toBe(1001);
  });
});
