/**
 * A device never conflicts with its own writes. Both cases were found by the chaos test
 * (tests/chaos): the user's own earlier write came back as 数据已被他人修改 and the later write
 * landed in the inbox instead of on the server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { QingbanDb } from './db';
import { mutate } from './mutations';
import { pullCollection } from './pull';
import { Replayer } from './replay';
import { fakeTransport, FakeServer, freshDb, setPosition } from './testing';
import { fromEnvelope } from './transport';

let db: QingbanDb;
afterEach(() => db?.close());

describe('no conflict with oneself', () => {
  it('a write made after a pull, behind one made before it, takes the version the first one produced', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const transport = fakeTransport(server);
    const v0 = server.put('positions', 'p1', { fullName: 'a' });
    // Written before the first sync finished: the row is not on the device yet (base version null).
    await mutate(setPosition.name, { id: 'p1', fullName: 'b' }, {}, db);
    await pullCollection({ db, transport }, 'positions');
    // Written on top of the pulled row and the pending write: base version v0.
    await mutate(setPosition.name, { id: 'p1', fullName: 'c' }, {}, db);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.baseVersion)).toEqual([null, v0]);

    expect(await new Replayer({ db, transport }).run()).toMatchObject({ kind: 'idle', sent: 2 });
    expect(await db.inbox.toArray()).toEqual([]);
    expect(server.requests[1]!.mutations[0]!.baseVersion).toBe(v0 + 1);
    expect(server.get('positions', 'p1')!.row.fullName).toBe('c');
  });

  it('a pull page answered before a write landed but read after it does not move the row back', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const transport = fakeTransport(server);
    server.put('positions', 'p1', { fullName: 'a' });
    await pullCollection({ db, transport }, 'positions');
    const { cursor } = await db.getMeta<{ cursor: string }>('pull:positions', { cursor: '' });
    await mutate(setPosition.name, { id: 'p1', fullName: 'b' }, {}, db);
    await new Replayer({ db, transport }).run();
    // The server answers a pull now (row at b's version) …
    const slow = fromEnvelope(server.pull({ collections: ['positions'], cursor }));
    await mutate(setPosition.name, { id: 'p1', fullName: 'c' }, {}, db);
    await new Replayer({ db, transport }).run();
    const confirmed = server.get('positions', 'p1')!.version;
    expect(await db.positions.get('p1')).toMatchObject({ fullName: 'c', _version: confirmed });
    // … and the answer arrives after c was applied and confirmed.
    await pullCollection({ db, transport: { ...transport, pull: async () => slow } }, 'positions');
    expect(await db.positions.get('p1')).toMatchObject({ fullName: 'c', _version: confirmed });

    await mutate(setPosition.name, { id: 'p1', fullName: 'd' }, {}, db);
    expect(await new Replayer({ db, transport }).run()).toMatchObject({ kind: 'idle', sent: 1 });
    expect(await db.inbox.toArray()).toEqual([]);
    expect(server.get('positions', 'p1')!.row.fullName).toBe('d');
  });

  it('a page labelled with a newer version than the device holds still applies', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const transport = fakeTransport(server);
    server.put('positions', 'p1', { fullName: 'a' });
    await pullCollection({ db, transport }, 'positions');
    const v2 = server.put('positions', 'p1', { fullName: '他人改过' });
    server.remove('positions', 'p1');
    server.put('positions', 'p2', { fullName: 'new' });
    await pullCollection({ db, transport }, 'positions');
    expect(await db.positions.get('p1')).toBeUndefined();
    expect(await db.positions.get('p2')).toMatchObject({ fullName: 'new', _version: v2 + 2 });
  });
});
