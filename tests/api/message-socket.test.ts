import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { messagePushMessage, refreshUnreadCountMessage } from '../../src/features/message/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { messageApi } from './message-fixtures';

interface Received {
  method: string;
  unreadCount?: number;
  message?: { id: string; title: string; isRead: string; releaseUser: string | null };
}

describe(`the bell over the socket: refreshUnreadCount and messagePush (${testDialect})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof messageApi>;
  let port: number;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    api = messageApi(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  /** A signed-in socket and everything it receives. */
  async function connect(token: string) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    sockets.push(socket);
    const received: Received[] = [];
    socket.on('message', (raw) => received.push(JSON.parse(String(raw)) as Received));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
    await expect.poll(() => received.map((m) => m.method)).toContain('refreshUnreadCount');
    return received;
  }
  const counts = (received: Received[]) => received.filter((m) => m.method === 'refreshUnreadCount').map((m) => m.unreadCount);

  it('starts a connected bell from the unread count, pushes a released notice to its member only, and drops on reading and withdrawal', async () => {
    const [sysadmin, wh01, wh02] = [await t.login('sysadmin'), await t.login('wh01'), await t.login('wh02')];
    const member = await connect(wh01);
    const outsider = await connect(wh02);
    const start = await api.unread(wh01);
    expect(counts(member)).toEqual([start]);
    expect(refreshUnreadCountMessage.safeParse(member.at(-1)).success).toBe(true);

    const role = await api.roleId('assetAdmin');
    const id = (await api.createNotice(sysadmin, { title: '资产员会议', bodyHtml: '<p>周五开会</p>', recipients: { roleIds: [role], userIds: [await api.userId('wh01')] } })).body.data.id;
    await api.release(sysadmin, id);

    await expect.poll(() => member.map((m) => m.method)).toContain('messagePush');
    const push = member.find((m) => m.method === 'messagePush')!;
    expect(messagePushMessage.safeParse(push).success).toBe(true);
    expect(push).toMatchObject({ message: { id, title: '资产员会议', isRead: '0', releaseUser: '李静' }, unreadCount: start + 1 });
    await expect.poll(() => counts(member)).toEqual([start, start + 1]);

    await api.readInfo(wh01, id);
    await expect.poll(() => counts(member)).toEqual([start, start + 1, start]);
    await call(t, 'POST', '/api/message/Actions/ReadAll', { token: wh01 });
    await expect.poll(() => counts(member).at(-1)).toBe(0);

    const second = (await api.createNotice(sysadmin, { title: '第二条', recipients: { userIds: [await api.userId('wh01')] } })).body.data.id;
    await api.release(sysadmin, second);
    await expect.poll(() => counts(member).at(-1)).toBe(1);
    await api.withdraw(sysadmin, second);
    await expect.poll(() => counts(member).at(-1)).toBe(0);

    // wh02 is neither in the role nor named: nothing but its own starting count.
    expect(outsider.filter((m) => m.method === 'messagePush')).toEqual([]);
    expect(counts(outsider)).toHaveLength(1);
  });
});
