import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '../../src/contract/codes';
import { openPlatformSocket, type PlatformSocket } from '../helpers/platform-socket';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

/** Disabling or deleting a user, or single sign-in, ends sessions; their open sockets hear it at once instead of at the next reconnect. */
describe(`sockets of ended sessions are told and closed (${testDialect})`, () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: PlatformSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  const open = async (account: string) => {
    const socket = await openPlatformSocket(baseUrl, await t.login(account));
    sockets.push(socket);
    return socket;
  };
  const idOf = async (account: string) => (await t.db.selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

  it('disabling (the state switch) sends logout and closes the socket; another user keeps theirs', async () => {
    const admin = await t.login('admin');
    const [target, bystander] = [await open('wh01'), await open('wh02')];
    const res = await call<{ enabledMark: number }>(t, 'PUT', `/api/permission/Users/${await idOf('wh01')}/Actions/State`, { token: admin });
    expect(res.body.data.enabledMark).toBe(0);
    expect(await target.next('logout')).toMatchObject({ method: 'logout', msg: Msg.tokenRevoked });
    expect(await target.closed).toBe(4002);
    expect(bystander.frames.some((f) => f.method === 'logout')).toBe(false);
  });

  it('deleting sends logout and closes the socket', async () => {
    const admin = await t.login('admin');
    const target = await open('wh02');
    expect((await call(t, 'DELETE', `/api/permission/Users/${await idOf('wh02')}`, { token: admin })).body.code).toBe(200);
    expect(await target.next('logout')).toMatchObject({ msg: Msg.tokenRevoked });
    expect(await target.closed).toBe(4002);
  });

  it('single sign-in: signing in elsewhere tells the earlier session\'s socket it was replaced', async () => {
    await t.db.updateTable('baseSysConfig').set({ value: '1' }).where('key', '=', 'singleLogin').execute();
    try {
      const earlier = await open('office');
      await t.login('office');
      expect(await earlier.next('logout')).toMatchObject({ msg: Msg.tokenReplaced });
      expect(await earlier.closed).toBe(4002);
    } finally {
      await t.db.updateTable('baseSysConfig').set({ value: '2' }).where('key', '=', 'singleLogin').execute();
    }
  });
});
