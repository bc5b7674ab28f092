import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '../../src/contract/codes';
import { apiCall, openPlatformSocket, signIn, type PlatformSocket } from '../helpers/platform-socket';
import { clusterUnavailable, startCluster, type Cluster } from '../helpers/server-processes';

/**
 * Two real server processes (`node --import tsx src/server/start.ts`) on one PostgreSQL database and
 * one Redis (ADR 0022): what is pushed on one process reaches a socket held by the other.
 * `npm run test:cluster`; `npm test` runs it when PostgreSQL and Redis answer on this machine.
 */
const unavailable = await clusterUnavailable();
if (unavailable) console.info(`cluster tests skipped: ${unavailable}`);

describe.skipIf(unavailable)('two server processes on PostgreSQL + Redis', () => {
  let cluster: Cluster;
  let a: string;
  let b: string;
  const sockets: PlatformSocket[] = [];
  const userId = async (account: string) => (await cluster.sql<{ id: string }>('select id from base_user where account = $1', [account]))[0]!.id;
  /** A user signed in on one process with a socket held by that process. */
  const connect = async (baseUrl: string, account: string) => {
    const token = await signIn(baseUrl, account);
    const socket = await openPlatformSocket(baseUrl, token);
    sockets.push(socket);
    return { token, socket };
  };
  /**
   * Until the socket's process has announced it in Redis. Its presence event reaches the other
   * process in the same moment; that process pushes only to users it knows are online somewhere.
   */
  const announced = (id: string) => expect.poll(() => cluster.presentUsers()).toContain(id);

  beforeAll(async () => {
    cluster = await startCluster(2);
    [a, b] = cluster.nodes.map((n) => n.baseUrl) as [string, string];
  }, 180_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await cluster?.close();
  });

  it('a notice released on process A reaches the member\'s bell on process B (messagePush, refreshUnreadCount)', async () => {
    const member = await connect(b, 'wh01');
    const start = (await member.socket.next('refreshUnreadCount')).unreadCount as number;
    await announced(await userId('wh01'));

    const sysadmin = await signIn(a, 'sysadmin');
    const created = await apiCall<{ id: string }>(a, 'POST', '/api/message', sysadmin, { title: '跨进程公告', bodyHtml: '<p>两台服务器</p>', recipients: { userIds: [await userId('wh01')] } });
    expect(created.code).toBe(200);
    expect((await apiCall(a, 'PUT', `/api/message/${created.data.id}/Actions/Release`, sysadmin)).code).toBe(200);

    const push = await member.socket.next('messagePush');
    expect(push).toMatchObject({ message: { id: created.data.id, title: '跨进程公告', isRead: '0' }, unreadCount: start + 1 });
    await member.socket.next('refreshUnreadCount', (f) => f.unreadCount === start + 1);
    // Delivered once: B got it through Redis only, A (which holds no socket of wh01) sent it nowhere else.
    await new Promise((r) => setTimeout(r, 200));
    expect(member.socket.frames.filter((f) => f.method === 'messagePush')).toHaveLength(1);
  });

  it('a sync push on process A pokes the sockets on process B (syncChanged)', async () => {
    const watcher = await connect(b, 'wh02');
    const office = await signIn(a, 'office');
    const pushed = await apiCall<{ results: { status: string }[] }>(a, 'POST', '/api/sync/push', office, {
      deviceId: 'cluster-device-1', mutations: [{ id: `cluster-theme-${Date.now()}`, seq: 1, name: 'profile.theme', args: { theme: 'plain' } }],
    });
    expect(pushed.data.results.map((r) => r.status)).toEqual(['applied']);
    expect(await watcher.socket.next('syncChanged')).toMatchObject({ collections: ['profile'] });
  });

  it('a forced logout on process A closes the user\'s socket on process B with {method:"logout"}', async () => {
    const victim = await connect(b, 'assetadmin');
    const id = await userId('assetadmin');
    await announced(id);
    const admin = await signIn(a, 'admin');
    const forced = await apiCall<{ sessions: number }>(a, 'DELETE', `/api/system/OnlineUser/${id}`, admin);
    expect(forced.code).toBe(200);
    expect(forced.data.sessions).toBeGreaterThan(0);

    expect(await victim.socket.next('logout')).toEqual({ method: 'logout', msg: Msg.tokenRevoked });
    expect(await victim.socket.closed).toBe(4002);
    // The session is over on B too (one database): its next request answers 602.
    expect((await apiCall(b, 'GET', '/api/oauth/CurrentUser', victim.token)).code).toBe(602);
  });

  it('chat: three messages sent on process A reach the recipient on process B exactly once, in order, and echo to the sender', async () => {
    const sender = await connect(a, 'wh02');
    const receiver = await connect(b, 'wh01');
    const to = await userId('wh01');
    const from = await userId('wh02');
    await announced(to);
    await announced(from);
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    ids.forEach((id, i) => sender.socket.send({ method: 'SendMessage', id, toUserId: to, messageType: 'text', messageContent: `跨进程第${i + 1}条[微笑]` }));

    for (const id of ids) {
      await receiver.socket.next('receiveMessage', (f) => (f.message as { id: string }).id === id);
      await sender.socket.next('sendMessage', (f) => (f.message as { id: string }).id === id);
    }
    await new Promise((r) => setTimeout(r, 200));
    const received = receiver.socket.frames.filter((f) => f.method === 'receiveMessage').map((f) => f.message as { id: string; content: string });
    expect(received.map((m) => m.id)).toEqual(ids);
    expect(received.map((m) => m.content)).toEqual(['跨进程第1条[微笑]', '跨进程第2条[微笑]', '跨进程第3条[微笑]']);
    // The same id sent again (a retry after a lost acknowledgement) is stored once and not pushed again.
    sender.socket.send({ method: 'SendMessage', id: ids[0], toUserId: to, messageType: 'text', messageContent: '跨进程第1条[微笑]' });
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.socket.frames.filter((f) => f.method === 'receiveMessage')).toHaveLength(3);
    const stored = await cluster.sql<{ n: string }>('select count(*) as n from im_message where id = any($1)', [ids]);
    expect(Number(stored[0]!.n)).toBe(3);
    // A holds no socket of anyone after this test: the shutdown test below counts on it.
    sender.socket.close();
    await sender.socket.closed;
    await expect.poll(async () => (await cluster.presentUsers()).filter((u) => u === from)).toHaveLength(1);
  });

  it('a process stopped with SIGTERM exits cleanly, closes its sockets and withdraws its presence', async () => {
    const held = await connect(b, 'logviewer');
    await announced(await userId('logviewer'));
    const node = cluster.nodes[1]!;
    const started = Date.now();
    await node.stop();
    expect(node.child.exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    // Closed with a close frame by the server going away (1006 would be a connection that just died).
    expect([1000, 1001, 1005]).toContain(await held.socket.closed);
    expect(await cluster.presentUsers()).toEqual([]);
    expect(await cluster.subscribers()).toBe(1);
  });

});
