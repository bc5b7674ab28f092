import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QingbanDb } from './db';
import { SyncEngine } from './engine';
import { mutate } from './mutations';
import { fakeEnv, fakeTransport, FakeServer, freshDb, setPosition } from './testing';

let db: QingbanDb;
let engine: SyncEngine | null = null;
afterEach(() => {
  engine?.stop();
  db?.close();
});

describe('token expiry', () => {
  it('600 pauses the queue and asks for sign-in; after resume() with a new token the same entries go out', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const tokenRef = { token: 'token-1' };
    engine = new SyncEngine({ db, transport: fakeTransport(server, tokenRef), locks: null, channel: null, env: fakeEnv() });
    const asked: number[] = [];
    engine.onNeedsSignIn((code) => asked.push(code));
    engine.start();
    await vi.waitFor(() => expect(engine!.status.get()).toMatchObject({ pushing: false, pulling: false }));
    for (let i = 1; i <= 3; i++) await mutate(setPosition.name, { id: `p${i}`, fullName: `v${i}` }, {}, db);
    const ids = (await db.outbox.orderBy('seq').toArray()).map((e) => e.id);

    server.validTokens.clear(); // the session ended on the server
    expect(await engine.replayNow()).toMatchObject({ kind: 'paused', code: 600 });
    expect(engine.status.get().pausedCode).toBe(600);
    expect(asked).toEqual([600]);
    expect((await db.outbox.toArray()).map((e) => [e.id, e.status])).toEqual(ids.map((id) => [id, 'pending']));

    // Paused: more writes and triggers send nothing and ask only once.
    await mutate(setPosition.name, { id: 'p4', fullName: 'v4' }, {}, db);
    const before = server.requests.length;
    expect(await engine.replayNow()).toMatchObject({ kind: 'paused' });
    expect(server.requests.length).toBe(before);
    expect(asked).toEqual([600]);

    server.validTokens.add('token-2');
    tokenRef.token = 'token-2';
    engine.resume();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(server.applied.map((a) => a.id)).toEqual([...ids, expect.any(String)]);
    expect(server.applied.map((a) => (a.args as { id: string }).id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(engine.status.get().pausedCode).toBeNull();
  });

  it('a 5xx schedules a retry with backoff; the online event retries at once', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const env = fakeEnv();
    engine = new SyncEngine({ db, transport: fakeTransport(server), locks: null, channel: null, env, random: () => 1 });
    engine.start();
    await vi.waitFor(() => expect(engine!.status.get().pulling).toBe(false));
    await mutate(setPosition.name, { id: 'p1', fullName: 'x' }, {}, db);
    server.failNext = 500;
    expect(await engine.replayNow()).toMatchObject({ kind: 'retry', delay: 1000 });
    expect(env.timeouts.map((t) => t.ms)).toContain(1000);
    expect(engine.status.get().nextRetryAt).not.toBeNull();
    env.fire('online');
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(env.timeouts.map((t) => t.ms)).not.toContain(1000);
  });
});
