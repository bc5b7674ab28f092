import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentDb, dbName } from './db';
import { setProfileTheme } from './profile-mutations';
import { finishLogout, onNeedsSignIn, startUserSync, stopUserSync, unsyncedCount } from './session';
import { fakeEnv, fakeTransport, FakeServer } from './testing';

afterEach(() => stopUserSync());

describe('what the shell calls', () => {
  it('sign-in opens the user database and syncs; a write goes out at once; logout deletes the database', async () => {
    const server = new FakeServer();
    server.put('profile', 'u1', { realName: '李四', theme: 'classic' });
    const opts = { transport: fakeTransport(server), locks: null, channel: null, env: fakeEnv() };
    const engine = await startUserSync('u1', opts);
    expect(currentDb()?.name).toBe(dbName('u1'));
    await vi.waitFor(async () => expect(await currentDb()!.profile.get('u1')).toMatchObject({ realName: '李四' }));

    await setProfileTheme.mutate({ theme: 'plain' });
    await vi.waitFor(() => expect(server.get('profile', 'u1')!.row.theme).toBe('plain'));
    await vi.waitFor(async () => expect(await unsyncedCount()).toBe(0));

    // Session ends on the server: the write stays, the shell is told once.
    const asked: number[] = [];
    const off = onNeedsSignIn((code) => asked.push(code));
    server.validTokens.clear();
    await setProfileTheme.mutate({ theme: 'blend' });
    await vi.waitFor(() => expect(asked).toEqual([600]));
    expect(await unsyncedCount()).toBe(1);
    // Signing in again as the same user resumes the same engine with the new token.
    server.validTokens.add('token-1');
    expect(await startUserSync('u1', opts)).toBe(engine);
    await vi.waitFor(async () => expect(await unsyncedCount()).toBe(0));
    expect(server.get('profile', 'u1')!.row.theme).toBe('blend');
    off();

    // A file kept on the device until it uploads is work the server has not got either.
    await currentDb()!.uploads.put({ id: 'f1', blobId: 'upload:f1', name: 'a.pdf', size: 1, mimeType: '', extension: 'pdf', kind: 'annex', ownerType: null, ownerId: null, state: 'waiting', loaded: 0, speed: null, timeLeft: null, identifier: null, error: null, failure: null, attempts: 0, hold: false, retryAt: null, createdAt: 1, updatedAt: 1 });
    expect(await unsyncedCount()).toBe(1);

    await finishLogout('u1');
    expect(currentDb()).toBeNull();
    expect(await Dexie.exists(dbName('u1'))).toBe(false);
    expect(await unsyncedCount()).toBe(0);
  });

  it('another user signing in keeps the first user\'s unsynced writes on the device', async () => {
    const server = new FakeServer();
    server.failNext = 'network';
    await startUserSync('ua', { transport: fakeTransport(server), locks: null, channel: null, env: fakeEnv() });
    await setProfileTheme.mutate({ theme: 'plain' });
    await startUserSync('ub', { transport: fakeTransport(server), locks: null, channel: null, env: fakeEnv() });
    expect(currentDb()?.name).toBe(dbName('ub'));
    stopUserSync();
    const a = new Dexie(dbName('ua'));
    await a.open();
    expect(await a.table('outbox').count()).toBe(1);
    a.close();
  });
});
