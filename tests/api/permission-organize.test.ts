import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { ORG_MSG, orgInfo, orgNode, type OrgNode } from '../../src/features/permission/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Tree = { list: OrgNode[] };
const flatten = (nodes: OrgNode[]): OrgNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe(`organisations and departments (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const org = async (code: string) => t.db.selectFrom('baseOrganize').selectAll().where('enCode', '=', code).executeTakeFirstOrThrow();
  const snapshot = () => t.db.selectFrom('baseOrganize').selectAll().orderBy('id').execute();
  const body = (over: Record<string, unknown> = {}) => ({ parentId: '-1', category: 'company', fullName: '测试公司', enCode: 'T1', sortCode: 9, ...over });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('lists the whole tree with the §3 node fields, and matching nodes by keyword', async () => {
    const res = await call<Tree & { pagination: { total: number } }>(t, 'GET', '/api/permission/Organize', { token: admin });
    expect(res.body.code).toBe(Code.OK);
    const roots = res.body.data.list;
    expect(roots.map((r) => r.fullName)).toEqual(['轻办示范集团']);
    const all = flatten(roots);
    expect(all.length).toBe(res.body.data.pagination.total);
    all.forEach((n) => orgNode.parse(n));
    const wh = all.find((n) => n.enCode === 'EC02')!;
    const ec = await org('EC');
    expect(wh).toMatchObject({
      fullName: '仓储部', organize: '轻办示范集团/华东分公司/仓储部', type: 'department', category: 'department', lastFullName: '华东分公司/仓储部',
      hasChildren: false, isLeaf: true, disabled: false, parentId: ec.id, icon: 'users',
    });
    expect(wh.organizeIds).toEqual([ec.parentId, ec.id, wh.id]);
    expect(all.find((n) => n.enCode === 'EC')).toMatchObject({ type: 'company', hasChildren: true, isLeaf: false, lastFullName: '华东分公司' });

    const found = await call<Tree & { pagination: { total: number } }>(t, 'GET', '/api/permission/Organize', { token: admin, query: { keyword: '仓储' } });
    expect(found.body.data.list.map((n) => n.organize).sort()).toEqual(['轻办示范集团/华东分公司/仓储部', '轻办示范集团/华南分公司/仓储部', '轻办示范集团/西南分公司/仓储部']);
    expect(found.body.data.pagination.total).toBe(3);
    const under = await call<Tree>(t, 'GET', '/api/permission/Organize', { token: admin, query: { parentId: ec.id } });
    expect(flatten(under.body.data.list).map((n) => n.enCode).sort()).toEqual(['EC', 'EC01', 'EC02', 'EC03', 'EC04']);
    const pct = await call<Tree>(t, 'GET', '/api/permission/Organize', { token: admin, query: { keyword: '%' } });
    expect(pct.body.data.list).toEqual([]);
    const bad = await call(t, 'GET', '/api/permission/Organize', { token: admin, query: { sidx: 'password' } });
    expect(bad.body).toMatchObject({ code: Code.BAD_REQUEST, msg: Msg.sortFieldInvalid });
  });

  it('creates a company and a department, reads them back, updates and deletes', async () => {
    const hq = await org('HQ');
    const created = await call<{ id: string }>(t, 'POST', '/api/permission/Organize', { token: admin, body: body({ parentId: hq.id, description: '说明' }) });
    expect(created.body).toMatchObject({ code: Code.OK, msg: Msg.created });
    const id = created.body.data.id;
    const dept = await call<{ id: string }>(t, 'POST', '/api/permission/Organize/Department', { token: admin, body: { parentId: id, fullName: '测试部', enCode: 'T1.D1' } });
    expect(dept.body.msg).toBe(Msg.created);
    const info = await call(t, 'GET', `/api/permission/Organize/${id}`, { token: admin });
    expect(orgInfo.parse(info.body.data)).toMatchObject({ fullName: '测试公司', category: 'company', organize: '轻办示范集团/测试公司', organizeIds: [hq.id, id], description: '说明' });
    const dinfo = await call<{ organize: string; category: string }>(t, 'GET', `/api/permission/Organize/Department/${dept.body.data.id}`, { token: admin });
    expect(dinfo.body.data).toMatchObject({ organize: '轻办示范集团/测试公司/测试部', category: 'department' });
    expect((await call(t, 'GET', `/api/permission/Organize/Department/${id}`, { token: admin })).body).toMatchObject({ code: Code.NOT_FOUND, msg: Msg.recordNotFound });

    const upd = await call(t, 'PUT', `/api/permission/Organize/Department/${dept.body.data.id}`, { token: admin, body: { parentId: id, fullName: '测试二部', enCode: 'T1.D2' } });
    expect(upd.body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    expect((await t.db.selectFrom('baseOrganize').select('fullName').where('id', '=', dept.body.data.id).executeTakeFirstOrThrow()).fullName).toBe('测试二部');

    const refused = await call(t, 'DELETE', `/api/permission/Organize/${id}`, { token: admin });
    expect(refused.body).toMatchObject({ code: Code.BAD_REQUEST, msg: ORG_MSG.hasChildren });
    expect((await call(t, 'DELETE', `/api/permission/Organize/${dept.body.data.id}`, { token: admin })).body).toEqual({ code: Code.OK, msg: Msg.deleted, data: null });
    expect((await call(t, 'DELETE', `/api/permission/Organize/${id}`, { token: admin })).body.msg).toBe(Msg.deleted);
    expect(await t.db.selectFrom('baseOrganize').select('id').where('id', 'in', [id, dept.body.data.id]).execute()).toEqual([]);
    expect((await call(t, 'GET', `/api/permission/Organize/${id}`, { token: admin })).body.code).toBe(Code.NOT_FOUND);
  });

  it('keeps the client-born id of a new node', async () => {
    const id = '01900000-0000-7000-8000-00000000abcd';
    const res = await call<{ id: string }>(t, 'POST', '/api/permission/Organize', { token: admin, body: body({ id, enCode: 'OFFLINE', fullName: '离线公司' }) });
    expect(res.body.data.id).toBe(id);
    const again = await call(t, 'POST', '/api/permission/Organize', { token: admin, body: body({ id, enCode: 'OFFLINE2', fullName: '离线公司二' }) });
    expect(again.body).toMatchObject({ code: Code.CONFLICT, msg: ORG_MSG.idExists });
    await call(t, 'DELETE', `/api/permission/Organize/${id}`, { token: admin });
  });

  it('refuses bad input with the exact message and changes nothing', async () => {
    const hq = await org('HQ');
    const ec02 = await org('EC02');
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [body({ fullName: '' }), ORG_MSG.nameRequired],
      [body({ fullName: undefined }), ORG_MSG.nameRequired],
      [body({ fullName: '测试#公司' }), '名称不能含有特殊符号'],
      [body({ enCode: '' }), ORG_MSG.codeRequired],
      [body({ enCode: '.T1' }), '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [body({ enCode: 'T 1' }), '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [body({ parentId: hq.id, enCode: 'EC' }), ORG_MSG.codeExists],
      [body({ parentId: hq.id, fullName: '华东分公司' }), ORG_MSG.nameExists],
      [body({ category: 'department' }), ORG_MSG.departmentParent],
      [body({ parentId: ec02.id }), ORG_MSG.companyParent],
      [body({ parentId: 'nope' }), ORG_MSG.parentMissing],
      [body({ parentId: '' }), ORG_MSG.parentRequired],
    ];
    for (const [b, msg] of cases) {
      const res = await call(t, 'POST', '/api/permission/Organize', { token: admin, body: b });
      expect(res.body, JSON.stringify(b)).toMatchObject({ code: Code.BAD_REQUEST, msg });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to move a node under itself or its descendant, and moves a whole subtree otherwise', async () => {
    const hq = await org('HQ');
    const ec = await org('EC');
    const sc = await org('SC');
    const ec02 = await org('EC02');
    const before = await snapshot();
    for (const parentId of [ec.id, ec02.id]) {
      const res = await call(t, 'PUT', `/api/permission/Organize/${ec.id}`, { token: admin, body: { parentId, category: 'company', fullName: ec.fullName, enCode: ec.enCode } });
      expect(res.body).toMatchObject({ code: Code.BAD_REQUEST, msg: ORG_MSG.parentSelf });
    }
    const toDept = await call(t, 'PUT', `/api/permission/Organize/${hq.id}`, { token: admin, body: { parentId: '-1', category: 'department', fullName: hq.fullName, enCode: hq.enCode } });
    expect(toDept.body.msg).toBe(ORG_MSG.departmentParent);
    const hasCompanies = await call(t, 'PUT', `/api/permission/Organize/${ec.id}`, { token: admin, body: { parentId: hq.id, category: 'company', fullName: ec.fullName, enCode: 'SC' } });
    expect(hasCompanies.body.msg).toBe(ORG_MSG.codeExists);
    expect(await snapshot()).toEqual(before);

    // 华东分公司 moves under 华南分公司: its departments' paths follow, in one go.
    const moved = await call(t, 'PUT', `/api/permission/Organize/${ec.id}`, { token: admin, body: { parentId: sc.id, category: 'company', fullName: ec.fullName, enCode: ec.enCode } });
    expect(moved.body.msg).toBe(Msg.updated);
    expect((await org('EC02')).organizeIdTree).toBe(`${hq.id},${sc.id},${ec.id},${ec02.id}`);
    const tree = await call<Tree>(t, 'GET', '/api/permission/Organize/Tree', { token: admin });
    expect(flatten(tree.body.data.list).find((n) => n.id === ec02.id)!.organize).toBe('轻办示范集团/华南分公司/华东分公司/仓储部');
    // and back
    await call(t, 'PUT', `/api/permission/Organize/${ec.id}`, { token: admin, body: { parentId: hq.id, category: 'company', fullName: ec.fullName, enCode: ec.enCode, sortCode: ec.sortCode } });
    expect((await org('EC02')).organizeIdTree).toBe(ec02.organizeIdTree);
  });

  it('refuses to delete an organisation that still has users or positions', async () => {
    const hq = await org('HQ');
    const ec02 = await org('EC02');
    expect((await call(t, 'DELETE', `/api/permission/Organize/${ec02.id}`, { token: admin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: ORG_MSG.hasUsers });
    const c = await call<{ id: string }>(t, 'POST', '/api/permission/Organize/Department', { token: admin, body: { parentId: hq.id, fullName: '岗位部', enCode: 'PD' } });
    await call(t, 'POST', '/api/permission/Position', { token: admin, body: { fullName: '专员', enCode: 'PD.P1', organizeId: c.body.data.id } });
    expect((await call(t, 'DELETE', `/api/permission/Organize/${c.body.data.id}`, { token: admin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: ORG_MSG.hasPositions });
    expect(await t.db.selectFrom('baseOrganize').select('id').where('id', '=', c.body.data.id).execute()).toHaveLength(1);
  });

  it('toggles the state with a body-less PUT', async () => {
    const sw03 = await org('SW03');
    const res = await call(t, 'PUT', `/api/permission/Organize/${sw03.id}/Actions/State`, { token: admin });
    expect(res.body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    expect((await org('SW03')).enabledMark).toBe(0);
    const tree = await call<Tree>(t, 'GET', '/api/permission/Organize/Tree', { token: admin });
    expect(flatten(tree.body.data.list).find((n) => n.id === sw03.id)!.disabled).toBe(true);
    const select = await call<Tree>(t, 'GET', '/api/permission/Organize/TreeSelect', { token: admin });
    expect(flatten(select.body.data.list).some((n) => n.id === sw03.id)).toBe(false);
    await call(t, 'PUT', `/api/permission/Organize/${sw03.id}/Actions/State`, { token: admin });
    expect((await org('SW03')).enabledMark).toBe(1);
    expect((await call(t, 'PUT', '/api/permission/Organize/nope/Actions/State', { token: admin })).body.code).toBe(Code.NOT_FOUND);
  });

  it('answers the pickers: companies only, departments, the excluded subtree left out', async () => {
    const wh = await t.login('wh02');
    const ec = await org('EC');
    const companies = await call<Tree>(t, 'GET', '/api/permission/Organize/Selector/0', { token: wh });
    expect(flatten(companies.body.data.list).map((n) => n.enCode).sort()).toEqual(['EC', 'HQ', 'SC', 'SW']);
    const noEc = await call<Tree>(t, 'GET', `/api/permission/Organize/Selector/${ec.id}`, { token: wh });
    expect(flatten(noEc.body.data.list).map((n) => n.enCode).sort()).toEqual(['HQ', 'SC', 'SW']);
    const depts = await call<Tree>(t, 'GET', `/api/permission/Organize/Department/Selector/${ec.id}`, { token: wh });
    const codes = flatten(depts.body.data.list).map((n) => n.enCode);
    expect(codes).toContain('SC02');
    expect(codes.some((c) => c.startsWith('EC'))).toBe(false);
    expect((await call(t, 'GET', '/api/permission/Organize/Selector/0')).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('finds organisations by keyword within departIds, with their full path', async () => {
    const token = await t.login('wh01');
    const sc = await org('SC');
    const res = await call<Tree>(t, 'POST', '/api/permission/Organize/OrganizeCondition', { token, body: { keyword: '仓储', departIds: [sc.id] } });
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0]).toMatchObject({ fullName: '仓储部', organize: '轻办示范集团/华南分公司/仓储部' });
    const all = await call<Tree>(t, 'POST', '/api/permission/Organize/OrganizeCondition', { token, body: { keyword: '仓储' } });
    expect(all.body.data.list).toHaveLength(3);
    const scope = await call<Tree>(t, 'POST', '/api/permission/Organize/OrganizeCondition', { token, body: { departIds: [sc.id] } });
    expect(scope.body.data.list.map((n) => n.enCode).sort()).toEqual(['SC', 'SC01', 'SC02', 'SC03']);
  });
});
