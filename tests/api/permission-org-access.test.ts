import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import type { OrgNode } from '../../src/features/permission/contract';
import { grantModuleToRole } from '../../src/server/db/module-seeds';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Tree = { list: OrgNode[] };
const flatten = (nodes: OrgNode[]): OrgNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const codes = (res: { body: { data: Tree } }) => flatten(res.body.data.list).map((n) => n.enCode).sort();

describe(`who may see and change organisations, positions, roles and groups (${testDialect})`, () => {
  let t: TestApp;
  const id = async (table: 'baseOrganize' | 'basePosition' | 'baseRole' | 'baseGroup', enCode: string) =>
    (await t.db.selectFrom(table).select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;
  const snapshot = async () => ({
    org: await t.db.selectFrom('baseOrganize').selectAll().orderBy('id').execute(),
    pos: await t.db.selectFrom('basePosition').selectAll().orderBy('id').execute(),
    role: await t.db.selectFrom('baseRole').selectAll().orderBy('id').execute(),
    group: await t.db.selectFrom('baseGroup').selectAll().orderBy('id').execute(),
    rel: await t.db.selectFrom('baseUserRelation').selectAll().orderBy('id').execute(),
    orgRel: await t.db.selectFrom('baseOrganizeRelation').selectAll().orderBy('id').execute(),
  });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('SelectorByAuth: the administrator sees every organisation, wh01 (华东分公司/仓储部) only the 华东分公司 subtree', async () => {
    const admin = await t.login('admin');
    expect(codes(await call<Tree>(t, 'GET', '/api/permission/Organize/SelectorByAuth/0', { token: admin }))).toHaveLength(19);
    const wh01 = await t.login('wh01');
    const mine = await call<Tree>(t, 'GET', '/api/permission/Organize/SelectorByAuth/0', { token: wh01 });
    expect(mine.body.data.list.map((n) => n.fullName)).toEqual(['华东分公司']);
    expect(codes(mine)).toEqual(['EC', 'EC01', 'EC02', 'EC03', 'EC04']);
    expect(mine.body.data.list[0]!.organize).toBe('轻办示范集团/华东分公司');
    const onlyCompanies = await call<Tree>(t, 'GET', '/api/permission/Organize/SelectorByAuth/0', { token: wh01, query: { category: 'company' } });
    expect(codes(onlyCompanies)).toEqual(['EC']);
    const depts = await call<Tree>(t, 'GET', `/api/permission/Organize/Department/SelectorByAuth/${await id('baseOrganize', 'EC02')}`, { token: wh01 });
    expect(codes(depts)).toEqual(['EC', 'EC01', 'EC03', 'EC04']);
    const wh02 = await t.login('wh02');
    expect(codes(await call<Tree>(t, 'GET', '/api/permission/Organize/SelectorByAuth/0', { token: wh02 }))).toEqual(['SC', 'SC01', 'SC02', 'SC03']);
  });

  it('SelectorByAuth follows a data scheme granted on the organisation menu', async () => {
    const module = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'permission.organize').executeTakeFirstOrThrow();
    const staff = await id('baseRole', 'staff');
    const schemeId = newId();
    await t.db.insertInto('baseModuleDataScheme').values({ id: schemeId, moduleId: module.id, enCode: 'dept', fullName: '本部门', scopeType: 'department', conditionJson: null, description: null, creatorTime: Date.now() }).execute();
    const grantId = newId();
    await t.db.insertInto('baseAuthorize').values({ id: grantId, itemType: 'resource', itemId: schemeId, objectType: 'Role', objectId: staff, creatorTime: Date.now() }).execute();
    try {
      const wh01 = await t.login('wh01');
      expect(codes(await call<Tree>(t, 'GET', '/api/permission/Organize/SelectorByAuth/0', { token: wh01 }))).toEqual(['EC02']);
    } finally {
      await t.db.deleteFrom('baseAuthorize').where('id', '=', grantId).execute();
      await t.db.deleteFrom('baseModuleDataScheme').where('id', '=', schemeId).execute();
    }
  });

  it('refuses every write to logviewer (holds only system.log) with 403, changing nothing', async () => {
    const token = await t.login('logviewer');
    const ec02 = await id('baseOrganize', 'EC02');
    const pos = await id('basePosition', 'EC02P1');
    const role = await id('baseRole', 'staff');
    const group = await id('baseGroup', 'G01');
    const user = (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'wh01').executeTakeFirstOrThrow()).id;
    const orgBody = { parentId: '-1', category: 'company', fullName: '越权公司', enCode: 'X1' };
    const named = { fullName: '越权', enCode: 'X1' };
    const before = await snapshot();
    const writes: ['POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['POST', '/api/permission/Organize', orgBody],
      ['POST', '/api/permission/Organize/Department', { ...orgBody, parentId: ec02 }],
      ['PUT', `/api/permission/Organize/${ec02}`, orgBody],
      ['PUT', `/api/permission/Organize/Department/${ec02}`, orgBody],
      ['DELETE', `/api/permission/Organize/${ec02}`],
      ['PUT', `/api/permission/Organize/${ec02}/Actions/State`],
      ['POST', '/api/permission/Position', { ...named, organizeId: ec02 }],
      ['PUT', `/api/permission/Position/${pos}`, { ...named, organizeId: ec02 }],
      ['DELETE', `/api/permission/Position/${pos}`],
      ['PUT', `/api/permission/Position/${pos}/Actions/State`],
      ['POST', '/api/permission/Role', named],
      ['PUT', `/api/permission/Role/${role}`, named],
      ['DELETE', `/api/permission/Role/${role}`],
      ['PUT', `/api/permission/Role/${role}/Actions/State`],
      ['POST', '/api/permission/Group', named],
      ['PUT', `/api/permission/Group/${group}`, named],
      ['DELETE', `/api/permission/Group/${group}`],
      ['PUT', `/api/permission/Group/${group}/Actions/State`],
      ['PUT', `/api/permission/UserRelation/Role/${role}`, { userIds: [user] }],
      ['PUT', `/api/permission/UserRelation/Position/${pos}`, { userIds: [user] }],
      ['PUT', `/api/permission/UserRelation/Group/${group}`, { userIds: [user] }],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(t, method, url, { token, body });
      expect(res.body, `${method} ${url}`).toEqual({ code: Code.FORBIDDEN, msg: Msg.permissionDenied, data: null });
    }
    for (const url of ['/api/permission/Organize', '/api/permission/Position', '/api/permission/Role', '/api/permission/Group', `/api/permission/Role/${role}`]) {
      expect((await call(t, 'GET', url, { token })).body.code, url).toBe(Code.FORBIDDEN);
    }
    expect(await snapshot()).toEqual(before);
    // Pickers need only a signed-in user.
    for (const url of ['/api/permission/Organize/Tree', '/api/permission/Position/Selector', '/api/permission/Role/Selector', '/api/permission/Group/Selector']) {
      expect((await call(t, 'GET', url, { token })).body.code, url).toBe(Code.OK);
    }
  });

  it('a role with the menu but not the button may read, not write; btn_member alone sets members', async () => {
    await grantModuleToRole(t.db, 'staff', 'permission.role', ['btn_member']);
    const token = await t.login('wh01');
    const role = await id('baseRole', 'assetAdmin');
    const user = (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'wh01').executeTakeFirstOrThrow()).id;
    expect((await call(t, 'GET', '/api/permission/Role', { token })).body.code).toBe(Code.OK);
    expect((await call(t, 'POST', '/api/permission/Role', { token, body: { fullName: '新角色', enCode: 'R9' } })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'PUT', `/api/permission/Role/${role}/Actions/State`, { token })).body.code).toBe(Code.FORBIDDEN);
    const members = await call<{ list: { id: string }[] }>(t, 'POST', `/api/permission/UserRelation/${role}/list`, { token, body: {} });
    const ids = members.body.data.list.map((m) => m.id);
    const set = await call(t, 'PUT', `/api/permission/UserRelation/Role/${role}`, { token, body: { userIds: [...ids, user] } });
    expect(set.body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    // the group menu is another menu: refused
    expect((await call(t, 'PUT', `/api/permission/UserRelation/Group/${await id('baseGroup', 'G01')}`, { token, body: { userIds: [user] } })).body.code).toBe(Code.FORBIDDEN);
  });

  it('keeps the organisation, position and role lists inside a granted data scope (my department)', async () => {
    const staff = await id('baseRole', 'staff');
    const ec02 = await id('baseOrganize', 'EC02');
    const sc02 = await id('baseOrganize', 'SC02');
    for (const menu of ['permission.organize', 'permission.position', 'permission.role']) {
      await grantModuleToRole(t.db, 'staff', menu, []);
      const module = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', menu).executeTakeFirstOrThrow();
      const schemeId = newId();
      await t.db.insertInto('baseModuleDataScheme').values({ id: schemeId, moduleId: module.id, enCode: `${menu}.dept`, fullName: '本部门', scopeType: 'department', conditionJson: null, description: null, creatorTime: Date.now() }).execute();
      await t.db.insertInto('baseAuthorize').values({ id: newId(), itemType: 'resource', itemId: schemeId, objectType: 'Role', objectId: staff, creatorTime: Date.now() }).execute();
    }
    const admin = await t.login('admin');
    for (const [code, orgs] of [['wh.r1', [ec02]], ['wh.r2', [sc02]]] as const) {
      expect((await call(t, 'POST', '/api/permission/Role', { token: admin, body: { fullName: code === 'wh.r1' ? '华东仓储角色' : '华南仓储角色', enCode: code, globalMark: 0, organizeIds: orgs } })).body.code).toBe(Code.OK);
    }
    const token = await t.login('wh01');
    const orgs = await call<Tree>(t, 'GET', '/api/permission/Organize', { token });
    expect(codes(orgs)).toEqual(['EC02']);
    const found = await call<Tree>(t, 'GET', '/api/permission/Organize', { token, query: { keyword: '仓储部' } });
    expect(found.body.data.list.map((n) => n.enCode)).toEqual(['EC02']);
    const positions = await call<{ list: { enCode: string }[]; pagination: { total: number } }>(t, 'GET', '/api/permission/Position', { token });
    expect(positions.body.data.list.map((p) => p.enCode).sort()).toEqual(['EC02P1', 'EC02P2']);
    expect(positions.body.data.pagination.total).toBe(2);
    const roles = await call<{ list: { enCode: string }[] }>(t, 'GET', '/api/permission/Role', { token, query: { pageSize: '100' } });
    const roleCodes = roles.body.data.list.map((r) => r.enCode);
    expect(roleCodes).toContain('wh.r1');
    expect(roleCodes).toContain('staff');
    expect(roleCodes).not.toContain('wh.r2');
    // the administrator is never limited
    expect((await call<{ list: unknown[]; pagination: { total: number } }>(t, 'GET', '/api/permission/Position', { token: admin })).body.data.pagination.total).toBe(30);
  });

  it('documents every route with the 权限 tag, a Chinese summary and a response schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>> };
    const ours = Object.entries(doc.paths).filter(([p]) => /^\/api\/permission\/(Organize|Position|Role|Group|UserRelation)/.test(p));
    const operations = ours.flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ at: `${m} ${p}`, op })));
    expect(operations.length).toBe(44);
    for (const { at, op } of operations) {
      expect(op.tags, at).toEqual(['权限 permission']);
      expect(op.summary, at).toMatch(/\p{Script=Han}/u);
      expect(op.responses?.['200'], at).toBeDefined();
    }
  });
});
