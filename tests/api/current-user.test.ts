import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { currentUser, type CurrentUser } from '../../src/features/auth/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

describe(`CurrentUser and what each demo account may do (${testDialect})`, () => {
  let t: TestApp;
  const me = async (account: string) => {
    const token = await t.login(account);
    const res = await call<CurrentUser>(t, 'GET', '/api/oauth/CurrentUser', { token });
    expect(res.body.code).toBe(Code.OK);
    return { token, data: currentUser.parse(res.body.data) };
  };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers menus as a tree, permissions per page, every userInfo field and the system info', async () => {
    const { data } = await me('sysadmin');
    const system = data.menuList.find((m) => m.enCode === 'system')!;
    expect(system).toMatchObject({ type: 1, hasChildren: true });
    expect(system.children.map((c) => c.enCode)).toContain('system.log');
    const log = data.permissionList.find((p) => p.moduleName === '系统日志')!;
    expect(log.button.map((b) => b.enCode).sort()).toEqual(['btn_export', 'btn_remove']);
    expect(log.column.map((c) => c.enCode)).toContain('account');
    expect(data.userInfo).toMatchObject({
      userName: '李静',
      userAccount: 'sysadmin',
      organizeName: '轻办示范集团/信息技术部',
      departmentName: '信息技术部',
      positionName: '系统管理员',
      roleName: '超级管理员',
      isAdministrator: false,
    });
    expect(data.userInfo.organizeIds.split(',')).toContain(data.userInfo.departmentId);
    expect(data.userInfo.positionIds[0]).toHaveProperty('id');
    expect(data.sysConfigInfo).toMatchObject({ sysName: '轻办', author: '轻办团队' });
    expect(data.sysConfigInfo.sysVersion).toMatch(/^V/);
  });

  it('tells about the previous sign-in from the login log', async () => {
    const first = await me('office');
    expect(first.data.userInfo.prevLogin).toBe(0);
    const second = await me('office');
    expect(second.data.userInfo).toMatchObject({ prevLogin: 1, prevLoginIPAddressName: '本机' });
    expect(second.data.userInfo.prevLoginTime).toBeGreaterThan(0);
  });

  it('gives an account without roles no menu at all', async () => {
    const { data } = await me('nomenu');
    expect(data.menuList).toEqual([]);
    expect(data.permissionList).toEqual([]);
  });

  it('enforces the menu and the button on the server, not only in the UI', async () => {
    const viewer = await me('logviewer');
    const perm = viewer.data.permissionList.find((p) => p.moduleName === '系统日志')!;
    expect(perm.button.map((b) => b.enCode)).toEqual(['btn_export']);
    expect((await call(t, 'GET', '/api/system/Log', { token: viewer.token })).body.code).toBe(Code.OK);
    const ids = (await t.db.selectFrom('baseLoginLog').select('id').limit(2).execute()).map((r) => r.id);
    const refused = await call(t, 'DELETE', '/api/system/Log', { token: viewer.token, body: { ids } });
    expect(refused.body).toEqual({ code: Code.FORBIDDEN, msg: Msg.permissionDenied, data: null });
    expect((await t.db.selectFrom('baseLoginLog').select('id').where('id', 'in', ids).execute()).length).toBe(2);
    const nobody = await me('nomenu');
    expect((await call(t, 'GET', '/api/system/Log', { token: nobody.token })).body.code).toBe(Code.FORBIDDEN);
    const admin = await me('admin');
    const deleted = await call<{ deleted: number }>(t, 'DELETE', '/api/system/Log', { token: admin.token, body: { ids } });
    expect(deleted.body).toMatchObject({ code: Code.OK, data: { deleted: 2 } });
  });

  it('filters the system log by keyword with % taken literally', async () => {
    const { token } = await me('admin');
    const res = await call<{ list: { account: string }[] }>(t, 'GET', '/api/system/Log', { token, query: { keyword: 'OFFICE' } });
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(res.body.data.list.every((r) => r.account === 'office')).toBe(true);
    const pct = await call<{ list: unknown[] }>(t, 'GET', '/api/system/Log', { token, query: { keyword: '%' } });
    expect(pct.body.data.list).toEqual([]);
  });

  it('switches the current organisation only to one the user belongs to', async () => {
    const { token } = await me('wh01');
    const orgs = await call<{ id: string; fullName: string; isDefault: boolean }[]>(t, 'GET', '/api/permission/Users/Current/getUserOrganizes', { token });
    expect(orgs.body.data).toHaveLength(1);
    expect(orgs.body.data[0]).toMatchObject({ fullName: '轻办示范集团/华东分公司/仓储部', isDefault: true });
    const other = await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', 'SC02').executeTakeFirstOrThrow();
    const refused = await call(t, 'PUT', '/api/permission/Users/Current/major', { token, body: { majorId: other.id, majorType: 'Organize' } });
    expect(refused.body).toMatchObject({ code: 400, msg: '您不属于该组织' });
    const ok = await call(t, 'PUT', '/api/permission/Users/Current/major', { token, body: { majorId: orgs.body.data[0]!.id, majorType: 'Organize' } });
    expect(ok.body).toMatchObject({ code: 200, msg: '切换成功' });
  });

  it('keeps list column settings per user and module', async () => {
    const { token } = await me('wh01');
    const empty = await call<{ fieldList: string }>(t, 'GET', '/api/permission/Authority/GetColumnsByModuleId/m1', { token });
    expect(empty.body.data.fieldList).toBe('');
    const fieldList = JSON.stringify([{ prop: 'account', label: '账号', visible: false }]);
    expect((await call(t, 'PUT', '/api/permission/Authority/SetColumnsByModuleId', { token, body: { moduleId: 'm1', fieldList: '{oops' } })).body.msg).toBe('列设置格式不正确');
    expect((await call(t, 'PUT', '/api/permission/Authority/SetColumnsByModuleId', { token, body: { moduleId: 'm1', fieldList } })).body.msg).toBe(Msg.updated);
    expect((await call<{ fieldList: string }>(t, 'GET', '/api/permission/Authority/GetColumnsByModuleId/m1', { token })).body.data.fieldList).toBe(fieldList);
    const other = await me('wh02');
    expect((await call<{ fieldList: string }>(t, 'GET', '/api/permission/Authority/GetColumnsByModuleId/m1', { token: other.token })).body.data.fieldList).toBe('');
  });
});
