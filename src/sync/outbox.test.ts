import { afterEach, describe, expect, it } from 'vitest';
import { backoffDelay, BACKOFF_CAP_MS } from './backoff';
import type { QingbanDb } from './db';
import { mutate } from './mutations';
import { Replayer } from './replay';
import { setProfileTheme, updateProfile } from './profile-mutations';
import { fakeTransport, FakeServer, freshDb, setPosition } from './testing';

let db: QingbanDb;
afterEach(() => db?.close());

async function write(n: number, from = 1): Promise<void> {
  for (let i = from; i < from + n; i++) await mutate(setPosition.name, { id: `p${i}`, fullName: `岗位${i}` }, {}, db);
}

describe('outbox', () => {
  it('records the local change and the entry together, seq strictly increasing', async () => {
    db = await freshDb();
    await write(5);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.args)).toEqual([1, 2, 3, 4, 5].map((i) => ({ id: `p${i}`, fullName: `岗位${i}` })));
    const seqs = entries.map((e) => e.seq!);
    seqs.slice(1).forEach((s, i) => expect(s).toBeGreaterThan(seqs[i]!));
    expect(new Set(entries.map((e) => e.id)).size).toBe(5);
    expect(entries[0]).toMatchObject({ status: 'pending', attempts: 0, baseVersion: null, touches: ['positions:p1'], before: { 'positions:p1': null } });
    expect((await db.positions.get('p3'))?.fullName).toBe('岗位3');
  });

  it('writes neither the change nor the entry when applyLocal fails', async () => {
    db = await freshDb();
    const { defineMutation } = await import('./mutations');
    defineMutation<{ id: string }>('test.broken', {
      touches: (a) => [`positions:${a.id}`],
      applyLocal: async (d, a) => {
        await d.positions.put({ id: a.id, fullName: 'half' });
        throw new Error('boom');
      },
    });
    await expect(mutate('test.broken', { id: 'x' }, {}, db)).rejects.toThrow('boom');
    expect(await db.positions.get('x')).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses arguments its schema rejects before writing anything', async () => {
    db = await freshDb('u-schema');
    await expect(mutate(setProfileTheme.name, { theme: 'neon' }, {}, db)).rejects.toMatchObject({ name: 'ZodError' });
    await expect(mutate(updateProfile.name, { mobilePhone: '123' }, {}, db)).rejects.toMatchObject({ name: 'ZodError' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('profile writes change the local profile row and replay to the server', async () => {
    db = await freshDb('u1');
    const server = new FakeServer();
    const v = server.put('profile', 'u1', { realName: '李四', theme: 'classic' });
    await db.profile.put({ id: 'u1', realName: '李四', theme: 'classic', _version: v });
    await mutate(updateProfile.name, { realName: '李小四', mobilePhone: '13800138000' }, {}, db);
    await mutate(setProfileTheme.name, { theme: 'blend' }, {}, db);
    expect(await db.profile.get('u1')).toMatchObject({ realName: '李小四', mobilePhone: '13800138000', theme: 'blend' });
    expect((await db.outbox.orderBy('seq').first())).toMatchObject({ name: 'profile.update', baseVersion: v, touches: ['profile:u1'] });
    expect(await new Replayer({ db, transport: fakeTransport(server) }).run()).toMatchObject({ kind: 'idle', sent: 2 });
    expect(server.get('profile', 'u1')!.row).toMatchObject({ realName: '李小四', theme: 'blend' });
    await db.delete();
  });

  it('replays in seq order, in batches of at most 50', async () => {
    db = await freshDb();
    const server = new FakeServer();
    await write(120);
    const outcome = await new Replayer({ db, transport: fakeTransport(server) }).run();
    expect(outcome).toMatchObject({ kind: 'idle', sent: 120 });
    expect(server.requests.map((r) => r.mutations.length)).toEqual([50, 50, 20]);
    const sentSeqs = server.requests.flatMap((r) => r.mutations.map((m) => m.seq));
    expect(sentSeqs).toEqual([...sentSeqs].sort((a, b) => a - b));
    expect(server.applied.map((a) => (a.args as { id: string }).id)).toEqual(Array.from({ length: 120 }, (_, i) => `p${i + 1}`));
    expect(new Set(server.requests.map((r) => r.deviceId)).size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops at the first retryable failure and sends nothing after it', async () => {
    db = await freshDb();
    const server = new FakeServer();
    await write(2);
    await mutate(setPosition.name, { id: 'p3', fullName: 'x', fail: 503 }, {}, db);
    await write(2, 4);
    const replayer = new Replayer({ db, transport: fakeTransport(server), batchSize: 50, random: () => 1 });
    const outcome = await replayer.run();
    expect(outcome).toMatchObject({ kind: 'retry', sent: 2, delay: 1000 });
    expect(server.applied.map((a) => (a.args as { id: string }).id)).toEqual(['p1', 'p2']);
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((e) => (e.args as { id: string }).id)).toEqual(['p3', 'p4', 'p5']);
    expect(left.every((e) => e.status === 'pending')).toBe(true);
    expect(left[0]).toMatchObject({ attempts: 1, lastError: '系统异常' });
    expect((await db.positions.get('p3'))?.fullName).toBe('x'); // kept, not undone
    // Batches of one: the failure is the first entry, nothing behind it goes out.
    server.requests = [];
    expect(await new Replayer({ db, transport: fakeTransport(server), batchSize: 1 }).run()).toMatchObject({ kind: 'retry', sent: 0 });
    expect(server.requests.map((r) => r.mutations.map((m) => (m.args as { id: string }).id))).toEqual([['p3']]);
  });

  it('keeps everything on a network failure or a 5xx answer and backs off exponentially', async () => {
    db = await freshDb();
    const server = new FakeServer();
    await write(3);
    const replayer = new Replayer({ db, transport: fakeTransport(server), random: () => 1 });
    const delays: number[] = [];
    for (const fail of ['network', 500, 'network', 500] as const) {
      server.failNext = fail;
      const outcome = await replayer.run();
      expect(outcome.kind).toBe('retry');
      if (outcome.kind === 'retry') delays.push(outcome.delay);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
    expect(await db.outbox.count()).toBe(3);
    expect(server.applied).toHaveLength(0);
    expect((await db.outbox.orderBy('seq').first())?.attempts).toBe(4);
    expect(await replayer.run()).toMatchObject({ kind: 'idle', sent: 3 });
    expect(replayer.attempts).toBe(0);
  });

  it('caps the backoff near 60 s with jitter in the upper half', () => {
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(30, () => 0)).toBe(BACKOFF_CAP_MS / 2);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
  });
});
