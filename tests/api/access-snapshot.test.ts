import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import type { CurrentUser } from '../../src/features/auth/contract';
import { call, freshStore, startTestApp, testDialect, type TestApp, type TestStore } from '../helpers/test-app';

const flatten = (nodes: CurrentUser['menuList']): string[] => nodes.flatMap((n) => [n.enCode, ...flatten(n.children ?? [])]);

/**
 * CurrentUser and the route guard answer from a per-user snapshot (ADR access-snapshot). Each
 * change below is made either through the API of one server or straight in the database (as
 * another process would), and must be seen by the other server at its very next call.
 */
describe(`access snapshot: a change is seen at the next call, in every process (${testDialect})`, () => {
  let store: TestStore;
  let a: TestApp;
  let b: TestApp;
  let viewerToken: string;
  let logModuleId: string;
  let logRoleId: string;
  let viewerId: string;

  const current = async (t: TestApp, token = viewerToken) => {
    const res = await call<CurrentUser>(t, 'GET', '/api/oauth/CurrentUser', { token });
    expect(res.body.code).toBe(Code.OK);
    return res.body.data;
  };
  const logList = async (t: TestApp) => (await call(t, 'GET', '/api/system/Log', { token: viewerToken })).body.code;

  beforeAll(async () => {
    store = await freshStore();
    a = await startTestApp({ store });
    b = await startTestApp({ store });
    viewerToken = await a.login('logviewer');
    logModuleId = (await a.db.selectFrom('baseModule').select('id').where('enCode', '=', 'system.log').executeTakeFirstOrThrow()).id;
    logRoleId = (await a.db.selectFrom('baseRole').select('id').where('enCode', '=', 'logViewer').executeTakeFirstOrThrow()).id;
    viewerId = (await a.db.selectFrom('baseUser').select('id').where('account', '=', 'logviewer').executeTakeFirstOrThrow()).id;
    // Both servers have built their snapshot of logviewer.
    expect(flatten((await current(a)).menuList)).toContain('system.log');
    expect(flatten((await current(b)).menuList)).toContain('system.log');
    expect(await logList(b)).toBe(Code.OK);
  });
  afterAll(async () => {
    await b?.close(false);
    await a?.close();
  });

  it('a grant taken away and given back through one server', async () => {
    const admin = await a.login('admin');
    const before = (await call<Record<string, string[]>>(a, 'GET', `/api/permission/Authority/Role/${logRoleId}`, { token: admin })).body.data;
    const without = { module: [], button: [], column: [], form: [], resource: [] };
    expect((await call(a, 'PUT', `/api/permission/Authority/Role/${logRoleId}`, { token: admin, body: without })).body.code).toBe(Code.OK);
    expect(flatten((await current(b)).menuList)).not.toContain('system.log');
    expect(await logList(b)).toBe(Code.FORBIDDEN);
    expect((await call(a, 'PUT', `/api/permission/Authority/Role/${logRoleId}`, { token: admin, body: before })).body.code).toBe(Code.OK);
    expect(flatten((await current(b)).menuList)).toContain('system.log');
    expect(await logList(b)).toBe(Code.OK);
  });

  it('a grant written straight into the database (another process)', async () => {
    const ruleId = newId();
    const areaModule = (await a.db.selectFrom('baseModule').select(['id', 'enCode']).where('enCode', '!=', 'system.log').where('enCode', 'like', 'system.%').executeTakeFirstOrThrow());
    expect(flatten((await current(b)).menuList)).not.toContain(areaModule.enCode);
    await a.db.insertInto('baseAuthorize').values({ id: ruleId, itemType: 'module', itemId: areaModule.id, objectType: 'User', objectId: viewerId, creatorTime: Date.now() }).execute();
    expect(flatten((await current(b)).menuList)).toContain(areaModule.enCode);
    await a.db.deleteFrom('baseAuthorize').where('id', '=', ruleId).execute();
    expect(flatten((await current(b)).menuList)).not.toContain(areaModule.enCode);
  });

  it('a role disabled, and enabled again', async () => {
    await a.db.updateTable('baseRole').set({ enabledMark: 0 }).where('id', '=', logRoleId).execute();
    const off = await current(b);
    expect(off.userInfo.roleIds).toEqual([]);
    expect(flatten(off.menuList)).not.toContain('system.log');
    expect(await logList(b)).toBe(Code.FORBIDDEN);
    await a.db.updateTable('baseRole').set({ enabledMark: 1 }).where('id', '=', logRoleId).execute();
    expect((await current(b)).userInfo.roleIds).toEqual([logRoleId]);
    expect(await logList(b)).toBe(Code.OK);
  });

  it('a membership: the user taken out of the role, and put back', async () => {
    const relation = await a.db.selectFrom('baseUserRelation').selectAll().where('userId', '=', viewerId).where('objectType', '=', 'Role').executeTakeFirstOrThrow();
    await a.db.deleteFrom('baseUserRelation').where('id', '=', relation.id).execute();
    expect((await current(b)).userInfo.roleName).toBe('');
    expect(await logList(b)).toBe(Code.FORBIDDEN);
    await a.db.insertInto('baseUserRelation').values(relation).execute();
    expect((await current(b)).userInfo.roleName).toBe('日志查看员');
    expect(await logList(b)).toBe(Code.OK);
  });

  it('a menu renamed and disabled', async () => {
    const name = async () => (await current(b)).menuList.flatMap((m) => m.children ?? []).find((m) => m.enCode === 'system.log')?.fullName;
    const before = await name();
    await a.db.updateTable('baseModule').set({ fullName: '登录日志' }).where('id', '=', logModuleId).execute();
    expect(await name()).toBe('登录日志');
    await a.db.updateTable('baseModule').set({ enabledMark: 0 }).where('id', '=', logModuleId).execute();
    expect(await name()).toBeUndefined();
    expect(await logList(b)).toBe(Code.FORBIDDEN);
    await a.db.updateTable('baseModule').set({ enabledMark: 1, fullName: before! }).where('id', '=', logModuleId).execute();
    expect(await name()).toBe(before);
  });

  it('an organisation moved: the path in userInfo follows', async () => {
    const before = (await current(b)).userInfo.organizeName;
    const dept = await a.db.selectFrom('baseOrganize').select(['id', 'fullName']).where('enCode', '=', 'HQ05').executeTakeFirstOrThrow();
    await a.db.updateTable('baseOrganize').set({ fullName: '数字化部' }).where('id', '=', dept.id).execute();
    expect((await current(b)).userInfo.organizeName).toBe(before.replace(dept.fullName, '数字化部'));
    await a.db.updateTable('baseOrganize').set({ fullName: dept.fullName }).where('id', '=', dept.id).execute();
    expect((await current(b)).userInfo.organizeName).toBe(before);
  });
});
