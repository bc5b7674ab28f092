import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { RuleMsg } from '../../src/contract/validators';
import { CURRENT_MSG, authorizeNode, baseInfo, type AuthorizeNode, type BaseInfo } from '../../src/features/permission/contract/current';
import { call, md5, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

describe(`permission: the current user (${testDialect})`, () => {
  let t: TestApp;
  const userId = async (account: string) => (await t.db.selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reads and updates my base info with the §5 rules', async () => {
    const token = await t.login('wh01');
    const info = baseInfo.parse((await call<BaseInfo>(t, 'GET', '/api/permission/Users/Current/BaseInfo', { token })).body.data);
    expect(info).toMatchObject({ account: 'wh01', realName: '赵强', organizeName: '轻办示范集团/华东分公司/仓储部', positionName: '仓管员', roleName: '普通员工' });
    const body = { realName: '赵强', gender: 1, mobilePhone: '13700000001', email: 'zq@example.com', idCard: '', description: '仓库' };
    const badPhone = await call(t, 'PUT', '/api/permission/Users/Current/BaseInfo', { token, body: { ...body, mobilePhone: '1370000000' } });
    expect(badPhone.body).toEqual({ code: 400, msg: RuleMsg.phone, data: null });
    const badMail = await call(t, 'PUT', '/api/permission/Users/Current/BaseInfo', { token, body: { ...body, email: 'zq@' } });
    expect(badMail.body.msg).toBe(RuleMsg.email);
    const badId = await call(t, 'PUT', '/api/permission/Users/Current/BaseInfo', { token, body: { ...body, idCard: '110105194912310021' } });
    expect(badId.body.msg).toBe(RuleMsg.idCard);
    expect((await call<BaseInfo>(t, 'GET', '/api/permission/Users/Current/BaseInfo', { token })).body.data.mobilePhone).toBe(info.mobilePhone);
    expect((await call(t, 'PUT', '/api/permission/Users/Current/BaseInfo', { token, body })).body).toMatchObject({ code: 200, msg: Msg.updated });
    expect((await call<BaseInfo>(t, 'GET', '/api/permission/Users/Current/BaseInfo', { token })).body.data).toMatchObject({ mobilePhone: '13700000001', email: 'zq@example.com', gender: 1, description: '仓库' });
  });

  it('changes my password: old checked, new must differ, other sessions end', async () => {
    const other = await t.login('wh02');
    const token = await t.login('wh02');
    const wrong = await call(t, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', { token, body: { oldPassword: md5('nope'), password: md5('abc123') } });
    expect(wrong.body).toEqual({ code: 400, msg: CURRENT_MSG.oldPasswordWrong, data: null });
    const same = await call(t, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', { token, body: { oldPassword: md5('123456'), password: md5('123456') } });
    expect(same.body.msg).toBe(CURRENT_MSG.samePassword);
    const notMd5 = await call(t, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', { token, body: { oldPassword: '123456', password: md5('abc123') } });
    expect(notMd5.body.msg).toBe(Msg.passwordFormat);
    const done = await call(t, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', { token, body: { oldPassword: md5('123456'), password: md5('abc123') } });
    expect(done.body).toMatchObject({ code: 200, msg: CURRENT_MSG.passwordChanged });
    expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token })).body.code).toBe(200);
    expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token: other })).body.code).toBe(Code.TOKEN_INVALID);
    await expect(t.login('wh02', 'abc123')).resolves.toBeTypeOf('string');
    await expect(t.login('wh02', '123456')).rejects.toThrow();
  });

  it('stores theme and language from the allowed lists only', async () => {
    const token = await t.login('office');
    expect((await call(t, 'PUT', '/api/permission/Users/Current/SystemTheme', { token, body: { theme: 'neon' } })).body).toMatchObject({ code: 400, msg: '主题不合法' });
    expect((await call(t, 'PUT', '/api/permission/Users/Current/SystemTheme', { token, body: { theme: 'blend' } })).body.code).toBe(200);
    expect((await call(t, 'PUT', '/api/permission/Users/Current/SystemLanguage', { token, body: { language: 'fr' } })).body.msg).toBe('语言不合法');
    expect((await call(t, 'PUT', '/api/permission/Users/Current/SystemLanguage', { token, body: { language: 'zhtw' } })).body.code).toBe(200);
    expect((await call<BaseInfo>(t, 'GET', '/api/permission/Users/Current/BaseInfo', { token })).body.data).toMatchObject({ theme: 'blend', language: 'zhtw' });
  });

  it('walks my subordinates and refuses anyone outside my chain', async () => {
    const office = await userId('office');
    const wh01 = await userId('wh01');
    const wh02 = await userId('wh02');
    await t.db.updateTable('baseUser').set({ managerId: office }).where('id', '=', wh01).execute();
    await t.db.updateTable('baseUser').set({ managerId: wh01 }).where('id', '=', wh02).execute();
    const token = await t.login('office');
    const mine = await call<{ id: string; isLeaf: boolean; department: string }[]>(t, 'GET', '/api/permission/Users/Current/Subordinate/0', { token });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: wh01, fullName: '赵强/wh01', isLeaf: false, department: '仓储部', position: '仓管员' })]);
    const next = await call<{ id: string }[]>(t, 'GET', `/api/permission/Users/Current/Subordinate/${wh01}`, { token });
    expect(next.body.data.map((u) => u.id)).toEqual([wh02]);
    const stranger = await userId('assetadmin');
    expect((await call(t, 'GET', `/api/permission/Users/Current/Subordinate/${stranger}`, { token })).body.code).toBe(Code.FORBIDDEN);
    const subs = await call<{ id: string }[]>(t, 'POST', '/api/permission/Users/getSubordinates', { token, body: {} });
    expect(subs.body.data.map((u) => u.id)).toEqual([wh01]);
  });

  it('answers my rights as a tree with buttons, columns and forms', async () => {
    const token = await t.login('logviewer');
    const res = await call<AuthorizeNode[]>(t, 'GET', '/api/permission/Users/Current/Authorize', { token });
    const tree = res.body.data.map((n) => authorizeNode.parse(n));
    expect(tree.map((n) => n.enCode)).toEqual(['system']);
    const log = tree[0]!.children.find((c) => c.enCode === 'system.log')!;
    expect(log.buttons.map((b) => b.enCode)).toEqual(['btn_export']);
    expect(log.columns.map((c) => c.enCode)).toContain('account');
    const admin = await t.login('admin');
    const all = (await call<AuthorizeNode[]>(t, 'GET', '/api/permission/Users/Current/Authorize', { token: admin })).body.data;
    const users = all.find((n) => n.enCode === 'permission')!.children.find((c) => c.enCode === 'permission.user')!;
    expect(users.buttons.map((b) => b.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_import', 'btn_export', 'btn_unlock']));
  });

  it('lists only my own sign-ins, paged', async () => {
    const token = await t.login('assetadmin');
    await t.login('assetadmin');
    const res = await call<{ list: { type: string; creatorTime: number }[]; pagination: { total: number } }>(t, 'GET', '/api/permission/Users/Current/SystemLog', { token, query: { pageSize: '1', type: 'login' } });
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.pagination.total).toBe(2);
    const ids = (await t.db.selectFrom('baseLoginLog').select('userId').where('type', '=', 'login').execute()).map((r) => r.userId);
    expect(ids.length).toBeGreaterThan(2);
    expect((await call(t, 'GET', '/api/permission/Users/Current/SystemLog', { token, query: { sidx: 'ip' } })).body.msg).toBe(Msg.sortFieldInvalid);
  });

  it('lists my positions with the major one marked', async () => {
    const token = await t.login('sysadmin');
    const res = await call<{ fullName: string; organizeName: string; isDefault: boolean }[]>(t, 'GET', '/api/permission/Users/Current/getUserPositions', { token });
    expect(res.body.data).toEqual([expect.objectContaining({ fullName: '系统管理员', organizeName: '轻办示范集团/信息技术部', isDefault: true })]);
  });
});
