import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { selectableUser, userTreeNode, type SelectableUser, type UserTreeNode } from '../../src/features/permission/contract/user';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Group = { id: string; fullName: string; users: SelectableUser[] };

describe(`permission: user pickers (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let org: Record<string, string>;
  let user: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('logviewer'); // no permission.user menu: pickers need only a session
    org = Object.fromEntries((await t.db.selectFrom('baseOrganize').select(['id', 'enCode']).execute()).map((o) => [o.enCode, o.id]));
    user = Object.fromEntries((await t.db.selectFrom('baseUser').select(['id', 'account']).execute()).map((u) => [u.account, u.id]));
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/permission/Users/All')).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('All and getUserList answer selectable users; getUserList keeps the asked order', async () => {
    const all = await call<SelectableUser[]>(t, 'GET', '/api/permission/Users/All', { token });
    expect(all.body.data.length).toBeGreaterThan(50);
    all.body.data.forEach((u) => selectableUser.parse(u));
    const echo = await call<SelectableUser[]>(t, 'POST', '/api/permission/Users/getUserList', { token, body: { userId: [user.wh02, 'missing', user.wh01] } });
    expect(echo.body.data.map((u) => u.fullName)).toEqual(['孙丽/wh02', '赵强/wh01']);
    expect(echo.body.data[1]).toMatchObject({ organize: '轻办示范集团/华东分公司/仓储部', type: 'user' });
  });

  it('Selector is the organisation tree with users as leaves', async () => {
    const res = await call<UserTreeNode[]>(t, 'GET', '/api/permission/Users/Selector', { token });
    const tree = res.body.data.map((n) => userTreeNode.parse(n));
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ fullName: '轻办示范集团', type: 'company', hasChildren: true });
    const ec = tree[0]!.children!.find((n) => n.fullName === '华东分公司')!;
    const wh = ec.children!.find((n) => n.fullName === '仓储部')!;
    expect(wh.children!.map((n) => n.fullName)).toContain('赵强/wh01');
    expect(wh.children!.every((n) => n.type === 'user' && n.isLeaf)).toBe(true);
  });

  it('GetListByAuthorize and ImUser/Selector load one level lazily, or search flat', async () => {
    for (const url of ['/api/permission/Users/GetListByAuthorize', '/api/permission/Users/ImUser/Selector']) {
      const root = await call<UserTreeNode[]>(t, 'POST', `${url}/0`, { token, body: {} });
      expect(root.body.data.map((n) => n.fullName)).toEqual(['轻办示范集团']);
      const level = await call<UserTreeNode[]>(t, 'POST', `${url}/${org.EC02}`, { token, body: { keyword: '' } });
      expect(level.body.data.every((n) => n.type === 'user' && n.parentId === org.EC02)).toBe(true);
      expect(level.body.data.map((n) => n.id)).toContain(user.wh01);
      const company = await call<UserTreeNode[]>(t, 'POST', `${url}/${org.EC}`, { token, body: {} });
      expect(company.body.data.filter((n) => n.type === 'department').map((n) => n.fullName)).toContain('仓储部');
      const found = await call<UserTreeNode[]>(t, 'POST', `${url}/${org.EC}`, { token, body: { keyword: '赵强' } });
      expect(found.body.data.map((n) => n.id)).toEqual([user.wh01]);
      const outside = await call<UserTreeNode[]>(t, 'POST', `${url}/${org.SC}`, { token, body: { keyword: '赵强' } });
      expect(outside.body.data).toEqual([]);
    }
  });

  it('ImUser pages the chat contacts without me', async () => {
    const res = await call<{ list: { id: string; department: string }[]; pagination: { total: number } }>(t, 'GET', '/api/permission/Users/ImUser', { token, query: { pageSize: '20' } });
    expect(res.body.data.list).toHaveLength(20);
    expect(res.body.data.list.some((u) => u.id === user.logviewer)).toBe(false);
    const one = await call<{ list: { id: string; department: string; realName: string }[] }>(t, 'GET', '/api/permission/Users/ImUser', { token, query: { keyword: 'wh01' } });
    expect(one.body.data.list).toEqual([{ id: user.wh01, realName: '赵强', account: 'wh01', headIcon: '', department: '仓储部' }]);
  });

  it('getOrganization, GetUsersByPositionId and GetUsersByRoleOrgId', async () => {
    const orgs = await call<{ fullName: string }[]>(t, 'GET', '/api/permission/Users/getOrganization', { token, query: { userId: user.wh01! } });
    expect(orgs.body.data.map((o) => o.fullName)).toEqual(['轻办示范集团/华东分公司/仓储部']);
    const pos = await t.db.selectFrom('baseUser').select('positionId').where('id', '=', user.wh01!).executeTakeFirstOrThrow();
    const byPos = await call<SelectableUser[]>(t, 'GET', '/api/permission/Users/GetUsersByPositionId', { token, query: { positionId: pos.positionId! } });
    expect(byPos.body.data.map((u) => u.id)).toContain(user.wh01);
    const staff = (await t.db.selectFrom('baseRole').select('id').where('enCode', '=', 'staff').executeTakeFirstOrThrow()).id;
    const byRole = await call<SelectableUser[]>(t, 'GET', '/api/permission/Users/GetUsersByRoleOrgId', { token, query: { roleId: staff, organizeId: org.EC02! } });
    expect(byRole.body.data.length).toBeGreaterThan(0);
    expect(byRole.body.data.every((u) => u.organize === '轻办示范集团/华东分公司/仓储部')).toBe(true);
    const everywhere = await call<SelectableUser[]>(t, 'GET', '/api/permission/Users/GetUsersByRoleOrgId', { token, query: { roleId: staff } });
    expect(everywhere.body.data.length).toBeGreaterThan(byRole.body.data.length);
  });

  it('UserCondition pages the allowed users of the custom mode', async () => {
    const empty = await call<{ list: SelectableUser[] }>(t, 'POST', '/api/permission/Users/UserCondition', { token, body: {} });
    expect(empty.body.data.list).toEqual([]);
    const res = await call<{ list: SelectableUser[]; pagination: { total: number } }>(t, 'POST', '/api/permission/Users/UserCondition', {
      token, body: { departIds: [org.EC], userIds: [user.wh02], currentPage: 1, pageSize: 2 },
    });
    expect(res.body.data.list).toHaveLength(2);
    const ecUsers = (await call<SelectableUser[]>(t, 'GET', '/api/permission/Users/All', { token })).body.data.filter((u) => u.organize.startsWith('轻办示范集团/华东分公司'));
    expect(res.body.data.pagination.total).toBe(ecUsers.length + 1);
    const group = (await t.db.selectFrom('baseGroup').select('id').where('enCode', '=', 'G01').executeTakeFirstOrThrow()).id;
    const members = (await t.db.selectFrom('baseUserRelation').select('userId').where('objectId', '=', group).execute()).map((r) => r.userId).sort();
    const byGroup = await call<{ list: SelectableUser[] }>(t, 'POST', '/api/permission/Users/UserCondition', { token, body: { groupIds: [group], pageSize: 100 } });
    expect(byGroup.body.data.list.map((u) => u.id).sort()).toEqual(members);
    const kw = await call<{ list: SelectableUser[] }>(t, 'POST', '/api/permission/Users/UserCondition', { token, body: { departIds: [org.EC], keyword: 'wh01' } });
    expect(kw.body.data.list.map((u) => u.id)).toEqual([user.wh01]);
  });

  it('documents every users route in OpenAPI with its tag and a Chinese summary', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags: string[]; summary: string }>> };
    const ops = Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/permission/Users')).flatMap(([p, m]) => Object.entries(m).map(([verb, op]) => ({ route: `${verb} ${p}`, ...op })));
    expect(ops.length).toBeGreaterThanOrEqual(38);
    for (const op of ops) {
      expect(op.tags, op.route).toEqual([op.route.includes('/Current/') ? '当前用户 current user' : '权限 permission']);
      expect(op.summary, op.route).toMatch(/\p{Script=Han}/u);
    }
    expect(ops.map((o) => o.route)).toEqual(expect.arrayContaining(['post /api/permission/Users/ImportPreview', 'get /api/permission/Users/ImportPreview', 'get /api/permission/Users/Selector/book']));
  });

  it('Selector/book groups enabled users by organisation path', async () => {
    const res = await call<Group[]>(t, 'GET', '/api/permission/Users/Selector/book', { token });
    const wh = res.body.data.find((g) => g.fullName === '轻办示范集团/华东分公司/仓储部')!;
    expect(wh.users.map((u) => u.id)).toContain(user.wh01);
    expect(res.body.data.every((g) => g.users.length > 0)).toBe(true);
  });
});
