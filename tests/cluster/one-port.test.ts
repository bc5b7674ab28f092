import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, openPlatformSocket, signIn, type PlatformSocket } from '../helpers/platform-socket';
import { clusterUnavailable, sharedBackends, startServerProcess, waitFor, type Backends, type ServerProcess } from '../helpers/server-processes';

/**
 * `npm run cluster` as the README gives it: two workers of Node's cluster module behind one port,
 * on PostgreSQL + Redis. Sockets of one user land on both workers; a push reaches every one of them.
 */
const unavailable = await clusterUnavailable();

describe.skipIf(unavailable)('npm run cluster: two workers behind one port', () => {
  let backends: Backends;
  let primary: ServerProcess;
  const sockets: PlatformSocket[] = [];

  beforeAll(async () => {
    backends = await sharedBackends();
    primary = await startServerProcess('cluster', { ...backends.env, DATA_DIR: path.join(backends.scratch, 'data'), CLUSTER_WORKERS: '2' }, ['scripts/cluster.mjs']);
    await waitFor(async () => (await backends.subscribers()) === 2, 90_000, () => `both workers listening on the fan-out channel:\n${primary.output()}`);
  }, 180_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await primary?.stop();
    await backends?.drop();
  });

  it('spreads one user\'s sockets over both workers and delivers a notice to each exactly once', async () => {
    const token = await signIn(primary.baseUrl, 'wh01');
    // A worker subscribes to the fan-out channel before its HTTP server listens; until it listens the
    // primary hands every connection to the other one. Give the second worker time to listen.
    await new Promise((r) => setTimeout(r, 5000));
    for (let i = 0; i < 4; i++) sockets.push(await openPlatformSocket(primary.baseUrl, token));
    const wh01 = (await backends.sql<{ id: string }>('select id from base_user where account = $1', ['wh01']))[0]!.id;
    // Two presence sets name wh01: the primary handed the connections to both workers.
    await expect.poll(async () => (await backends.presentUsers()).filter((u) => u === wh01).length).toBe(2);

    const sysadmin = await signIn(primary.baseUrl, 'sysadmin');
    const id = (await apiCall<{ id: string }>(primary.baseUrl, 'POST', '/api/message', sysadmin, { title: '一个端口两个进程', recipients: { userIds: [wh01] } })).data.id;
    expect((await apiCall(primary.baseUrl, 'PUT', `/api/message/${id}/Actions/Release`, sysadmin)).code).toBe(200);
    for (const s of sockets) await s.next('messagePush', (f) => (f.message as { id: string }).id === id);
    await new Promise((r) => setTimeout(r, 200));
    expect(sockets.map((s) => s.frames.filter((f) => f.method === 'messagePush').length)).toEqual([1, 1, 1, 1]);
  });

  it('stops every worker on SIGTERM to the primary and leaves no presence behind', async () => {
    await primary.stop();
    expect(primary.child.exitCode).toBe(0);
    for (const s of sockets) expect([1000, 1001, 1005]).toContain(await s.closed);
    expect(await backends.presentUsers()).toEqual([]);
    expect(await backends.subscribers()).toBe(0);
  });
});
