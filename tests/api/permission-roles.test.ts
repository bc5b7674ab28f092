import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { GLOBAL_ROLE_BRANCH, ORG_MSG, memberRow, pickerNode, roleRow, type MemberRow, type PickerNode, type RoleRow } from '../../src/features/permission/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

const flatten = (nodes: PickerNode[]): PickerNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
type Page<T> = { list: T[]; pagination: { currentPage: number; pageSize: number; total: number } };

describe(`roles, groups and their members (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const orgId = async (code: string) => (await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', code).executeTakeFirstOrThrow()).id;
  const roleByCode = (code: string) => t.db.selectFrom('baseRole').selectAll().where('enCode', '=', code).executeTakeFirstOrThrow();
  const userId = async (account: string) => (await t.db.selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  const roles = () => t.db.selectFrom('baseRole').selectAll().orderBy('id').execute();
  const links = () => t.db.selectFrom('baseOrganizeRelation').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('creates an organisation role, lists it by organisation and type, edits, toggles and deletes it', async () => {
    const ec = await orgId('EC');
    const sc = await orgId('SC');
    const created = await call<{ id: string }>(t, 'POST', '/api/permission/Role', { token: admin, body: { fullName: '华东仓储主管', enCode: 'ec.wh', globalMark: 0, organizeIds: [ec, sc] } });
    expect(created.body).toMatchObject({ code: Code.OK, msg: Msg.created });
    const id = created.body.data.id;
    const info = await call<RoleRow>(t, 'GET', `/api/permission/Role/${id}`, { token: admin });
    expect(roleRow.parse(info.body.data)).toMatchObject({ globalMark: 0, type: '组织', organizeName: '轻办示范集团/华东分公司,轻办示范集团/华南分公司' });
    expect(info.body.data.organizeIds.sort()).toEqual([ec, sc].sort());

    const byOrg = await call<Page<RoleRow>>(t, 'GET', '/api/permission/Role', { token: admin, query: { organizeId: ec } });
    expect(byOrg.body.data.list.map((r) => r.enCode)).toEqual(['ec.wh']);
    const globals = await call<Page<RoleRow>>(t, 'GET', '/api/permission/Role', { token: admin, query: { globalMark: '1', sidx: 'enCode', sort: 'asc' } });
    expect(globals.body.data.list.map((r) => r.enCode)).toEqual(['assetAdmin', 'logViewer', 'officeAsset', 'staff', 'superAdmin']);
    const paged = await call<Page<RoleRow>>(t, 'GET', '/api/permission/Role', { token: admin, query: { pageSize: '2', currentPage: '2' } });
    expect(paged.body.data).toMatchObject({ pagination: { currentPage: 2, pageSize: 2, total: 6 } });
    expect(paged.body.data.list).toHaveLength(2);
    const kw = await call<Page<RoleRow>>(t, 'GET', '/api/permission/Role', { token: admin, query: { keyword: '仓储' } });
    expect(kw.body.data.list.map((r) => r.id)).toEqual([id]);
    const byIds = await call<{ list: RoleRow[] }>(t, 'POST', '/api/permission/Role/getListByOrgIds', { token: admin, body: { organizeIds: [sc] } });
    expect(byIds.body.data.list.map((r) => r.id)).toEqual([id]);

    const upd = await call(t, 'PUT', `/api/permission/Role/${id}`, { token: admin, body: { fullName: '仓储主管', enCode: 'ec.wh', globalMark: 0, organizeIds: [ec] } });
    expect(upd.body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    expect((await links()).filter((l) => l.objectId === id).map((l) => l.organizeId)).toEqual([ec]);
    expect((await call(t, 'PUT', `/api/permission/Role/${id}/Actions/State`, { token: admin })).body.msg).toBe(Msg.updated);
    expect((await roleByCode('ec.wh')).enabledMark).toBe(0);
    expect((await call(t, 'DELETE', `/api/permission/Role/${id}`, { token: admin })).body).toEqual({ code: Code.OK, msg: Msg.deleted, data: null });
    expect((await links()).filter((l) => l.objectId === id)).toEqual([]);
    expect((await call(t, 'GET', `/api/permission/Role/${id}`, { token: admin })).body.code).toBe(Code.NOT_FOUND);
  });

  it('refuses bad roles with the exact message and changes nothing', async () => {
    const before = { r: await roles(), l: await links() };
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '', enCode: 'x1' }, ORG_MSG.nameRequired],
      [{ fullName: '角色', enCode: '' }, ORG_MSG.codeRequired],
      [{ fullName: '角色', enCode: 'x1.' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ fullName: '角色', enCode: 'staff' }, ORG_MSG.codeExists],
      [{ fullName: '普通员工', enCode: 'x1' }, ORG_MSG.nameExists],
      [{ fullName: '角色', enCode: 'x1', globalMark: 0 }, ORG_MSG.organizeRequired],
      [{ fullName: '角色', enCode: 'x1', globalMark: 0, organizeIds: ['nope'] }, ORG_MSG.organizeMissing],
      [{ fullName: '角色', enCode: 'x1', globalMark: 2 }, '角色类型不合法'],
    ];
    for (const [body, msg] of cases) {
      expect((await call(t, 'POST', '/api/permission/Role', { token: admin, body })).body, JSON.stringify(body)).toMatchObject({ code: Code.BAD_REQUEST, msg });
    }
    expect({ r: await roles(), l: await links() }).toEqual(before);
  });

  it('keeps the built-in super administrator role and every role someone holds', async () => {
    const sa = await roleByCode('superAdmin');
    const staff = await roleByCode('staff');
    const before = await roles();
    expect((await call(t, 'DELETE', `/api/permission/Role/${sa.id}`, { token: admin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: ORG_MSG.builtinRoleDelete });
    expect((await call(t, 'PUT', `/api/permission/Role/${sa.id}/Actions/State`, { token: admin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: ORG_MSG.builtinRoleDisable });
    const body = { fullName: sa.fullName, enCode: 'boss', globalMark: 1 };
    expect((await call(t, 'PUT', `/api/permission/Role/${sa.id}`, { token: admin, body })).body.msg).toBe(ORG_MSG.builtinRoleCode);
    expect((await call(t, 'PUT', `/api/permission/Role/${sa.id}`, { token: admin, body: { ...body, enCode: 'superAdmin', enabledMark: 0 } })).body.msg).toBe(ORG_MSG.builtinRoleDisable);
    expect((await call(t, 'DELETE', `/api/permission/Role/${staff.id}`, { token: admin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: ORG_MSG.roleHasUsers });
    expect(await roles()).toEqual(before);
  });

  it('answers the role picker: branch 1 holds the global roles, organisation branches their roles', async () => {
    const ec02 = await orgId('EC02');
    const sc = await orgId('SC');
    await call(t, 'POST', '/api/permission/Role', { token: admin, body: { fullName: '仓储审核', enCode: 'wh.audit', globalMark: 0, organizeIds: [ec02] } });
    await call(t, 'POST', '/api/permission/Role', { token: admin, body: { fullName: '华南审核', enCode: 'sc.audit', globalMark: 0, organizeIds: [sc] } });
    const wh01 = await t.login('wh01');
    const res = await call<{ list: PickerNode[] }>(t, 'GET', '/api/permission/Role/Selector', { token: wh01 });
    const [global, ...orgs] = res.body.data.list;
    flatten(res.body.data.list).forEach((n) => pickerNode.parse(n));
    expect(global).toMatchObject({ id: GLOBAL_ROLE_BRANCH, fullName: '全局', type: 'global', hasChildren: true });
    expect(global!.children!.map((c) => c.enCode)).toEqual(['superAdmin', 'assetAdmin', 'officeAsset', 'staff', 'logViewer']);
    expect(global!.children![0]).toMatchObject({ type: 'role', onlyId: `1_${global!.children![0]!.id}`, isLeaf: true });
    const leaves = flatten(orgs).filter((n) => n.type === 'role');
    expect(leaves.map((n) => n.enCode).sort()).toEqual(['sc.audit', 'wh.audit']);
    expect(leaves.find((n) => n.enCode === 'wh.audit')).toMatchObject({ parentId: ec02, onlyId: expect.stringContaining(ec02), organize: '轻办示范集团/华东分公司/仓储部' });

    const mine = await call<{ list: PickerNode[] }>(t, 'GET', '/api/permission/Role/SelectorByPermission', { token: wh01 });
    const mineCodes = flatten(mine.body.data.list).filter((n) => n.type === 'role').map((n) => n.enCode);
    expect(mineCodes).toContain('wh.audit');
    expect(mineCodes).toContain('staff');
    expect(mineCodes).not.toContain('sc.audit');
    const all = await call<{ list: PickerNode[] }>(t, 'GET', '/api/permission/Role/SelectorByPermission', { token: admin });
    expect(flatten(all.body.data.list).filter((n) => n.type === 'role').map((n) => n.enCode)).toContain('sc.audit');
  });

  it('lists and sets the members of a role in one go', async () => {
    const role = await roleByCode('assetAdmin');
    const listed = await call<Page<MemberRow>>(t, 'POST', `/api/permission/UserRelation/${role.id}/list`, { token: admin, body: {} });
    expect(listed.body.data.list.map((m) => memberRow.parse(m).fullName)).toEqual(['王磊/assetadmin']);
    expect(listed.body.data.list[0]).toMatchObject({ organize: '轻办示范集团/华东分公司/资产管理部', account: 'assetadmin' });
    const [wh01, wh02] = [await userId('wh01'), await userId('wh02')];
    const set = await call(t, 'PUT', `/api/permission/UserRelation/Role/${role.id}`, { token: admin, body: { userIds: [wh01, wh02, wh01] } });
    expect(set.body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    const after = await call<Page<MemberRow>>(t, 'POST', `/api/permission/UserRelation/${role.id}/list`, { token: admin, body: { keyword: 'WH0', sidx: 'account', sort: 'asc' } });
    expect(after.body.data.list.map((m) => m.account)).toEqual(['wh01', 'wh02']);
    expect(after.body.data.pagination.total).toBe(2);
    const before = await t.db.selectFrom('baseUserRelation').selectAll().orderBy('id').execute();
    const bad = await call(t, 'PUT', `/api/permission/UserRelation/Role/${role.id}`, { token: admin, body: { userIds: [wh01, 'ghost'] } });
    expect(bad.body).toMatchObject({ code: Code.BAD_REQUEST, msg: ORG_MSG.userMissing });
    expect((await call(t, 'PUT', '/api/permission/UserRelation/Role/nope', { token: admin, body: { userIds: [] } })).body.code).toBe(Code.NOT_FOUND);
    expect((await call(t, 'PUT', `/api/permission/UserRelation/Organize/${role.id}`, { token: admin, body: { userIds: [] } })).body.msg).toBe('成员类型不合法');
    expect(await t.db.selectFrom('baseUserRelation').selectAll().orderBy('id').execute()).toEqual(before);
    const ec02 = await orgId('EC02');
    const org = await call<Page<MemberRow>>(t, 'POST', `/api/permission/UserRelation/${ec02}/list`, { token: admin, body: { keyword: '赵强' } });
    expect(org.body.data.list.map((m) => m.account)).toEqual(['wh01']);
  });

  it('groups: list, picker leaves, create, edit, members, toggle, delete only when empty', async () => {
    const list = await call<Page<{ enCode: string }>>(t, 'GET', '/api/permission/Group', { token: admin });
    expect(list.body.data.list.map((g) => g.enCode)).toEqual(['G01', 'G02', 'G03']);
    const sel = await call<{ list: PickerNode[] }>(t, 'GET', '/api/permission/Group/Selector', { token: admin });
    expect(sel.body.data.list.every((n) => n.type === 'group' && n.isLeaf)).toBe(true);
    const before = await t.db.selectFrom('baseGroup').selectAll().orderBy('id').execute();
    for (const [body, msg] of [
      [{ fullName: '', enCode: 'G9' }, ORG_MSG.nameRequired],
      [{ fullName: '新组', enCode: 'G01' }, ORG_MSG.codeExists],
      [{ fullName: '工会委员会', enCode: 'G9' }, ORG_MSG.nameExists],
      [{ fullName: '新组', enCode: '中文' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    ] as const) {
      expect((await call(t, 'POST', '/api/permission/Group', { token: admin, body })).body).toMatchObject({ code: Code.BAD_REQUEST, msg });
    }
    expect(await t.db.selectFrom('baseGroup').selectAll().orderBy('id').execute()).toEqual(before);
    const created = await call<{ id: string }>(t, 'POST', '/api/permission/Group', { token: admin, body: { fullName: '读书会', enCode: 'G9', type: '兴趣组' } });
    const id = created.body.data.id;
    expect((await call(t, 'PUT', `/api/permission/Group/${id}`, { token: admin, body: { fullName: '读书小组', enCode: 'G9' } })).body.msg).toBe(Msg.updated);
    expect((await call<{ fullName: string }>(t, 'GET', `/api/permission/Group/${id}`, { token: admin })).body.data.fullName).toBe('读书小组');
    await call(t, 'PUT', `/api/permission/UserRelation/Group/${id}`, { token: admin, body: { userIds: [await userId('wh01')] } });
    expect((await call(t, 'DELETE', `/api/permission/Group/${id}`, { token: admin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: ORG_MSG.groupHasUsers });
    expect((await call(t, 'PUT', `/api/permission/Group/${id}/Actions/State`, { token: admin })).body.msg).toBe(Msg.updated);
    expect((await call<{ enabledMark: number }>(t, 'GET', `/api/permission/Group/${id}`, { token: admin })).body.data.enabledMark).toBe(0);
    await call(t, 'PUT', `/api/permission/UserRelation/Group/${id}`, { token: admin, body: { userIds: [] } });
    expect((await call(t, 'DELETE', `/api/permission/Group/${id}`, { token: admin })).body.msg).toBe(Msg.deleted);
  });
});
