import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import type { PullResult, PushResult } from '../../src/features/sync/contract';
import { syncRepository } from '../../src/server/sync/repository';
import { call, freshStore, startTestApp, testDialect, type TestApp, type TestStore } from '../helpers/test-app';

type Pulled = { rows: Map<string, Record<string, unknown> | null>; cursor: string; pages: number; last: PullResult };

describe(`sync pull: snapshot, changes, tombstones, scope, resync (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const pullAll = async (token: string, collection: string, cursor?: string, limit = 7): Promise<Pulled> => {
    const rows = new Map<string, Record<string, unknown> | null>();
    let pages = 0;
    let last: PullResult;
    do {
      const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token, query: { collections: collection, limit: String(limit), ...(cursor ? { cursor } : {}) } });
      expect(res.body.code).toBe(Code.OK);
      last = res.body.data;
      for (const c of last.changes) rows.set(c.id, c.op === 'upsert' ? c.row! : null);
      cursor = last.cursor;
      pages++;
    } while (last.hasMore);
    return { rows, cursor: cursor!, pages, last };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('sends a first sync in pages with progress, then only what changed', async () => {
    const first = await pullAll(admin, 'organizes');
    expect(first.rows.size).toBe(19);
    expect(first.pages).toBe(3);
    expect(first.last.progress).toEqual({ done: 19, total: 19 });
    expect(first.cursor).toMatch(/^v\.\d+$/);
    const quiet = await pullAll(admin, 'organizes', first.cursor);
    expect(quiet.rows.size).toBe(0);

    const dept = await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', 'EC02').executeTakeFirstOrThrow();
    await t.db.updateTable('baseOrganize').set({ fullName: '华东仓储中心' }).where('id', '=', dept.id).execute();
    const changed = await pullAll(admin, 'organizes', first.cursor);
    expect([...changed.rows.keys()]).toEqual([dept.id]);
    expect(changed.rows.get(dept.id)).toMatchObject({ fullName: '华东仓储中心' });
  });

  it('delivers deletions as tombstones', async () => {
    const before = await pullAll(admin, 'groups');
    const group = [...before.rows.keys()][0]!;
    await t.db.deleteFrom('baseGroup').where('id', '=', group).execute();
    const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token: admin, query: { collections: 'groups', cursor: before.cursor } });
    expect(res.body.data.changes).toEqual([expect.objectContaining({ id: group, op: 'delete', collection: 'groups' })]);
  });

  it('sends only the caller\'s own profile, and only rows the data scope lets the caller read', async () => {
    const token = await t.login('wh01');
    const profile = await pullAll(token, 'profile');
    expect([...profile.rows.values()].map((r) => r!.account)).toEqual(['wh01']);
    expect(profile.rows.values().next().value).not.toHaveProperty('passwordHash');

    const everyone = await pullAll(token, 'users');
    expect(everyone.rows.size).toBeGreaterThan(50);
    // A department-only scheme on user management narrows the directory.
    const module = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'permission.user').executeTakeFirstOrThrow();
    const staff = await t.db.selectFrom('baseRole').select('id').where('enCode', '=', 'staff').executeTakeFirstOrThrow();
    const scheme = newId();
    await t.db.insertInto('baseModuleDataScheme').values({ id: scheme, moduleId: module.id, enCode: 'dept', fullName: '本部门', scopeType: 'department', conditionJson: null, description: null, creatorTime: Date.now() }).execute();
    await t.db.insertInto('baseAuthorize').values({ id: newId(), itemType: 'resource', itemId: scheme, objectType: 'Role', objectId: staff.id, creatorTime: Date.now() }).execute();
    const scoped = await pullAll(token, 'users');
    const ec02 = await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', 'EC02').executeTakeFirstOrThrow();
    expect(scoped.rows.size).toBeGreaterThan(0);
    expect(scoped.rows.size).toBeLessThan(10);
    expect([...scoped.rows.values()].every((r) => r!.organizeId === ec02.id)).toBe(true);
    // A change to someone outside the scope reaches the device only as a removal.
    const outsider = await t.db.selectFrom('baseUser').select('id').where('account', '=', 'wh02').executeTakeFirstOrThrow();
    await t.db.updateTable('baseUser').set({ realName: '孙丽丽' }).where('id', '=', outsider.id).execute();
    const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token, query: { collections: 'users', cursor: scoped.cursor } });
    expect(res.body.data.changes).toEqual([expect.objectContaining({ id: outsider.id, op: 'delete' })]);
    expect(JSON.stringify(res.body.data)).not.toContain('孙丽丽');
    await t.db.deleteFrom('baseAuthorize').where('itemId', '=', scheme).execute();
  });

  it('asks a device whose cursor is older than the kept tombstones for a full resync', async () => {
    const old = await pullAll(admin, 'roles');
    const role = await t.db.selectFrom('baseRole').select('id').where('enCode', '=', 'logViewer').executeTakeFirstOrThrow();
    await t.db.deleteFrom('baseRole').where('id', '=', role.id).execute();
    await t.db.updateTable('syncChange').set({ changedAt: Date.now() - 31 * 86_400_000 }).where('rowId', '=', role.id).execute();
    expect(await syncRepository(t.db).purge(Date.now() - 30 * 86_400_000)).toBeGreaterThan(0);
    const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token: admin, query: { collections: 'roles', cursor: old.cursor } });
    expect(res.body.data.resync).toBe(true);
    expect(res.body.data.changes.map((c) => c.id)).not.toContain(role.id);
    expect(res.body.data.changes.length).toBeGreaterThan(0);
  });

  it('refuses unknown collections', async () => {
    expect((await call(t, 'GET', '/api/sync/pull', { token: admin, query: { collections: 'salaries' } })).body).toMatchObject({ code: 400, msg: '同步集合不存在' });
  });
});

describe(`sync push: once each, in order, across restarts (${testDialect})`, () => {
  let store: TestStore;
  let t: TestApp;
  let token: string;
  const device = newId();
  const push = (mutations: unknown[], deviceId = device, as = token) => call<PushResult>(t, 'POST', '/api/sync/push', { token: as, body: { deviceId, mutations } });
  const changesOf = async (account: string) => {
    const u = await t.db.selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    return (await t.db.selectFrom('syncChange').select(['version', 'changedBy']).where('collection', '=', 'users').where('rowId', '=', u.id).execute()).length;
  };

  beforeAll(async () => {
    store = await freshStore();
    t = await startTestApp({ store });
    token = await t.login('office');
  });
  afterAll(() => t.close());

  it('applies a mutation once; its repeat answers duplicate with the recorded result', async () => {
    const m = { id: newId(), seq: 1, name: 'profile.update', args: { realName: '张敏敏' } };
    const before = await changesOf('office');
    const first = await push([m]);
    const version = first.body.data.results[0]!.serverVersion!;
    expect(first.body.data.results).toEqual([{ id: m.id, status: 'applied', result: null, serverVersion: version }]);
    const again = await push([m]);
    expect(again.body.data.results).toEqual([{ id: m.id, status: 'duplicate', result: null, serverVersion: version }]);
    expect(await changesOf('office')).toBe(before + 1);
    const row = await t.db.selectFrom('baseUser').select('realName').where('account', '=', 'office').executeTakeFirstOrThrow();
    expect(row.realName).toBe('张敏敏');
    // The next write names that version as its base: no conflict with one's own earlier write.
    const next = await push([{ id: newId(), seq: 2, name: 'profile.language', args: { language: 'zhtw' }, baseVersion: version }]);
    expect(next.body.data.results[0]).toMatchObject({ status: 'applied' });

  });

  it('rejects unknown names and bad arguments with the message, and goes on with the next', async () => {
    const res = await push([
      { id: newId(), seq: 3, name: 'salary.raise', args: {} },
      { id: newId(), seq: 3, name: 'profile.update', args: { mobilePhone: '12345' } },
      { id: newId(), seq: 4, name: 'profile.theme', args: { theme: 'blend' } },
    ]);
    expect(res.body.data.results.map((r) => [r.status, r.msg])).toEqual([
      ['rejected', '未知的操作：salary.raise'],
      ['rejected', '请正确输入您的手机号'],
      ['applied', undefined],
    ]);
  });

  it('answers a stale base version with a conflict carrying the server row, who and when', async () => {
    const base = await t.db.selectFrom('syncChange').select((eb) => eb.fn.max('version').as('v')).executeTakeFirstOrThrow();
    await push([{ id: newId(), seq: 5, name: 'profile.language', args: { language: 'en' }, baseVersion: Number(base.v) }]);
    const stale = await push([{ id: newId(), seq: 6, name: 'profile.update', args: { realName: '旧名字' }, baseVersion: Number(base.v) }]);
    const result = stale.body.data.results[0]!;
    expect(result).toMatchObject({ status: 'conflict', code: 409, serverRow: { account: 'office', language: 'en' } });
    expect(result.changedBy).toBeTruthy();
    expect(result.changedAt).toBeGreaterThan(0);
  });

  it('keeps a mutation id to the user who sent it', async () => {
    const m = { id: newId(), seq: 7, name: 'profile.theme', args: { theme: 'plain' } };
    await push([m]);
    const other = await t.login('wh01');
    expect((await push([m], device, other)).body.data.results[0]).toMatchObject({ status: 'rejected', code: 403 });
  });

  it('still answers duplicate after a server restart', async () => {
    const m = { id: newId(), seq: 8, name: 'profile.update', args: { description: '重启之前' } };
    await push([m]);
    const before = await changesOf('office');
    await t.close(false);
    t = await startTestApp({ store });
    token = await t.login('office');
    expect((await push([m])).body.data.results[0]).toMatchObject({ status: 'duplicate' });
    expect(await changesOf('office')).toBe(before);
  });
});
