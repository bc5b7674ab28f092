import { afterEach, describe, expect, it } from 'vitest';
import type { QingbanDb } from './db';
import { mutate } from './mutations';
import { pullAll, pullCollection, readPullState, requestRefetch, type PullProgress } from './pull';
import { fakeTransport, FakeServer, freshDb, setPosition } from './testing';

let db: QingbanDb;
afterEach(() => db?.close());

describe('pull', () => {
  it('pages through a collection from its own cursor, applying upserts and tombstones', async () => {
    db = await freshDb();
    const server = new FakeServer();
    for (let i = 1; i <= 7; i++) server.put('positions', `p${i}`, { fullName: `岗位${i}` });
    server.put('roles', 'r1', { fullName: '管理员' });
    const progress: PullProgress[] = [];
    const opts = { db, transport: fakeTransport(server), limit: 3, onProgress: (_: unknown, p: PullProgress) => progress.push(p) };
    expect(await pullCollection(opts, 'positions')).toBe(7);
    expect(await db.positions.count()).toBe(7);
    expect(await db.roles.count()).toBe(0);
    expect(progress.map((p) => p.done)).toEqual([3, 6, 7]);
    expect(progress.at(-1)).toEqual({ done: 7, total: 7 });
    const state = await readPullState(db, 'positions');
    expect(state.cursor).not.toBeNull();
    expect(state.lastPullAt).toBeTypeOf('number');

    server.remove('positions', 'p2');
    server.put('positions', 'p3', { fullName: '改名' });
    expect(await pullCollection(opts, 'positions')).toBe(2);
    expect(await db.positions.get('p2')).toBeUndefined();
    expect(await db.positions.get('p3')).toMatchObject({ fullName: '改名', _version: server.get('positions', 'p3')!.version });
    expect(await pullCollection(opts, 'positions')).toBe(0);

    await pullAll(opts, ['roles']);
    expect(await db.roles.get('r1')).toMatchObject({ fullName: '管理员' });
  });

  it('resync (cursor older than the tombstones) drops the collection first', async () => {
    db = await freshDb();
    const server = new FakeServer();
    server.put('positions', 'p1', { fullName: 'a' });
    server.put('positions', 'gone', { fullName: 'b' });
    const opts = { db, transport: fakeTransport(server), limit: 1 };
    await pullCollection(opts, 'positions');
    expect(await db.positions.count()).toBe(2);
    // Offline for too long: 'gone' was deleted and its tombstone compacted away.
    server.remove('positions', 'gone');
    server.put('positions', 'p1', { fullName: 'a2' });
    server.put('positions', 'p2', { fullName: 'c' });
    server.compactedBefore = server.log.length; // the tombstone of 'gone' is no longer kept
    server.put('roles', 'r1', { fullName: 'other collection' });
    await pullCollection(opts, 'positions');
    expect((await db.positions.toArray()).map((r) => [r.id, r.fullName]).sort()).toEqual([['p1', 'a2'], ['p2', 'c']]);
  });

  it('keeps pending local writes on top of what the server sends, also through a refetch', async () => {
    db = await freshDb();
    const server = new FakeServer();
    server.put('positions', 'p1', { fullName: 'a', enCode: 'A' });
    const opts = { db, transport: fakeTransport(server) };
    await pullCollection(opts, 'positions');
    await mutate(setPosition.name, { id: 'p1', fullName: 'mine' }, {}, db);
    await mutate(setPosition.name, { id: 'new', fullName: 'born offline' }, {}, db);
    server.put('positions', 'p1', { fullName: 'theirs', enCode: 'B' });
    await pullCollection(opts, 'positions');
    expect(await db.positions.get('p1')).toMatchObject({ fullName: 'mine', enCode: 'B' });
    const [first] = await db.outbox.orderBy('seq').toArray();
    expect(first!.before['positions:p1']).toMatchObject({ fullName: 'theirs', enCode: 'B' });

    await requestRefetch(db, 'positions');
    await pullCollection(opts, 'positions');
    expect(await db.positions.get('p1')).toMatchObject({ fullName: 'mine', enCode: 'B' });
    expect(await db.positions.get('new')).toMatchObject({ fullName: 'born offline' });
    expect(await db.positions.count()).toBe(2);
  });
});
