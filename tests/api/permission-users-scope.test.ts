import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { USER_MSG, type SelectableUser, type UserRow, type UserTreeNode } from '../../src/features/permission/contract/user';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Page = { list: UserRow[]; pagination: { total: number } };

/** A role whose data scheme of permission.user is 'department' sees only the users of the holder's department. */
describe(`permission: users inside the data scope (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let deptUserIds: Set<string>;
  const EC02_PATH = '轻办示范集团/华东分公司/仓储部';

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.db;
    const now = Date.now();
    const module = await db.selectFrom('baseModule').select('id').where('enCode', '=', 'permission.user').executeTakeFirstOrThrow();
    const buttons = await db.selectFrom('baseModuleButton').select('id').where('moduleId', '=', module.id).where('enCode', 'in', ['btn_export', 'btn_add']).execute();
    const roleId = newId();
    await db.insertInto('baseRole').values({ id: roleId, fullName: '部门用户管理员', enCode: 'deptUserAdmin', globalMark: 1, sortCode: 99, enabledMark: 1, description: null, creatorTime: now }).execute();
    const schemeId = newId();
    await db.insertInto('baseModuleDataScheme').values({ id: schemeId, moduleId: module.id, enCode: 'dept', fullName: '本部门', scopeType: 'department', conditionJson: null, description: null, creatorTime: now }).execute();
    for (const [itemType, itemId] of [['module', module.id], ...buttons.map((b) => ['button', b.id] as const), ['resource', schemeId]] as const) {
      await db.insertInto('baseAuthorize').values({ id: newId(), itemType, itemId, objectType: 'Role', objectId: roleId, creatorTime: now }).execute();
    }
    const wh01 = await db.selectFrom('baseUser').select('id').where('account', '=', 'wh01').executeTakeFirstOrThrow();
    await db.insertInto('baseUserRelation').values({ id: newId(), userId: wh01.id, objectType: 'Role', objectId: roleId, sortCode: 9 }).execute();
    const ec02 = await db.selectFrom('baseOrganize').select('id').where('enCode', '=', 'EC02').executeTakeFirstOrThrow();
    deptUserIds = new Set((await db.selectFrom('baseUserRelation').select('userId').where('objectType', '=', 'Organize').where('objectId', '=', ec02.id).execute()).map((r) => r.userId));
    token = await t.login('wh01');
  });
  afterAll(() => t.close());

  it('the list shows only users of my department, whatever the filter', async () => {
    expect(deptUserIds.size).toBeGreaterThan(1);
    const res = await call<Page>(t, 'GET', '/api/permission/Users', { token, query: { pageSize: '500' } });
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.data.pagination.total).toBe(deptUserIds.size);
    expect(res.body.data.list.every((r) => deptUserIds.has(r.id) && r.organizeName.includes(EC02_PATH))).toBe(true);
    const hq = await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', 'HQ').executeTakeFirstOrThrow();
    const wide = await call<Page>(t, 'GET', '/api/permission/Users', { token, query: { organizeId: hq.id, pageSize: '500' } });
    expect(wide.body.data.pagination.total).toBe(deptUserIds.size);
    const other = await call<Page>(t, 'GET', '/api/permission/Users', { token, query: { keyword: 'wh02' } });
    expect(other.body.data.list).toEqual([]);
    const admin = await t.login('admin');
    const all = await call<Page>(t, 'GET', '/api/permission/Users', { token: admin, query: { pageSize: '1' } });
    expect(all.body.data.pagination.total).toBeGreaterThan(deptUserIds.size);
  });

  it('the export holds exactly the same users', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/permission/Users/ExportExcel', headers: { authorization: `Bearer ${token}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const rows: string[] = [];
    sheet.eachRow((row, n) => { if (n > 1) rows.push(row.getCell(4).text); });
    expect(rows).toHaveLength(deptUserIds.size);
    expect(rows.every((org) => org.includes(EC02_PATH))).toBe(true);
  });

  it('getUserList, detail and the pickers hide users outside the department', async () => {
    const ids = (await t.db.selectFrom('baseUser').select(['id', 'account']).where('account', 'in', ['wh01', 'wh02', 'admin']).execute());
    const byAccount = Object.fromEntries(ids.map((r) => [r.account, r.id]));
    const echo = await call<SelectableUser[]>(t, 'POST', '/api/permission/Users/getUserList', { token, body: { userId: [byAccount.wh02, byAccount.wh01, byAccount.admin] } });
    expect(echo.body.data.map((u) => u.id)).toEqual([byAccount.wh01]);
    expect(echo.body.data[0]).toEqual({ id: byAccount.wh01, fullName: '赵强/wh01', account: 'wh01', realName: '赵强', headIcon: '', organize: EC02_PATH, type: 'user' });
    expect((await call(t, 'GET', `/api/permission/Users/${byAccount.wh02}`, { token })).body.code).toBe(Code.NOT_FOUND);
    const all = await call<SelectableUser[]>(t, 'GET', '/api/permission/Users/All', { token });
    expect(all.body.data.every((u) => deptUserIds.has(u.id))).toBe(true);
    const tree = (await call<UserTreeNode[]>(t, 'GET', '/api/permission/Users/Selector', { token })).body.data;
    const leaves: string[] = [];
    const walk = (nodes: UserTreeNode[]) => nodes.forEach((n) => (n.type === 'user' ? leaves.push(n.id) : walk(n.children ?? [])));
    walk(tree);
    expect(new Set(leaves)).toEqual(deptUserIds);
    const cond = await call<{ list: SelectableUser[] }>(t, 'POST', '/api/permission/Users/UserCondition', { token, body: { userIds: [byAccount.wh02, byAccount.admin] } });
    expect(cond.body.data.list).toEqual([]);
    expect((await call(t, 'GET', '/api/permission/Users/getOrganization', { token, query: { userId: byAccount.wh02! } })).body.code).toBe(Code.NOT_FOUND);
  });

  it('hands out only roles whose rights the caller holds', async () => {
    const role = async (enCode: string) => (await t.db.selectFrom('baseRole').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;
    const ec02 = (await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', 'EC02').executeTakeFirstOrThrow()).id;
    const body = { account: 'deptmade', realName: '部门新人', organizeIds: [ec02], roleIds: [await role('superAdmin')] };
    const refused = await call(t, 'POST', '/api/permission/Users', { token, body });
    expect(refused.body).toEqual({ code: Code.FORBIDDEN, msg: USER_MSG.notGrantable, data: null });
    expect(await t.db.selectFrom('baseUser').select('id').where('account', '=', 'deptmade').executeTakeFirst()).toBeUndefined();
    const made = await call<{ id: string }>(t, 'POST', '/api/permission/Users', { token, body: { ...body, roleIds: [await role('staff')] } });
    expect(made.body.code).toBe(Code.OK);
    expect((await call<Page>(t, 'GET', '/api/permission/Users', { token, query: { keyword: 'deptmade' } })).body.data.list).toHaveLength(1);
  });

  it('without btn_edit the same user may not change anyone', async () => {
    const wh01 = (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'wh01').executeTakeFirstOrThrow()).id;
    expect((await call(t, 'PUT', `/api/permission/Users/${wh01}/Actions/State`, { token })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'POST', `/api/permission/Users/${wh01}/Actions/ResetPassword`, { token })).body.code).toBe(Code.FORBIDDEN);
  });
});
