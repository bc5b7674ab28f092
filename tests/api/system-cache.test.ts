import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { CACHE_MSG, type CacheList } from '../../src/features/system/contract';
import { cacheService } from '../../src/features/system/server/cache/cache-service';
import { readGeneration } from '../../src/server/db/generations';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { otherProcess } from './system-fixtures';

const API = '/api/system/CacheManage';

describe(`缓存管理 cache (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const list = async (token = admin) => (await call<CacheList>(t, 'GET', API, { token })).body;
  const row = async (name: string) => (await list()).data.list.find((c) => c.name === name)!;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('sysadmin');
  });
  afterAll(() => t.close());

  it('lists what the server caches with entry counts and approximate sizes', async () => {
    // Fill them the way users do: a signed-in user's access, a page of users with its total.
    await call(t, 'GET', '/api/oauth/CurrentUser', { token: admin });
    await call(t, 'GET', '/api/permission/Users', { token: admin });
    const body = await list();
    expect(body.code).toBe(Code.OK);
    const names = body.data.list.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['access.snapshots', 'access.catalog', 'directory.names', 'list.totals', 'sqlite.statements']));
    const snapshots = body.data.list.find((c) => c.name === 'access.snapshots')!;
    expect(snapshots).toMatchObject({ fullName: '用户权限快照', names: { en: 'User access snapshots' } });
    expect(snapshots.entries).toBeGreaterThanOrEqual(1);
    expect(snapshots.bytes).toBeGreaterThan(100);
    const catalog = body.data.list.find((c) => c.name === 'access.catalog')!;
    expect(catalog.entries).toBeGreaterThan(20);
    expect(catalog.bytes).toBeGreaterThan(catalog.entries * 50);
    expect((await row('list.totals')).entries).toBeGreaterThanOrEqual(1);
    expect((await row('directory.names')).entries).toBeGreaterThan(0);
    if (testDialect === 'sqlite') expect((await row('sqlite.statements')).entries).toBeGreaterThan(10);
    else expect((await row('sqlite.statements')).entries).toBe(0);
    expect(body.data.process.pid).toBe(process.pid);
  });

  it('clears one cache here and, through the generation it is keyed by, everywhere', async () => {
    const before = await readGeneration(t.db, 'access');
    const res = await call(t, 'DELETE', `${API}/access.snapshots`, { token: admin });
    expect(res.body).toMatchObject({ code: Code.OK, msg: CACHE_MSG.cleared });
    expect(await readGeneration(t.db, 'access')).toBe(before + 1);
    const cleared = await row('access.snapshots');
    // The list request itself rebuilt the caller's snapshot (one entry) and nobody else's.
    expect(cleared.entries).toBeLessThanOrEqual(1);
    expect(cleared.clears).toBe(1);
    expect((await call(t, 'DELETE', `${API}/no.such`, { token: admin })).body).toMatchObject({ code: Code.NOT_FOUND, msg: CACHE_MSG.notFound });
  });

  it('another process drops its entries when its watcher sees the clear counter rise', async () => {
    const ctx = otherProcess(t);
    const other = cacheService(ctx);
    await other.watch();
    await ctx.access.snapshots.of((await t.db.selectFrom('baseUser').select('id').where('account', '=', 'wh01').executeTakeFirstOrThrow()).id);
    await ctx.access.snapshots.catalog();
    expect((await ctx.access.snapshots.held()).users).toHaveLength(1);
    expect((await call(t, 'DELETE', `${API}/access.snapshots`, { token: admin })).body.code).toBe(Code.OK);
    await other.watch();
    const held = await ctx.access.snapshots.held();
    expect(held.users).toHaveLength(0);
    expect(held.catalog).toBeDefined();
    expect((await row('access.snapshots')).clears).toBe(2);
  });

  it('clears all caches at once', async () => {
    await call(t, 'GET', '/api/permission/Users', { token: admin });
    const totals = await readGeneration(t.db, 'users');
    const res = await call(t, 'POST', `${API}/Actions/ClearAll`, { token: admin });
    expect(res.body).toMatchObject({ code: Code.OK, msg: CACHE_MSG.allCleared });
    expect(await readGeneration(t.db, 'users')).toBe(totals + 1);
    const after = (await list()).data.list;
    expect(after.find((c) => c.name === 'list.totals')!.entries).toBe(0);
    expect(after.find((c) => c.name === 'directory.names')!.entries).toBe(0);
    expect(after.every((c) => c.clears >= 1)).toBe(true);
  });

  it('refuses without the menu, and clearing without the 清除 button', async () => {
    const wh01 = await t.login('wh01');
    expect((await list(wh01)).code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'POST', `${API}/Actions/ClearAll`, { token: wh01 })).body.code).toBe(Code.FORBIDDEN);
  });
});
