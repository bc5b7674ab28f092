import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { ORG_MSG, pickerNode, positionRow, type PickerNode, type PositionRow } from '../../src/features/permission/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

const flatten = (nodes: PickerNode[]): PickerNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
type Page<T> = { list: T[]; pagination: { currentPage: number; pageSize: number; total: number } };

describe(`positions (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const orgId = async (code: string) => (await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', code).executeTakeFirstOrThrow()).id;
  const position = (code: string) => t.db.selectFrom('basePosition').selectAll().where('enCode', '=', code).executeTakeFirstOrThrow();
  const positions = () => t.db.selectFrom('basePosition').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('lists positions with their organisation path, by organisation subtree, keyword and page', async () => {
    const all = await call<Page<PositionRow>>(t, 'GET', '/api/permission/Position', { token: admin, query: { pageSize: '100' } });
    expect(all.body.code).toBe(Code.OK);
    expect(all.body.data.pagination.total).toBe(30);
    all.body.data.list.forEach((r) => positionRow.parse(r));
    const ec = await orgId('EC');
    const inEc = await call<Page<PositionRow>>(t, 'GET', '/api/permission/Position', { token: admin, query: { organizeId: ec, sidx: 'enCode', sort: 'asc' } });
    expect(inEc.body.data.list.map((p) => p.enCode)).toEqual(['EC01P1', 'EC01P2', 'EC02P1', 'EC02P2', 'EC03P1', 'EC03P2', 'EC04P1', 'EC04P2']);
    expect(inEc.body.data.list[2]).toMatchObject({ fullName: '仓储主管', organizeName: '轻办示范集团/华东分公司/仓储部', type: '管理岗' });
    const kw = await call<Page<PositionRow>>(t, 'GET', '/api/permission/Position', { token: admin, query: { keyword: '仓管', organizeId: ec } });
    expect(kw.body.data.list.map((p) => p.enCode)).toEqual(['EC02P2']);
    const page = await call<Page<PositionRow>>(t, 'GET', '/api/permission/Position', { token: admin, query: { pageSize: '7', currentPage: '5' } });
    expect(page.body.data).toMatchObject({ pagination: { currentPage: 5, pageSize: 7, total: 30 } });
    expect(page.body.data.list).toHaveLength(2);
  });

  it('creates, reads, edits, toggles and deletes a position; refuses bad input changing nothing', async () => {
    const ec02 = await orgId('EC02');
    const before = await positions();
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '', enCode: 'P9', organizeId: ec02 }, ORG_MSG.nameRequired],
      [{ fullName: '叉车工', enCode: '', organizeId: ec02 }, ORG_MSG.codeRequired],
      [{ fullName: '叉车工', enCode: 'P9.', organizeId: ec02 }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ fullName: '叉车工!', enCode: 'P9', organizeId: ec02 }, '名称不能含有特殊符号'],
      [{ fullName: '叉车工', enCode: 'P9' }, ORG_MSG.organizeRequired],
      [{ fullName: '叉车工', enCode: 'P9', organizeId: 'nope' }, ORG_MSG.organizeMissing],
      [{ fullName: '叉车工', enCode: 'EC02P1', organizeId: ec02 }, ORG_MSG.codeExists],
      [{ fullName: '仓管员', enCode: 'P9', organizeId: ec02 }, ORG_MSG.nameExists],
    ];
    for (const [body, msg] of cases) {
      expect((await call(t, 'POST', '/api/permission/Position', { token: admin, body })).body, JSON.stringify(body)).toMatchObject({ code: Code.BAD_REQUEST, msg });
    }
    expect(await positions()).toEqual(before);

    const created = await call<{ id: string }>(t, 'POST', '/api/permission/Position', { token: admin, body: { fullName: '叉车工', enCode: 'P9', organizeId: ec02, type: '专业岗' } });
    expect(created.body).toMatchObject({ code: Code.OK, msg: Msg.created });
    const id = created.body.data.id;
    const info = await call<PositionRow>(t, 'GET', `/api/permission/Position/${id}`, { token: admin });
    expect(info.body.data).toMatchObject({ fullName: '叉车工', organizeName: '轻办示范集团/华东分公司/仓储部', enabledMark: 1 });
    const sc02 = await orgId('SC02');
    expect((await call(t, 'PUT', `/api/permission/Position/${id}`, { token: admin, body: { fullName: '叉车司机', enCode: 'P9', organizeId: sc02 } })).body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    expect(await position('P9')).toMatchObject({ fullName: '叉车司机', organizeId: sc02 });
    expect((await call(t, 'PUT', `/api/permission/Position/${id}/Actions/State`, { token: admin })).body.msg).toBe(Msg.updated);
    expect((await position('P9')).enabledMark).toBe(0);
    const allEnabled = await call<{ list: PositionRow[] }>(t, 'GET', '/api/permission/Position/All', { token: admin });
    expect(allEnabled.body.data.list.some((p) => p.id === id)).toBe(false);
    expect(allEnabled.body.data.list).toHaveLength(30);

    // someone takes the position: it cannot go
    const wh02 = (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'wh02').executeTakeFirstOrThrow()).id;
    expect((await call(t, 'PUT', `/api/permission/UserRelation/Position/${id}`, { token: admin, body: { userIds: [wh02] } })).body.msg).toBe(Msg.updated);
    expect((await call(t, 'DELETE', `/api/permission/Position/${id}`, { token: admin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: ORG_MSG.positionHasUsers });
    expect(await t.db.selectFrom('basePosition').select('id').where('id', '=', id).execute()).toHaveLength(1);
    await call(t, 'PUT', `/api/permission/UserRelation/Position/${id}`, { token: admin, body: { userIds: [] } });
    expect((await call(t, 'DELETE', `/api/permission/Position/${id}`, { token: admin })).body).toEqual({ code: Code.OK, msg: Msg.deleted, data: null });
    expect((await call(t, 'GET', `/api/permission/Position/${id}`, { token: admin })).body.code).toBe(Code.NOT_FOUND);
  });

  it('a member taken off a position loses it as major position', async () => {
    const p = await position('SC02P2');
    const wh02 = await t.db.selectFrom('baseUser').select(['id', 'positionId']).where('account', '=', 'wh02').executeTakeFirstOrThrow();
    expect(wh02.positionId).toBe(p.id);
    const members = await t.db.selectFrom('baseUserRelation').select('userId').where('objectType', '=', 'Position').where('objectId', '=', p.id).execute();
    const rest = members.map((m) => m.userId).filter((u) => u !== wh02.id);
    await call(t, 'PUT', `/api/permission/UserRelation/Position/${p.id}`, { token: admin, body: { userIds: rest } });
    expect((await t.db.selectFrom('baseUser').select('positionId').where('id', '=', wh02.id).executeTakeFirstOrThrow()).positionId).toBeNull();
  });

  it('answers the position pickers: tree, by organisations, by condition', async () => {
    const token = await t.login('wh01');
    const tree = await call<{ list: PickerNode[] }>(t, 'GET', '/api/permission/Position/Selector', { token });
    const nodes = flatten(tree.body.data.list);
    nodes.forEach((n) => pickerNode.parse(n));
    expect(tree.body.data.list.map((n) => n.fullName)).toEqual(['轻办示范集团']);
    const leaf = nodes.find((n) => n.enCode === 'EC02P2')!;
    expect(leaf).toMatchObject({ type: 'position', isLeaf: true, organize: '轻办示范集团/华东分公司/仓储部', parentId: await orgId('EC02') });
    expect(nodes.filter((n) => n.type === 'position')).toHaveLength(30);

    const [ec02, sc] = [await orgId('EC02'), await orgId('SC')];
    const byOrgs = await call<{ list: PositionRow[] }>(t, 'POST', '/api/permission/Position/getListByOrgIds', { token, body: { organizeIds: [ec02] } });
    expect(byOrgs.body.data.list.map((p) => p.enCode)).toEqual(['EC02P1', 'EC02P2']);
    expect((await call<{ list: PositionRow[] }>(t, 'POST', '/api/permission/Position/getListByOrgIds', { token, body: {} })).body.data.list).toEqual([]);

    const ec04p1 = (await position('EC04P1')).id;
    const cond = await call<{ list: PositionRow[] }>(t, 'POST', '/api/permission/Position/PositionCondition', { token, body: { departIds: [sc], positionIds: [ec04p1] } });
    expect(cond.body.data.list.map((p) => p.enCode).sort()).toEqual(['EC04P1', 'SC01P1', 'SC01P2', 'SC02P1', 'SC02P2', 'SC03P1', 'SC03P2']);
    const kw = await call<{ list: PositionRow[] }>(t, 'POST', '/api/permission/Position/PositionCondition', { token, body: { departIds: [sc], keyword: '销售' } });
    expect(kw.body.data.list.map((p) => p.enCode)).toEqual(['SC03P1', 'SC03P2']);
    const onlyIds = await call<{ list: PositionRow[] }>(t, 'POST', '/api/permission/Position/PositionCondition', { token, body: { positionIds: [ec04p1] } });
    expect(onlyIds.body.data.list.map((p) => p.enCode)).toEqual(['EC04P1']);
    const any = await call<{ list: PositionRow[] }>(t, 'POST', '/api/permission/Position/PositionCondition', { token, body: { keyword: '工程' } });
    expect(any.body.data.list.map((p) => p.enCode)).toEqual(['SW03P1', 'SW03P2']);
  });
});
