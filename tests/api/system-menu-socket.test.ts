import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Code } from '../../src/contract/codes';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

describe(`menu and translation changes are pushed to connected clients (${testDialect})`, () => {
  let t: TestApp;
  let port: number;
  let socket: WebSocket;
  const received: { method: string; version?: number }[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    socket.on('message', (raw) => received.push(JSON.parse(String(raw)) as { method: string }));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ method: 'OnConnection', token: await t.login('wh01'), mobileDevice: false }));
  });
  afterAll(async () => {
    socket.close();
    await t.close();
  });

  it('tells every user to load their menus again after a menu change, and the new translations version after an override', async () => {
    // The messages feature greets a joined socket with the unread count: from then on it is listed.
    await expect.poll(() => received.map((m) => m.method)).toContain('refreshUnreadCount');
    const admin = await t.login('sysadmin');
    const res = await call<{ id: string }>(t, 'POST', '/api/system/Menu', { token: admin, body: { parentId: '-1', type: 1, enCode: 'pushed', fullName: '推送' } });
    expect(res.body.code).toBe(Code.OK);
    await expect.poll(() => received.filter((m) => m.method === 'menusChanged').length).toBe(1);
    // A refused write changes nothing and tells no one.
    await call(t, 'POST', '/api/system/Menu', { token: admin, body: { parentId: '-1', type: 1, enCode: 'pushed', fullName: '推送' } });

    await call(t, 'PUT', '/api/system/BaseLang', { token: admin, body: { key: 'translation:login.welcome', zh: '你好' } });
    await expect.poll(() => received.find((m) => m.method === 'languageChanged')).toBeDefined();
    const version = (await call<{ version: number }>(t, 'GET', '/api/system/BaseLang/Overrides', { token: admin })).body.data.version;
    expect(received.find((m) => m.method === 'languageChanged')!.version).toBe(version);
    expect(received.filter((m) => m.method === 'menusChanged')).toHaveLength(1);
  });
});
