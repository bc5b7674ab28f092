import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Code, Msg } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import type { AuthorizeTreeNode, AuthorizeValues } from '../../src/features/permission/contract/authorize';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

describe(`authorisation: what a role, position or user may do (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let tree: AuthorizeTreeNode[];
  const find = (enCode: string, nodes = tree): AuthorizeTreeNode | undefined => {
    for (const n of nodes) {
      if (n.enCode === enCode) return n;
      const hit = find(enCode, n.children);
      if (hit) return hit;
    }
  };
  const userId = async (account: string) => (await t.db.selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  const newRoleFor = async (account: string, name: string) => {
    const id = newId();
    await t.db.insertInto('baseRole').values({ id, fullName: name, enCode: `r${id.slice(-6)}`, globalMark: 1, sortCode: 9, enabledMark: 1, description: null, creatorTime: Date.now() }).execute();
    await t.db.insertInto('baseUserRelation').values({ id: newId(), userId: await userId(account), objectType: 'Role', objectId: id, sortCode: 9 }).execute();
    return id;
  };
  const grant = (token: string, objectId: string, values: Partial<AuthorizeValues>, objectType = 'Role') =>
    call(t, 'PUT', `/api/permission/Authority/${objectType}/${objectId}`, { token, body: { module: [], button: [], column: [], form: [], resource: [], ...values } });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    const res = await call<AuthorizeTreeNode[]>(t, 'GET', '/api/permission/Authority/Tree', { token: admin });
    tree = res.body.data;
  });
  afterAll(() => t.close());

  it('lists every menu with its buttons, columns, form fields and data schemes', () => {
    expect(find('permission')!.children.map((c) => c.enCode)).toEqual(expect.arrayContaining(['permission.user', 'permission.authorize', 'permission.onlineUser']));
    expect(find('permission.user')!.buttons.map((b) => b.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_import', 'btn_export']));
    expect(find('system.log')!.columns.length).toBeGreaterThan(0);
  });

  it('saves a grant that CurrentUser returns at the next sign-in: exactly that menu and that button', async () => {
    const role = await newRoleFor('nomenu', '日志审计');
    const log = find('system.log')!;
    const exportBtn = log.buttons.find((b) => b.enCode === 'btn_export')!;
    const res = await grant(admin, role, { module: [log.id], button: [exportBtn.id], column: log.columns.map((c) => c.id) });
    expect(res.body).toMatchObject({ code: Code.OK, msg: Msg.updated });
    const saved = await call<AuthorizeValues>(t, 'GET', `/api/permission/Authority/Role/${role}`, { token: admin });
    // The directory above the page comes with it, or the page could not be reached.
    expect(saved.body.data.module.sort()).toEqual([log.id, find('system')!.id].sort());
    const token = await t.login('nomenu');
    const me = await call<{ menuList: { enCode: string; children: { enCode: string }[] }[]; permissionList: { moduleName: string; button: { enCode: string }[] }[] }>(t, 'GET', '/api/oauth/CurrentUser', { token });
    expect(me.body.data.menuList.map((m) => m.enCode)).toEqual(['system']);
    expect(me.body.data.menuList[0]!.children.map((c) => c.enCode)).toEqual(['system.log']);
    expect(me.body.data.permissionList.map((p) => [p.moduleName, p.button.map((b) => b.enCode)])).toEqual([['系统日志', ['btn_export']]]);
    // …and the server enforces it: no delete without btn_remove.
    expect((await call(t, 'DELETE', '/api/system/Log', { token, body: { ids: ['x'] } })).body.code).toBe(Code.FORBIDDEN);
  });

  it('refuses bad grants and changes nothing', async () => {
    const role = await newRoleFor('wh01', '空角色');
    const log = find('system.log')!;
    await grant(admin, role, { module: [log.id] });
    const before = await call<AuthorizeValues>(t, 'GET', `/api/permission/Authority/Role/${role}`, { token: admin });
    expect((await grant(admin, role, { module: ['no-such-menu'] })).body).toMatchObject({ code: 400, msg: '授权项不存在' });
    const userBtn = find('permission.user')!.buttons[0]!;
    expect((await grant(admin, role, { module: [log.id], button: [userBtn.id] })).body.msg).toBe('按钮、列表、表单或数据权限所属的菜单未勾选');
    expect((await grant(admin, role, {}, 'Team')).body.msg).toBe('授权对象类型不合法');
    expect((await grant(admin, 'missing-role', {})).body.code).toBe(Code.NOT_FOUND);
    expect((await call(t, 'GET', `/api/permission/Authority/Role/${role}`, { token: admin })).body.data).toEqual(before.body.data);
  });

  it('lets an authoriser grant only what they hold themselves', async () => {
    const role = await newRoleFor('logviewer', '授权专员');
    const auth = find('permission.authorize')!;
    await grant(admin, role, { module: [auth.id], button: auth.buttons.map((b) => b.id) });
    const token = await t.login('logviewer');
    const target = await newRoleFor('wh02', '被授权');
    const user = find('permission.user')!;
    const res = await grant(token, target, { module: [user.id] });
    expect(res.body).toMatchObject({ code: Code.FORBIDDEN, msg: '不能授予您自己没有的权限' });
    expect((await grant(token, target, { module: [find('system.log')!.id] })).body.code).toBe(Code.OK);
    // Without the authorise menu at all, nothing.
    const nobody = await t.login('wh01');
    expect((await call(t, 'GET', '/api/permission/Authority/Tree', { token: nobody })).body.code).toBe(Code.FORBIDDEN);
  });

  it('assigns holders from the menu side', async () => {
    const online = find('permission.onlineUser')!;
    const holders = await call<{ objectType: string; fullName: string }[]>(t, 'GET', `/api/permission/Authority/Module/${online.id}/Objects`, { token: admin });
    expect(holders.body.data.map((h) => h.fullName)).toContain('超级管理员');
    const staff = await t.db.selectFrom('baseRole').select('id').where('enCode', '=', 'staff').executeTakeFirstOrThrow();
    const superAdmin = await t.db.selectFrom('baseRole').select('id').where('enCode', '=', 'superAdmin').executeTakeFirstOrThrow();
    const objects = [{ objectType: 'Role', objectId: superAdmin.id }, { objectType: 'Role', objectId: staff.id }];
    expect((await call(t, 'PUT', `/api/permission/Authority/Module/${online.id}/Objects`, { token: admin, body: { objects } })).body.code).toBe(Code.OK);
    const after = await call<{ fullName: string }[]>(t, 'GET', `/api/permission/Authority/Module/${online.id}/Objects`, { token: admin });
    expect(after.body.data.map((h) => h.fullName).sort()).toEqual(['普通员工', '超级管理员'].sort());
    expect((await call(t, 'PUT', `/api/permission/Authority/Module/${online.id}/Objects`, { token: admin, body: { objects: [{ objectType: 'Role', objectId: 'ghost' }] } })).body.msg).toBe('授权对象不存在');
  });

  it('keeps data-permission schemes per menu with their rules', async () => {
    const user = find('permission.user')!;
    const base = { moduleId: user.id, fullName: '本部门', enCode: 'dept', scopeType: 'department' };
    const created = await call<{ id: string }>(t, 'POST', '/api/system/ModuleDataAuthorizeScheme', { token: admin, body: base });
    expect(created.body.code).toBe(Code.OK);
    expect((await call(t, 'POST', '/api/system/ModuleDataAuthorizeScheme', { token: admin, body: base })).body.msg).toBe('方案编码已存在');
    expect((await call(t, 'POST', '/api/system/ModuleDataAuthorizeScheme', { token: admin, body: { ...base, enCode: 'c1', scopeType: 'custom' } })).body.msg).toBe('自定义方案至少需要一个条件');
    const rules = [{ field: 'gender', op: '==', value: '1' }];
    expect((await call(t, 'PUT', `/api/system/ModuleDataAuthorizeScheme/${created.body.data.id}`, { token: admin, body: { ...base, scopeType: 'custom', rules } })).body.code).toBe(Code.OK);
    const list = await call<{ scopeType: string; rules: unknown[] }[]>(t, 'GET', `/api/system/ModuleDataAuthorizeScheme/${user.id}/List`, { token: admin });
    expect(list.body.data).toEqual([expect.objectContaining({ scopeType: 'custom', rules })]);
    expect((await call(t, 'DELETE', `/api/system/ModuleDataAuthorizeScheme/${created.body.data.id}`, { token: admin })).body.code).toBe(Code.OK);
  });
});

describe(`online users and forced logout (${testDialect})`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('lists live sessions and ends a user\'s sessions at once: 602 and a logout on the socket', async () => {
    const admin = await t.login('admin');
    const victim = await t.login('wh01');
    const list = await call<{ list: { account: string; userId: string; organizeName: string }[] }>(t, 'GET', '/api/system/OnlineUser', { token: admin, query: { keyword: 'wh01' } });
    const row = list.body.data.list[0]!;
    expect(row).toMatchObject({ account: 'wh01', organizeName: '轻办示范集团/华东分公司/仓储部' });

    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    const messages: { method: string; msg?: string }[] = [];
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ method: 'OnConnection', token: victim, mobileDevice: false }));
    await expect.poll(() => messages.map((m) => m.method)).toContain('initMessage');

    expect((await call(t, 'DELETE', `/api/system/OnlineUser/${row.userId}`, { token: victim })).body.code).toBe(Code.FORBIDDEN);
    const kicked = await call<{ sessions: number }>(t, 'DELETE', `/api/system/OnlineUser/${row.userId}`, { token: admin });
    expect(kicked.body).toMatchObject({ code: Code.OK, data: { sessions: 1 } });
    expect(await closed).toBe(4002);
    expect(messages.at(-1)).toEqual({ method: 'logout', msg: Msg.tokenRevoked });
    expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token: victim })).body.code).toBe(Code.TOKEN_REVOKED);
    const adminId = (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect((await call(t, 'DELETE', `/api/system/OnlineUser/${adminId}`, { token: admin })).body.msg).toBe('不能强制自己下线');
  });

  it('refuses a socket without a live token', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ method: 'OnConnection', token: 'forged' }));
    expect(await closed).toBe(4000);
  });
});
