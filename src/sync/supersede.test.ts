import { afterEach, describe, expect, it } from 'vitest';
import type { QingbanDb } from './db';
import { mutate } from './mutations';
import { completeEntry } from './outcomes';
import { Replayer } from './replay';
import { fakeTransport, FakeServer, freshDb, setPosition } from './testing';
import type { PushBody } from './transport';

let db: QingbanDb;
afterEach(() => db?.close());

const every = { supersedes: () => true };
const save = (fullName: string, extra: Record<string, unknown> = {}) => mutate(setPosition.name, { id: 'd1', fullName, ...extra }, every, db);

describe('a write that supersedes the pending ones before it (autosave)', () => {
  it('leaves one entry with the last arguments, the row as written, and the row as it was before the first to undo to', async () => {
    db = await freshDb();
    await db.positions.put({ id: 'd1', fullName: '原来', _version: 4 });
    await save('一');
    await save('一二');
    await save('一二三');
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ args: { id: 'd1', fullName: '一二三' }, baseVersion: 4, before: { 'positions:d1': { fullName: '原来', _version: 4 } } });
    expect((await db.positions.get('d1'))?.fullName).toBe('一二三');

    const server = new FakeServer();
    server.handlers['test.set'] = () => ({ status: 'rejected', code: 400, msg: '收件人不存在或已停用' });
    await new Replayer({ db, transport: fakeTransport(server) }).run();
    expect(server.applied).toEqual([]);
    expect(await db.positions.get('d1')).toMatchObject({ fullName: '原来', _version: 4 });
    expect(await db.inbox.count()).toBe(1);
  });

  it('replaces only what its predicate names, other rows\' and other writes\' entries never', async () => {
    db = await freshDb();
    await save('草稿', { send: false });
    await mutate(setPosition.name, { id: 'other', fullName: '别的' }, every, db);
    await mutate(setPosition.name, { id: 'd1', fullName: '发送', send: true }, { supersedes: (a) => (a as { send?: boolean }).send !== true }, db);
    await mutate(setPosition.name, { id: 'd1', fullName: '发送后' }, { supersedes: (a) => (a as { send?: boolean }).send !== true }, db);
    const names = (await db.outbox.orderBy('seq').toArray()).map((e) => (e.args as { fullName: string }).fullName);
    expect(names).toEqual(['别的', '发送', '发送后']);
  });

  it('keeps an entry already on its way; the newer one follows it, and the server ends with the newer', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const transport = fakeTransport(server);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = { ...transport, async push(body: PushBody) {
      await gate;
      return transport.push(body);
    } };
    await save('一');
    const replaying = new Replayer({ db, transport: slow }).run();
    await expect.poll(async () => (await db.outbox.toArray())[0]?.status).toBe('sending');
    await save('一二');
    expect((await db.outbox.toArray()).map((e) => [e.status, (e.args as { fullName: string }).fullName])).toEqual([['sending', '一'], ['pending', '一二']]);
    release();
    await replaying;
    await new Replayer({ db, transport }).run();
    expect(server.applied.map((a) => (a.args as { fullName: string }).fullName)).toEqual(['一', '一二']);
    expect(server.get('positions', 'd1')!.row).toMatchObject({ fullName: '一二' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a late answer for a replaced entry (read by a replay just before it left) leaves the newer write alone', async () => {
    db = await freshDb();
    await save('一');
    const [read] = await db.outbox.toArray();
    await save('一二');
    // The server applied the old one and answers with its row: the device keeps what the newer write made.
    await completeEntry(db, read!, { id: read!.id, status: 'applied', serverVersion: 9, result: { row: { id: 'd1', fullName: '一' } } });
    expect((await db.positions.get('d1'))?.fullName).toBe('一二');
    expect((await db.outbox.toArray()).map((e) => (e.args as { fullName: string }).fullName)).toEqual(['一二']);
  });
});
