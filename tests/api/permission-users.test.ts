import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { RuleMsg } from '../../src/contract/validators';
import { USER_MSG, userDetail, userPage, type UserDetail, type UserRow } from '../../src/features/permission/contract/user';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Page = { list: UserRow[]; pagination: { total: number; currentPage: number; pageSize: number } };

describe(`permission: users CRUD and actions (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let orgs: Record<string, string>;
  let positionId: string;
  let roleId: string;
  const good = () => ({ account: 'newuser1', realName: '新用户', mobilePhone: '13912345678', email: 'new@example.com', idCard: '11010519491231002X', organizeIds: `${orgs.EC02}`, positionIds: [positionId], roleIds: [roleId], gender: 1 });
  const count = async () => Number((await t.db.selectFrom('baseUser').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    orgs = Object.fromEntries((await t.db.selectFrom('baseOrganize').select(['id', 'enCode']).execute()).map((o) => [o.enCode, o.id]));
    positionId = (await t.db.selectFrom('basePosition').select('id').where('organizeId', '=', orgs.EC02!).where('fullName', '=', '仓管员').executeTakeFirstOrThrow()).id;
    roleId = (await t.db.selectFrom('baseRole').select('id').where('enCode', '=', 'staff').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('lists users with organisation paths, positions, roles and a lock mark, paged and sorted', async () => {
    const res = await call<Page>(t, 'GET', '/api/permission/Users', { token: admin, query: { pageSize: '5', sidx: 'account', sort: 'asc' } });
    expect(res.body.code).toBe(Code.OK);
    const page = userPage.parse(res.body.data);
    expect(page.list).toHaveLength(5);
    expect(page.pagination.total).toBeGreaterThan(50);
    const accounts = page.list.map((r) => r.account);
    expect(accounts).toEqual([...accounts].sort());
    const wh01 = (await call<Page>(t, 'GET', '/api/permission/Users', { token: admin, query: { keyword: 'WH01' } })).body.data.list;
    expect(wh01).toHaveLength(1);
    expect(wh01[0]).toMatchObject({ account: 'wh01', realName: '赵强', organizeName: '轻办示范集团/华东分公司/仓储部', positionName: '仓管员', roleName: '普通员工', enabledMark: 1, lockMark: 0 });
    expect(wh01[0]!.organizeIds).toBe(orgs.EC02);
    const bad = await call(t, 'GET', '/api/permission/Users', { token: admin, query: { sidx: 'passwordHash' } });
    expect(bad.body).toMatchObject({ code: 400, msg: Msg.sortFieldInvalid });
  });

  it('filters by organisation including its subtree, and by state', async () => {
    const ec = await call<Page>(t, 'GET', '/api/permission/Users', { token: admin, query: { organizeId: orgs.EC!, pageSize: '100' } });
    expect(ec.body.data.list.length).toBeGreaterThan(3);
    expect(ec.body.data.list.every((r) => r.organizeName.startsWith('轻办示范集团/华东分公司'))).toBe(true);
    const dept = await call<Page>(t, 'GET', '/api/permission/Users', { token: admin, query: { organizeId: orgs.EC02!, pageSize: '100' } });
    expect(dept.body.data.list.every((r) => r.organizeName === '轻办示范集团/华东分公司/仓储部')).toBe(true);
    expect(dept.body.data.list.length).toBeLessThan(ec.body.data.list.length);
    const disabled = await call<Page>(t, 'GET', '/api/permission/Users', { token: admin, query: { enabledMark: '0' } });
    expect(disabled.body.data.list).toEqual([]);
  });

  it('creates a user with the default password and reads it back', async () => {
    const res = await call<{ id: string }>(t, 'POST', '/api/permission/Users', { token: admin, body: good() });
    expect(res.body).toMatchObject({ code: 200, msg: Msg.created });
    const detail = await call<UserDetail>(t, 'GET', `/api/permission/Users/${res.body.data.id}`, { token: admin });
    expect(userDetail.parse(detail.body.data)).toMatchObject({
      account: 'newuser1', realName: '新用户', organizeName: '轻办示范集团/华东分公司/仓储部', positionName: '仓管员', roleName: '普通员工',
      majorOrganizeId: orgs.EC02, majorPositionId: positionId, idCard: '11010519491231002X', gender: 1,
    });
    const cfg = await t.db.selectFrom('baseSysConfig').select('value').where('key', '=', 'defaultPassword').executeTakeFirstOrThrow();
    expect(cfg.value).toBe('123456');
    await expect(t.login('newuser1', '123456')).resolves.toBeTypeOf('string');
  });

  it.each([
    ['an invalid phone', { mobilePhone: '12345678901' }, RuleMsg.phone],
    ['a duplicate account', { account: 'WH01' }, USER_MSG.accountExists],
    ['a bad e-mail', { email: 'not-an-email' }, RuleMsg.email],
    ['a wrong ID check digit', { idCard: '110105194912310021' }, RuleMsg.idCard],
    ['an account with symbols', { account: 'bad-name' }, RuleMsg.account],
    ['a name with symbols', { realName: '张三!' }, RuleMsg.fullName],
    ['no organisation', { organizeIds: '' }, USER_MSG.organizeRequired],
    ['an unknown organisation', { organizeIds: ['nope'] }, USER_MSG.organizeMissing],
  ])('refuses %s with the exact message and changes nothing', async (_name, patch, msg) => {
    const before = await count();
    const res = await call(t, 'POST', '/api/permission/Users', { token: admin, body: { ...good(), account: 'fresh01', ...patch } });
    expect(res.body).toEqual({ code: 400, msg, data: null });
    expect(await count()).toBe(before);
  });

  it('updates a user, keeping the account unique', async () => {
    const id = (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'newuser1').executeTakeFirstOrThrow()).id;
    const dup = await call(t, 'PUT', `/api/permission/Users/${id}`, { token: admin, body: { ...good(), account: 'wh02' } });
    expect(dup.body.msg).toBe(USER_MSG.accountExists);
    const res = await call(t, 'PUT', `/api/permission/Users/${id}`, { token: admin, body: { ...good(), realName: '新名字', organizeIds: [orgs.EC02, orgs.HQ02], roleIds: [] } });
    expect(res.body).toMatchObject({ code: 200, msg: Msg.updated });
    const d = (await call<UserDetail>(t, 'GET', `/api/permission/Users/${id}`, { token: admin })).body.data;
    expect(d).toMatchObject({ realName: '新名字', roleName: '', organizeName: '轻办示范集团/华东分公司/仓储部,轻办示范集团/行政办公室' });
  });

  it('resets the password, unlocks, toggles state and ends sessions when disabling', async () => {
    const id = (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'newuser1').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('baseUser').set({ passwordHash: 'x', loginErrorCount: 5, lockUntil: Date.now() + 600_000 }).where('id', '=', id).execute();
    const locked = (await call<Page>(t, 'GET', '/api/permission/Users', { token: admin, query: { keyword: 'newuser1' } })).body.data.list[0]!;
    expect(locked.lockMark).toBe(1);
    expect((await call(t, 'PUT', `/api/permission/Users/${id}/Actions/unlock`, { token: admin })).body).toMatchObject({ code: 200, msg: USER_MSG.unlockDone });
    const row = await t.db.selectFrom('baseUser').select(['loginErrorCount', 'lockUntil']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ loginErrorCount: 0, lockUntil: null });
    expect((await call(t, 'POST', `/api/permission/Users/${id}/Actions/ResetPassword`, { token: admin })).body).toMatchObject({ code: 200, msg: USER_MSG.resetDone });
    const token = await t.login('newuser1', '123456');
    const off = await call<{ enabledMark: number }>(t, 'PUT', `/api/permission/Users/${id}/Actions/State`, { token: admin });
    expect(off.body.data.enabledMark).toBe(0);
    expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token })).body.code).toBe(Code.TOKEN_REVOKED);
    const on = await call<{ enabledMark: number }>(t, 'PUT', `/api/permission/Users/${id}/Actions/State`, { token: admin });
    expect(on.body.data.enabledMark).toBe(1);
  });

  it('refuses to delete yourself or a super administrator, deletes others with their relations', async () => {
    const me = (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect((await call(t, 'DELETE', `/api/permission/Users/${me}`, { token: admin })).body.msg).toBe(USER_MSG.deleteSelf);
    const sys = await t.login('sysadmin');
    expect((await call(t, 'DELETE', `/api/permission/Users/${me}`, { token: sys })).body.msg).toBe(USER_MSG.deleteAdmin);
    expect((await call(t, 'POST', `/api/permission/Users/${me}/Actions/ResetPassword`, { token: sys })).body.code).toBe(Code.FORBIDDEN);
    const id = (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'newuser1').executeTakeFirstOrThrow()).id;
    const moduleId = (await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'system.log').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('baseAuthorize').values({ id: newId(), itemType: 'module', itemId: moduleId, objectType: 'User', objectId: id, creatorTime: Date.now() }).execute();
    expect((await call(t, 'DELETE', `/api/permission/Users/${id}`, { token: admin })).body).toMatchObject({ code: 200, msg: Msg.deleted });
    expect(await t.db.selectFrom('baseUserRelation').select('id').where('userId', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('baseAuthorize').select('id').where('objectId', '=', id).execute()).toEqual([]);
    expect((await call(t, 'GET', `/api/permission/Users/${id}`, { token: admin })).body.code).toBe(Code.NOT_FOUND);
  });

  it('refuses logviewer (only system.log) on every management route and changes nothing', async () => {
    const viewer = await t.login('logviewer');
    const target = await t.db.selectFrom('baseUser').selectAll().where('account', '=', 'wh02').executeTakeFirstOrThrow();
    const before = await count();
    const routes: [('GET' | 'POST' | 'PUT' | 'DELETE'), string, unknown?][] = [
      ['GET', '/api/permission/Users'],
      ['POST', '/api/permission/Users', { ...good(), account: 'viewermade' }],
      ['GET', `/api/permission/Users/${target.id}`],
      ['PUT', `/api/permission/Users/${target.id}`, { ...good(), account: 'wh02', realName: '改名' }],
      ['DELETE', `/api/permission/Users/${target.id}`],
      ['POST', `/api/permission/Users/${target.id}/Actions/ResetPassword`],
      ['PUT', `/api/permission/Users/${target.id}/Actions/State`],
      ['PUT', `/api/permission/Users/${target.id}/Actions/unlock`],
      ['GET', '/api/permission/Users/ExportExcel'],
      ['GET', '/api/permission/Users/TemplateDownload'],
      ['GET', '/api/permission/Users/ImportPreview'],
      ['POST', '/api/permission/Users/ImportPreview', {}],
      ['POST', '/api/permission/Users/ImportData', { list: [] }],
      ['POST', '/api/permission/Users/ExportExceptionData', { list: [] }],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t, method, url, { token: viewer, body });
      expect(res.body, `${method} ${url}`).toEqual({ code: Code.FORBIDDEN, msg: Msg.permissionDenied, data: null });
    }
    expect(await count()).toBe(before);
    expect(await t.db.selectFrom('baseUser').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow()).toEqual(target);
    await expect(t.login('wh02')).resolves.toBeTypeOf('string');
    // Pickers need only a session.
    expect((await call(t, 'GET', '/api/permission/Users/All', { token: viewer })).body.code).toBe(Code.OK);
  });
});
