import { afterEach, describe, expect, it } from 'vitest';
import { discardInbox, discardPending, keepTheirs, reapplyMine, retryRejected } from './actions';
import type { QingbanDb } from './db';
import { mutate } from './mutations';
import { Replayer } from './replay';
import { fakeTransport, FakeServer, freshDb, setPosition } from './testing';

let db: QingbanDb;
afterEach(() => db?.close());

/** A device holding p1 at v1 whose edit to 库管 met 张三's 保管员 (v2) on the server. */
async function conflicted() {
  db = await freshDb();
  const server = new FakeServer();
  const v1 = server.put('positions', 'p1', { fullName: '仓管员', enCode: 'CG' });
  await db.positions.put({ id: 'p1', fullName: '仓管员', enCode: 'CG', _version: v1 });
  await mutate(setPosition.name, { id: 'p1', fullName: '库管' }, {}, db);
  const v2 = server.put('positions', 'p1', { fullName: '保管员', enCode: 'CG' }, '张三');
  const replayer = new Replayer({ db, transport: fakeTransport(server) });
  await replayer.run();
  const [item] = await db.inbox.toArray();
  expect(item?.kind).toBe('conflict');
  return { server, replayer, v2, item: item! };
}

describe('conflict resolution', () => {
  it('keep theirs: the server row stays, the entry leaves the inbox, nothing is sent', async () => {
    const { server, replayer, item } = await conflicted();
    await keepTheirs(item.id, db);
    expect(await db.inbox.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.positions.get('p1'))?.fullName).toBe('保管员');
    await replayer.run();
    expect(server.get('positions', 'p1')!.row.fullName).toBe('保管员');
    expect(server.applied).toHaveLength(0);
  });

  it('re-apply mine: a new write based on the server version wins', async () => {
    const { server, replayer, v2, item } = await conflicted();
    const newId = await reapplyMine(item.id, undefined, db);
    expect(newId).not.toBe(item.id);
    expect((await db.positions.get('p1'))?.fullName).toBe('库管');
    expect((await db.outbox.toArray())[0]).toMatchObject({ id: newId, baseVersion: v2 });
    expect(await replayer.run()).toMatchObject({ kind: 'idle', sent: 1 });
    expect(server.get('positions', 'p1')!.row.fullName).toBe('库管');
    expect(await db.inbox.count()).toBe(0);
  });

  it('edit: the user merges both and sends that', async () => {
    const { server, replayer, item } = await conflicted();
    await reapplyMine(item.id, { id: 'p1', fullName: '库管（保管员）' }, db);
    await replayer.run();
    expect(server.get('positions', 'p1')!.row).toMatchObject({ fullName: '库管（保管员）', enCode: 'CG' });
    expect(await db.positions.get('p1')).toMatchObject({ fullName: '库管（保管员）', _version: server.get('positions', 'p1')!.version });
  });

  it('rejected writes can be retried or discarded; pending ones discarded are undone locally', async () => {
    db = await freshDb();
    const server = new FakeServer();
    server.handlers['test.set'] = (args) => (args.fullName === '#' ? { status: 'rejected', code: 403, msg: '您的权限不足，请联系管理员' } : { status: 'applied', serverVersion: server.put('positions', String(args.id), args) });
    await mutate(setPosition.name, { id: 'p1', fullName: '#' }, {}, db);
    const replayer = new Replayer({ db, transport: fakeTransport(server) });
    await replayer.run();
    const [rejected] = await db.inbox.toArray();
    expect(rejected).toMatchObject({ kind: 'rejected', code: 403 });
    server.handlers['test.set'] = (args) => ({ status: 'applied', serverVersion: server.put('positions', String(args.id), args) });
    await retryRejected(rejected!.id, db);
    await replayer.run();
    expect(server.get('positions', 'p1')!.row.fullName).toBe('#');
    expect(await db.inbox.count()).toBe(0);

    await db.inbox.put({ ...rejected!, id: 'x' });
    await discardInbox('x', db);
    expect(await db.inbox.count()).toBe(0);

    await mutate(setPosition.name, { id: 'p1', fullName: 'draft' }, {}, db);
    const [pending] = await db.outbox.toArray();
    expect(await discardPending(pending!.seq!, db)).toBe(true);
    expect((await db.positions.get('p1'))?.fullName).toBe('#');
    expect(await db.outbox.count()).toBe(0);
  });
});
