import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { RuleMsg } from '../../src/contract/validators';
import type { CurrentUser } from '../../src/features/auth/contract';
import { AREA_MSG, type AddressNode, type AreaInfo, type AreaRow } from '../../src/features/system/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Page = { list: AreaRow[]; pagination: { currentPage: number; pageSize: number; total: number } };

describe(`Areas 行政区划 and the address picker (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let wh01: string;
  const list = (parentId: string, query?: Record<string, string>, token = admin) => call<Page>(t, 'GET', `/api/system/Area/${parentId}`, { token, query });
  const selector = async (id: string, x = '0', token = admin) => (await call<{ list: AddressNode[] }>(t, 'GET', `/api/system/Area/${id}/Selector/${x}`, { token })).body.data.list;
  const info = (id: string) => call<AreaInfo>(t, 'GET', `/api/system/Area/${id}/Info`, { token: admin });
  const count = async () => Number((await t.db.selectFrom('baseProvince').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const create = (body: Record<string, unknown>, token = admin) => call<{ id: string }>(t, 'POST', '/api/system/Area', { token, body });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('sysadmin');
    wh01 = await t.login('wh01');
  });
  afterAll(() => t.close());

  it('seeds every fresh database with the 31 provinces, 342 cities and 3,056 districts of GB/T 2260', async () => {
    expect(await count()).toBe(3429);
    const res = await list('-1');
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.data.pagination).toEqual({ currentPage: 1, pageSize: 31, total: 31 });
    expect(res.body.data.list).toHaveLength(31);
    expect(res.body.data.list[0]).toEqual({ id: '11', parentId: '-1', fullName: '北京市', enCode: '11', type: 1, sortCode: 0, enabledMark: 1, hasChildren: true, isLeaf: false });
    expect((await info('4403')).body.data).toMatchObject({ fullName: '深圳市', type: 2, quickQuery: 'szs', parentId: '44' });
  });

  it('walks 广东省 → 深圳市 → 南山区, districts being leaves', async () => {
    const gd = (await list('-1')).body.data.list.find((r) => r.fullName === '广东省')!;
    expect(gd).toMatchObject({ id: '44', type: 1, isLeaf: false });
    const sz = (await list(gd.id)).body.data.list.find((r) => r.fullName === '深圳市')!;
    expect(sz).toMatchObject({ id: '4403', type: 2, hasChildren: true });
    const districts = (await list(sz.id)).body.data.list;
    expect(districts.find((r) => r.fullName === '南山区')).toMatchObject({ id: '440305', enCode: '440305', type: 3, hasChildren: false, isLeaf: true });
    expect(districts.every((r) => r.isLeaf)).toBe(true);
    expect(await selector('-1')).toContainEqual({ id: '44', fullName: '广东省', isLeaf: false });
    expect(await selector('44')).toContainEqual({ id: '4403', fullName: '深圳市', isLeaf: false });
    expect(await selector('4403')).toContainEqual({ id: '440305', fullName: '南山区', isLeaf: true });
    expect(await selector('4403', '440305')).not.toContainEqual(expect.objectContaining({ id: '440305' }));
    expect(await selector('nope')).toEqual([]);
  });

  it('filters children by name, code or pinyin initials and pages when asked', async () => {
    const names = async (q: Record<string, string>) => (await list('-1', q)).body.data.list.map((r) => r.fullName);
    expect(await names({ keyword: '广' })).toEqual(['广东省', '广西壮族自治区']);
    expect(await names({ keyword: 'GDS' })).toEqual(['广东省']);
    expect(await names({ keyword: '%' })).toEqual([]);
    const page = await list('-1', { currentPage: '2', pageSize: '10' });
    expect(page.body.data.pagination).toEqual({ currentPage: 2, pageSize: 10, total: 31 });
    expect(page.body.data.list.map((r) => r.id)).toEqual((await list('-1')).body.data.list.slice(10, 20).map((r) => r.id));
    expect((await list('-1', { sidx: 'enCode', sort: 'desc' })).body.data.list[0]!.fullName).toBe('新疆维吾尔自治区');
    expect((await list('-1', { sidx: 'quickQuery' })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: Msg.sortFieldInvalid });
  });

  it('turns stored id paths into names for display', async () => {
    const res = await call<string[][]>(t, 'POST', '/api/system/Area/GetAreaByIds', { token: wh01, body: { idsList: [['44', '4403', '440305'], ['11'], ['44', 'gone']] } });
    expect(res.body).toEqual({ code: Code.OK, msg: Msg.ok, data: [['广东省', '深圳市', '南山区'], ['北京市'], ['广东省']] });
  });

  it('creates, edits and moves an area under the rules, changing nothing on refusal', async () => {
    const created = await create({ parentId: '440305', enCode: '440305001', fullName: '粤海街道' });
    expect(created.body).toMatchObject({ code: Code.OK, msg: Msg.created });
    const id = created.body.data.id;
    expect((await info(id)).body.data).toMatchObject({ parentId: '440305', type: 4, quickQuery: 'yhjd', enabledMark: 1 });
    expect((await list('4403')).body.data.list.find((r) => r.id === '440305')).toMatchObject({ hasChildren: true, isLeaf: false });
    const before = await count();
    const refusals: [Record<string, unknown>, string][] = [
      [{ parentId: '440305', enCode: '440306', fullName: '蛇口街道' }, AREA_MSG.codeExists],
      [{ parentId: '440305', enCode: '440305002', fullName: '粤海街道' }, AREA_MSG.nameExists],
      [{ parentId: 'nowhere', enCode: '440305002', fullName: '蛇口街道' }, AREA_MSG.parentMissing],
      [{ parentId: '440305', enCode: '.4403', fullName: '蛇口街道' }, RuleMsg.enCode],
      [{ parentId: '440305', enCode: '440305002', fullName: '蛇口-街道' }, RuleMsg.fullName],
    ];
    for (const [body, msg] of refusals) expect((await create(body)).body).toEqual({ code: Code.BAD_REQUEST, msg, data: null });
    expect(await count()).toBe(before);

    const put = (areaId: string, body: Record<string, unknown>) => call(t, 'PUT', `/api/system/Area/${areaId}`, { token: admin, body });
    expect((await put(id, { parentId: '440305', enCode: '440306', fullName: '粤海' })).body).toEqual({ code: Code.BAD_REQUEST, msg: AREA_MSG.codeExists, data: null });
    expect((await put('440305', { parentId: id, enCode: '440305', fullName: '南山区' })).body.msg).toBe(AREA_MSG.parentSelf);
    expect((await put('440305', { parentId: '440305', enCode: '440305', fullName: '南山区' })).body.msg).toBe(AREA_MSG.parentSelf);
    expect((await info(id)).body.data).toMatchObject({ enCode: '440305001', fullName: '粤海街道' });
    expect((await info('440305')).body.data).toMatchObject({ parentId: '4403', type: 3 });
    expect((await put(id, { parentId: '440305', enCode: '440305001', fullName: '粤海' })).body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    expect((await info(id)).body.data).toMatchObject({ fullName: '粤海', quickQuery: 'yh', type: 4 });
    // Moving a district under the provinces' root carries its street one level up with it.
    expect((await put('440305', { parentId: '-1', enCode: '440305', fullName: '南山区' })).body.code).toBe(Code.OK);
    expect((await info('440305')).body.data.type).toBe(1);
    expect((await info(id)).body.data.type).toBe(2);
    expect((await put('440305', { parentId: '4403', enCode: '440305', fullName: '南山区' })).body.code).toBe(Code.OK);
    expect((await info(id)).body.data.type).toBe(4);
    expect((await put('nope', { parentId: '-1', enCode: 'x1', fullName: '无' })).body.code).toBe(Code.NOT_FOUND);
  });

  it('refuses to delete an area that has children', async () => {
    const id = (await create({ parentId: '440306', enCode: '440306001', fullName: '新安街道' })).body.data.id;
    const refused = await call(t, 'DELETE', '/api/system/Area/440306', { token: admin });
    expect(refused.body).toEqual({ code: Code.BAD_REQUEST, msg: AREA_MSG.hasChildren, data: null });
    expect((await info('440306')).body.data.fullName).toBe('宝安区');
    expect((await call(t, 'DELETE', `/api/system/Area/${id}`, { token: admin })).body).toEqual({ code: Code.OK, msg: Msg.deleted, data: null });
    expect((await info(id)).body).toMatchObject({ code: Code.NOT_FOUND, msg: Msg.recordNotFound });
    expect((await call(t, 'DELETE', `/api/system/Area/${id}`, { token: admin })).body.code).toBe(Code.NOT_FOUND);
  });

  it('toggles an area off and on: a disabled area leaves the picker but stays in the admin list', async () => {
    const state = (areaId: string) => call(t, 'PUT', `/api/system/Area/${areaId}/Actions/State`, { token: admin });
    expect((await state('440305')).body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    expect((await selector('4403')).map((n) => n.id)).not.toContain('440305');
    expect((await list('4403')).body.data.list.find((r) => r.id === '440305')).toMatchObject({ enabledMark: 0 });
    // To the picker, an area whose children are all disabled is a leaf (龙岗区 with its one street switched off).
    const street = (await create({ parentId: '440307', enCode: '440307001', fullName: '布吉街道' })).body.data.id;
    expect((await selector('4403')).find((n) => n.id === '440307')).toMatchObject({ isLeaf: false });
    await state(street);
    expect((await selector('4403')).find((n) => n.id === '440307')).toMatchObject({ isLeaf: true });
    await state('440305');
    expect(await selector('4403')).toContainEqual(expect.objectContaining({ id: '440305' }));
  });

  it('lets a user without 行政区划 read the picker but not write', async () => {
    const me = await call<CurrentUser>(t, 'GET', '/api/oauth/CurrentUser', { token: admin });
    const menu = me.body.data.permissionList.find((p) => p.moduleName === '行政区划')!;
    expect(menu.button.map((b) => b.enCode).sort()).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
    expect(await selector('44', '0', wh01)).toContainEqual({ id: '4403', fullName: '深圳市', isLeaf: false });
    expect((await list('-1', undefined, wh01)).body.data.list).toHaveLength(31);
    const denied = { code: Code.FORBIDDEN, msg: Msg.permissionDenied, data: null };
    expect((await create({ parentId: '440305', enCode: '440305009', fullName: '招商街道' }, wh01)).body).toEqual(denied);
    expect((await call(t, 'PUT', '/api/system/Area/440305', { token: wh01, body: { parentId: '4403', enCode: '440305', fullName: '改名区' } })).body).toEqual(denied);
    expect((await call(t, 'DELETE', '/api/system/Area/440303', { token: wh01 })).body).toEqual(denied);
    expect((await call(t, 'PUT', '/api/system/Area/440303/Actions/State', { token: wh01 })).body).toEqual(denied);
    expect((await info('440305')).body.data).toMatchObject({ fullName: '南山区', enabledMark: 1 });
    expect((await info('440303')).body.data).toMatchObject({ fullName: '罗湖区', enabledMark: 1 });
    expect((await call(t, 'GET', '/api/system/Area/-1/Selector/0')).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('documents all eight area routes in OpenAPI under 系统 system with Chinese summaries', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags: string[]; summary: string }>> };
    const ops = Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/system/Area')).flatMap(([p, m]) => Object.entries(m).map(([verb, op]) => ({ route: `${verb} ${p}`, ...op })));
    expect(ops).toHaveLength(8);
    for (const op of ops) expect(op, op.route).toMatchObject({ tags: ['系统 system'], summary: expect.stringMatching(/\p{Script=Han}/u) });
  });
});
