import { afterEach, describe, expect, it, vi } from 'vitest';
import { QingbanDb } from './db';
import { SyncEngine } from './engine';
import { mutate } from './mutations';
import { FakeChannelHub, fakeEnv, FakeLocks, fakeTransport, FakeServer, setPosition } from './testing';

const open: Array<{ engine: SyncEngine; db: QingbanDb }> = [];
afterEach(() => {
  open.splice(0).forEach(({ engine, db }) => {
    engine.stop();
    db.close();
  });
});

/** A tab: its own connection to the shared database, its own engine, the shared locks and channel. */
async function tab(userId: string, server: FakeServer, locks: FakeLocks, hub: FakeChannelHub) {
  const db = new QingbanDb(userId);
  await db.open();
  const engine = new SyncEngine({ db, transport: fakeTransport(server), locks, channel: hub.create(), env: fakeEnv() });
  engine.start();
  open.push({ engine, db });
  return { engine, db };
}

describe('leader election', () => {
  it('one tab leads; the other mirrors its status and hands its writes over; the lead passes on when the leader closes', async () => {
    const server = new FakeServer();
    const locks = new FakeLocks();
    const hub = new FakeChannelHub();
    const user = `leader-${Date.now()}`;
    const a = await tab(user, server, locks, hub);
    await vi.waitFor(() => expect(a.engine.isLeader).toBe(true));
    const b = await tab(user, server, locks, hub);
    await new Promise((r) => setTimeout(r, 20));
    expect(b.engine.isLeader).toBe(false);
    expect(b.engine.status.get().isLeader).toBe(false);

    // A write in the follower is sent by the leader.
    const sent = () => server.requests.flatMap((r) => r.mutations.map((m) => (m.args as { id: string }).id));
    await mutate(setPosition.name, { id: 'p1', fullName: 'from B' }, {}, b.db);
    b.engine.requestReplay();
    await vi.waitFor(async () => expect(await b.db.outbox.count()).toBe(0));
    expect(sent()).toEqual(['p1']);

    // The follower sees the leader's status, including a pause for sign-in.
    const asked: number[] = [];
    b.engine.onNeedsSignIn((c) => asked.push(c));
    server.validTokens.clear();
    await mutate(setPosition.name, { id: 'p2', fullName: 'x' }, {}, a.db);
    await a.engine.replayNow();
    await vi.waitFor(() => expect(b.engine.status.get().pausedCode).toBe(600));
    expect(asked).toEqual([600]);
    server.validTokens.add('token-1');
    b.engine.resume(); // the follower's resume reaches the leader
    await vi.waitFor(async () => expect(await a.db.outbox.count()).toBe(0));
    expect(b.engine.status.get().pausedCode).toBeNull();

    // Leader closes with a write still queued: B takes over and sends it, once.
    server.failNext = 'network';
    await mutate(setPosition.name, { id: 'p3', fullName: 'y' }, {}, a.db);
    await a.engine.replayNow();
    expect(await a.db.outbox.count()).toBe(1);
    a.engine.stop();
    await vi.waitFor(() => expect(b.engine.isLeader).toBe(true));
    await vi.waitFor(async () => expect(await b.db.outbox.count()).toBe(0));
    expect(server.applied.map((x) => (x.args as { id: string }).id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('a tab closing while still waiting for the lock leaves the queue', async () => {
    const server = new FakeServer();
    const locks = new FakeLocks();
    const hub = new FakeChannelHub();
    const user = `leader2-${Date.now()}`;
    const a = await tab(user, server, locks, hub);
    const b = await tab(user, server, locks, hub);
    const c = await tab(user, server, locks, hub);
    await vi.waitFor(() => expect(a.engine.isLeader).toBe(true));
    b.engine.stop();
    a.engine.stop();
    await vi.waitFor(() => expect(c.engine.isLeader).toBe(true));
    expect(b.engine.isLeader).toBe(false);
  });
});
