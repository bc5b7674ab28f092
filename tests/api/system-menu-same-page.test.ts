import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import type { AuthorizeValues } from '../../src/features/permission/contract/authorize';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Page = { list: { id: string; organizeId: string }[]; pagination: { total: number } };

/**
 * ADR 0032: a second menu entry added in 菜单管理 whose address is an existing page's grants that
 * page's API — with the entry's own buttons and data schemes — to whoever holds the entry, and
 * nothing else: the page's own entry, other pages and other users stay as they were.
 */
describe(`a second entry to an existing page (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let outsider: string;
  let memberId: string;
  let entryId: string;
  let editButtonId: string;
  let schemeId: string;
  let positionId: string;
  const grantsUrl = () => `/api/permission/Authority/User/${memberId}`;
  const grant = async (values: Partial<AuthorizeValues>) => {
    const res = await call(t, 'PUT', grantsUrl(), { token: admin, body: { module: [], button: [], column: [], form: [], resource: [], ...values } });
    expect(res.body.code, res.body.msg).toBe(Code.OK);
  };
  const positions = (token: string) => call<Page>(t, 'GET', '/api/permission/Position', { token, query: { pageSize: '100' } });
  const toggle = (token: string) => call(t, 'PUT', `/api/permission/Position/${positionId}/Actions/State`, { token });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    member = await t.login('wh01');
    outsider = await t.login('wh02');
    memberId = (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'wh01').executeTakeFirstOrThrow()).id;
    const page = await t.db.selectFrom('baseModule').select(['id', 'parentId', 'urlAddress']).where('enCode', '=', 'permission.position').executeTakeFirstOrThrow();
    const created = await call<{ id: string }>(t, 'POST', '/api/system/Menu', {
      token: admin,
      body: { parentId: page.parentId, type: 2, enCode: 'audit.positions', fullName: '岗位速查', icon: 'id-badge', urlAddress: `/${page.urlAddress!}?from=menu` },
    });
    expect(created.body.code, created.body.msg).toBe(Code.OK);
    entryId = created.body.data.id;
    const button = await call<{ id: string }>(t, 'POST', '/api/system/ModuleButton', { token: admin, body: { moduleId: entryId, enCode: 'btn_edit', fullName: '编辑' } });
    expect(button.body.code, button.body.msg).toBe(Code.OK);
    editButtonId = button.body.data.id;
    const scheme = await call<{ id: string }>(t, 'POST', '/api/system/ModuleDataAuthorizeScheme', { token: admin, body: { moduleId: entryId, enCode: 'dept', fullName: '本部门', scopeType: 'department', rules: [] } });
    expect(scheme.body.code, scheme.body.msg).toBe(Code.OK);
    schemeId = scheme.body.data.id;
    positionId = (await t.db.selectFrom('basePosition').select('id').orderBy('sortCode').limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('not granted: the page API refuses', async () => {
    expect((await positions(member)).body.code).toBe(Code.FORBIDDEN);
    expect((await positions(outsider)).body.code).toBe(Code.FORBIDDEN);
  });

  it('granted through the new entry: the page API answers, its writes only with the entry\'s buttons, nothing else opens', async () => {
    await grant({ module: [entryId] });
    const list = await positions(member);
    expect(list.body.code).toBe(Code.OK);
    expect(list.body.data.pagination.total).toBe((await positions(admin)).body.data.pagination.total);
    expect((await toggle(member)).body.code).toBe(Code.FORBIDDEN);
    await grant({ module: [entryId], button: [editButtonId] });
    expect((await toggle(member)).body.code).toBe(Code.OK);
    expect((await toggle(member)).body.code).toBe(Code.OK);
    // The page's other buttons (the entry has no 新建) and other pages stay closed; other users too.
    expect((await call(t, 'POST', '/api/permission/Position', { token: member, body: { fullName: 'x', enCode: 'x.x', organizeId: 'x' } })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'GET', '/api/permission/Group', { token: member })).body.code).toBe(Code.FORBIDDEN);
    expect((await positions(outsider)).body.code).toBe(Code.FORBIDDEN);
  });

  it('the entry\'s data scheme limits the rows', async () => {
    await grant({ module: [entryId], button: [editButtonId], resource: [schemeId] });
    const user = await t.db.selectFrom('baseUser').select('organizeId').where('id', '=', memberId).executeTakeFirstOrThrow();
    const { list, pagination } = (await positions(member)).body.data;
    const all = (await positions(admin)).body.data;
    expect(pagination.total).toBeLessThan(all.pagination.total);
    expect(list.every((p) => p.organizeId === user.organizeId)).toBe(true);
  });

  it('a disabled entry grants nothing any more', async () => {
    expect((await call(t, 'PUT', `/api/system/Menu/${entryId}/Actions/State`, { token: admin })).body.code).toBe(Code.OK);
    expect((await positions(member)).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'PUT', `/api/system/Menu/${entryId}/Actions/State`, { token: admin })).body.code).toBe(Code.OK);
    expect((await positions(member)).body.code).toBe(Code.OK);
    await grant({});
    expect((await positions(member)).body.code).toBe(Code.FORBIDDEN);
  });
});
