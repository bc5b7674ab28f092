import { afterEach, describe, expect, it } from 'vitest';
import type { QingbanDb } from './db';
import { mutate } from './mutations';
import { Replayer } from './replay';
import { fakeTransport, FakeServer, freshDb, setPosition } from './testing';

let db: QingbanDb;
afterEach(() => db?.close());

const ids = (server: FakeServer) => server.applied.map((a) => (a.args as { id: string }).id);

describe('idempotent replay', () => {
  it('re-sends a batch whose answer was lost; the duplicate answers remove each entry exactly once', async () => {
    db = await freshDb();
    const server = new FakeServer();
    for (let i = 1; i <= 5; i++) await mutate(setPosition.name, { id: `p${i}`, fullName: `v${i}` }, {}, db);
    const replayer = new Replayer({ db, transport: fakeTransport(server) });
    server.loseNextAnswer = true;
    expect((await replayer.run()).kind).toBe('retry');
    expect(ids(server)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']); // committed on the server
    expect(await db.outbox.count()).toBe(5); // but the device never heard
    await mutate(setPosition.name, { id: 'p6', fullName: 'v6' }, {}, db);
    expect(await replayer.run()).toMatchObject({ kind: 'idle', sent: 6 });
    const second = server.requests[1]!;
    expect(second.mutations.map((m) => m.id)).toEqual([...server.requests[0]!.mutations.map((m) => m.id), second.mutations[5]!.id]);
    expect(ids(server)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']); // each applied once
    expect(await db.outbox.count()).toBe(0);
    expect(await db.inbox.count()).toBe(0);
    // The version the server recorded reached the local row.
    expect((await db.positions.get('p1'))?._version).toBe(server.get('positions', 'p1')!.version);
  });
});

describe('outcome classes', () => {
  it('4xx: moves the write to the inbox with the server message, undoes it locally, and continues', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const v = server.put('positions', 'p1', { fullName: '仓管员' });
    await db.positions.put({ id: 'p1', fullName: '仓管员', _version: v });
    await mutate(setPosition.name, { id: 'p1', fullName: '仓管员#', fail: 400 }, {}, db);
    await mutate(setPosition.name, { id: 'p1', description: '夜班' }, {}, db);
    await mutate(setPosition.name, { id: 'p2', fullName: '司机' }, {}, db);
    expect((await db.positions.get('p1'))?.fullName).toBe('仓管员#');
    const pulls: string[][] = [];
    const outcome = await new Replayer({ db, transport: fakeTransport(server), onUndone: (c) => pulls.push(c) }).run();
    expect(outcome).toMatchObject({ kind: 'idle', sent: 3 });
    const [rejected] = await db.inbox.toArray();
    expect(rejected).toMatchObject({ kind: 'rejected', code: 400, msg: '名称不能含有特殊符号', name: 'test.set', touches: ['positions:p1'] });
    // The refused name is gone, the later write on the same row survives, the next row was applied.
    expect(await db.positions.get('p1')).toMatchObject({ fullName: '仓管员', description: '夜班' });
    expect(server.get('positions', 'p1')!.row).toMatchObject({ fullName: '仓管员', description: '夜班' });
    expect(ids(server)).toEqual(['p1', 'p2']);
    expect(pulls).toEqual([['positions']]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a whole-request 4xx is narrowed down to the entry it objects to', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const transport = fakeTransport(server);
    const push = transport.push.bind(transport);
    const { RequestRejectedError } = await import('./transport');
    transport.push = async (body) => {
      if (body.mutations.some((m) => (m.args as { id: string }).id === 'bad')) throw new RequestRejectedError(400, '参数错误');
      return push(body);
    };
    for (const id of ['a', 'bad', 'c']) await mutate(setPosition.name, { id, fullName: id }, {}, db);
    expect(await new Replayer({ db, transport }).run()).toMatchObject({ kind: 'idle' });
    expect(ids(server)).toEqual(['a', 'c']);
    expect((await db.inbox.toArray()).map((e) => [e.kind, e.msg])).toEqual([['rejected', '参数错误']]);
    expect(await db.positions.get('bad')).toBeUndefined();
  });

  it('conflict: inbox holds mine and theirs (who, when); the list shows theirs', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const v1 = server.put('positions', 'p1', { fullName: '仓管员' });
    await db.positions.put({ id: 'p1', fullName: '仓管员', _version: v1 });
    await mutate(setPosition.name, { id: 'p1', fullName: '库管' }, {}, db);
    const v2 = server.put('positions', 'p1', { fullName: '保管员' }, '张三');
    await mutate(setPosition.name, { id: 'p9', fullName: '司机' }, {}, db);
    expect(await new Replayer({ db, transport: fakeTransport(server) }).run()).toMatchObject({ kind: 'idle', sent: 2 });
    const [conflict] = await db.inbox.toArray();
    expect(conflict).toMatchObject({
      kind: 'conflict',
      args: { id: 'p1', fullName: '库管' },
      baseVersion: v1,
      serverRow: { id: 'p1', fullName: '保管员' },
      serverVersion: v2,
      changedBy: '张三',
    });
    expect(conflict!.changedAt).toBeTypeOf('number');
    expect(await db.positions.get('p1')).toMatchObject({ fullName: '保管员', _version: v2 });
    expect(ids(server)).toEqual(['p9']);
  });

  it('chained offline edits of one row move their base version on as each is applied', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const v1 = server.put('positions', 'p1', { fullName: 'a' });
    await db.positions.put({ id: 'p1', fullName: 'a', _version: v1 });
    await mutate(setPosition.name, { id: 'p1', fullName: 'b' }, {}, db);
    await mutate(setPosition.name, { id: 'p1', fullName: 'c' }, {}, db);
    await mutate(setPosition.name, { id: 'p2', fullName: 'x' }, {}, db);
    expect(await new Replayer({ db, transport: fakeTransport(server) }).run()).toMatchObject({ kind: 'idle', sent: 3 });
    expect(await db.inbox.count()).toBe(0);
    expect(server.requests.map((r) => r.mutations.length)).toEqual([1, 2]);
    expect(server.requests[1]!.mutations[0]!.baseVersion).toBe(v1 + 1);
    expect(server.get('positions', 'p1')!.row.fullName).toBe('c');
  });
});
