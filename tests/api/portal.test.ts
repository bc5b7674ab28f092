import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/features/auth/contract';
import { DEMO_ASSET_VALUE_INTERFACE } from '../../src/features/data/contract';
import { PortalApi, type PortalBodyInput, type PortalHome, type PortalInfo, type PortalRow } from '../../src/features/portal/contract';
import { testDialect } from '../helpers/test-app';
import { startVisualdevApp, type VisualdevApp } from './visualdev-fixtures';

const B = PortalApi.base;
let t: VisualdevApp;
let assetIface = '';
let reportId = '';

const chartWidget = () => ({
  i: 'c1', type: 'chart' as const, title: '价值', x: 0, y: 4, w: 8, h: 6,
  options: { interfaceId: assetIface, chart: { id: 'c', type: 'bar' as const, title: '价值', categoryField: 'itemTypeName', valueFields: ['totalValue'] } },
});
const design = (extra: Partial<PortalBodyInput> = {}): PortalBodyInput => ({
  fullName: '测试门户', enCode: 'test.portal', sortCode: 0,
  layout: [{ i: 'todo', type: 'todo', title: '待办', x: 0, y: 0, w: 4, h: 4 }, chartWidget()],
  ...extra,
});
const create = async (body: PortalBodyInput) => {
  const res = await t.as<{ id: string }>('admin', 'POST', B, body);
  expect(res.body, res.body.msg).toMatchObject({ code: 200 });
  return res.body.data.id;
};
const home = async (account: string) => (await t.as<PortalHome>(account, 'GET', PortalApi.home)).body.data;
const me = async (account: string) => (await t.as<CurrentUser>(account, 'GET', '/api/oauth/CurrentUser')).body.data;
const roleId = async (enCode: string) => (await t.db.selectFrom('baseRole').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await startVisualdevApp();
  assetIface = (await t.db.selectFrom('baseDataInterface').select('id').where('enCode', '=', DEMO_ASSET_VALUE_INTERFACE).executeTakeFirstOrThrow()).id;
  reportId = (await t.db.selectFrom('baseDataReport').select('id').where('enCode', '=', 'demo.assetValue').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe(`门户: design (${testDialect})`, () => {
  it('refuses bad designs with Chinese messages and saves nothing', async () => {
    const cases: [Partial<PortalBodyInput>, string][] = [
      [{ fullName: '' }, '请输入门户名称'],
      [{ enCode: '.bad' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ layout: [{ i: 'a', type: 'todo', title: '宽', x: 6, y: 0, w: 8, h: 2 }] }, '组件“宽”超出了12列网格'],
      [{ layout: [{ i: 'a', type: 'todo', title: '甲', x: 0, y: 0, w: 4, h: 4 }, { i: 'b', type: 'notices', title: '乙', x: 2, y: 2, w: 4, h: 4 }] }, '组件“甲”与“乙”重叠'],
      [{ layout: [{ i: 'a', type: 'chart', title: '图', x: 0, y: 0, w: 4, h: 4 }] }, '图表组件“图”请选择数据接口或报表'],
      [{ layout: [{ i: 'a', type: 'chart', title: '图', x: 0, y: 0, w: 4, h: 4, options: { interfaceId: 'x', chart: { id: 'c', type: 'pie', valueFields: ['n'] } } }] }, '图表组件“图”缺少字段映射'],
      [{ layout: [{ i: 'a', type: 'report', title: '表', x: 0, y: 0, w: 4, h: 4 }] }, '报表组件“表”请选择报表'],
      [{ layout: [{ i: 'a', type: 'iframe', title: '页', x: 0, y: 0, w: 4, h: 4, options: { url: 'javascript:alert(1)' } }] }, '网页组件“页”的地址须以 http:// 或 https:// 开头'],
      [{ layout: [{ i: 'a', type: 'links', title: '链', x: 0, y: 0, w: 4, h: 4, options: { links: [{ title: '坏', url: 'javascript:alert(1)' }] } }] }, '链接地址须为站内路径（/ 开头）或 http(s) 地址'],
    ];
    for (const [extra, msg] of cases) expect((await t.as('admin', 'POST', B, design(extra))).body, msg).toMatchObject({ code: 400, msg });
    expect(await t.db.selectFrom('basePortal').select('id').where('enCode', '=', 'test.portal').execute()).toHaveLength(0);
  });

  it('creates, lists with keyword and paging, reads, updates, copies and deletes', async () => {
    const id = await create(design());
    expect((await t.as('admin', 'POST', B, design({ fullName: '另一个' }))).body).toMatchObject({ code: 400, msg: '编码已存在' });
    const page = await t.as<{ list: PortalRow[]; pagination: { total: number } }>('admin', 'GET', B, undefined, { keyword: '测试门', currentPage: '1', pageSize: '1' });
    expect(page.body.data.pagination.total).toBe(1);
    expect(page.body.data.list[0]).toMatchObject({ id, enCode: 'test.portal', menuId: null });
    const info = await t.as<PortalInfo>('admin', 'GET', PortalApi.one(id));
    expect(info.body.data.layout.map((w) => w.type)).toEqual(['todo', 'chart']);
    expect((await t.as('admin', 'PUT', PortalApi.one(id), design({ fullName: '测试门户（改）' }))).body).toMatchObject({ code: 200, msg: '更新成功' });
    const selector = await t.as<{ id: string }[]>('admin', 'GET', PortalApi.selector);
    expect(selector.body.data.map((p) => p.id)).toContain(id);
    const copy = await t.as<{ id: string }>('admin', 'POST', PortalApi.copy(id));
    expect((await t.as<PortalInfo>('admin', 'GET', PortalApi.one(copy.body.data.id))).body.data).toMatchObject({ fullName: '测试门户（改）副本', enCode: 'test.portal.copy', menuId: null });
    expect((await t.as('admin', 'DELETE', PortalApi.one(copy.body.data.id))).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await t.as('admin', 'GET', PortalApi.one(copy.body.data.id))).body).toMatchObject({ code: 404, msg: '门户不存在' });
    await t.as('admin', 'DELETE', PortalApi.one(id));
  });

  it('needs 门户设计 and its buttons for design; Home needs only a session', async () => {
    expect((await t.as('nomenu', 'GET', B)).body.code).toBe(403);
    expect((await t.as('assetadmin', 'POST', B, design())).body.code).toBe(403);
    expect((await t.as('office', 'GET', PortalApi.selector)).body.code).toBe(403);
    const noLogin = await t.app.inject({ method: 'GET', url: PortalApi.home });
    expect(noLogin.json()).toMatchObject({ code: 600 });
    expect((await t.as('nomenu', 'GET', PortalApi.home)).body.code).toBe(200);
  });
});

describe(`门户: assignment (${testDialect})`, () => {
  it('gives each demo role its portal, in Home and in CurrentUser', async () => {
    for (const [account, enCode] of [['assetadmin', 'demo.asset'], ['office', 'demo.office'], ['sysadmin', 'demo.admin'], ['admin', 'demo.admin']] as const) {
      const h = await home(account);
      expect(h.portal.enCode, account).toBe(enCode);
      expect(h.source).toBe('role');
      expect((await me(account)).userInfo.portalId).toBe(h.portal.id);
    }
    const none = await home('nomenu');
    expect(none).toMatchObject({ source: 'default', portal: { id: 'default' } });
    // The built-in portal has no row: CurrentUser says none.
    expect((await me('nomenu')).userInfo.portalId).toBe('');
  });

  it('a portal assigned to a role is what its members get; a user\'s own beats the role\'s', async () => {
    const id = await create(design({ fullName: '员工门户', enCode: 'test.staff' }));
    const staff = await roleId('staff');
    expect((await t.as('admin', 'PUT', PortalApi.assign(id), { roleIds: [staff], userIds: [] })).body).toMatchObject({ code: 200, msg: '分配成功' });
    const h = await home('wh01');
    expect(h).toMatchObject({ source: 'role', portal: { id } });
    expect((await me('wh01')).userInfo.portalId).toBe(id);
    // 资产管理员 (sortCode 2) holds staff too: the first by sortCode wins — test.staff has 0.
    expect((await home('assetadmin')).portal.id).toBe(id);
    const own = await create(design({ fullName: '个人门户', enCode: 'test.own', sortCode: 9 }));
    const wh01 = await t.userId('wh01');
    await t.as('admin', 'PUT', PortalApi.assign(own), { roleIds: [], userIds: [wh01] });
    expect(await home('wh01')).toMatchObject({ source: 'user', portal: { id: own } });
    const assigned = await t.as<{ roles: { id: string }[]; users: { id: string }[] }>('admin', 'GET', PortalApi.assign(own));
    expect(assigned.body.data).toMatchObject({ roles: [], users: [{ id: wh01 }] });
    expect((await t.as('admin', 'PUT', PortalApi.assign(own), { roleIds: ['missing'], userIds: [] })).body).toMatchObject({ code: 400, msg: '角色或用户不存在' });
    // A disabled portal is passed over; deleting one clears its assignments.
    await t.as('admin', 'PUT', PortalApi.one(own), design({ fullName: '个人门户', enCode: 'test.own', enabledMark: 0 }));
    expect((await home('wh01')).portal.id).toBe(id);
    await t.as('admin', 'DELETE', PortalApi.one(own));
    await t.as('admin', 'DELETE', PortalApi.one(id));
    expect(await home('wh01')).toMatchObject({ source: 'default' });
    expect((await home('assetadmin')).portal.enCode).toBe('demo.asset');
  });
});

describe(`门户: release and data (${testDialect})`, () => {
  it('creates one type 8 menu under 在线开发; a release again updates it', async () => {
    const id = await create(design({ fullName: '发布门户', enCode: 'test.release' }));
    const first = await t.as<{ menuId: string }>('admin', 'POST', PortalApi.release(id), {});
    expect(first.body).toMatchObject({ code: 200, msg: '发布成功' });
    const menu = await t.db.selectFrom('baseModule').selectAll().where('id', '=', first.body.data.menuId).executeTakeFirstOrThrow();
    const dir = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'onlineDev').executeTakeFirstOrThrow();
    expect(menu).toMatchObject({ type: 8, enCode: 'portal.test.release', urlAddress: 'portal/test.release', parentId: dir.id, fullName: '发布门户' });
    expect(JSON.parse(menu.propertyJson!)).toEqual({ moduleId: id });
    await t.as('admin', 'PUT', PortalApi.one(id), design({ fullName: '发布门户二', enCode: 'test.release' }));
    const again = await t.as<{ menuId: string }>('admin', 'POST', PortalApi.release(id), {});
    expect(again.body.data.menuId).toBe(first.body.data.menuId);
    expect(await t.db.selectFrom('baseModule').select(['id', 'fullName']).where('propertyJson', 'like', `%${id}%`).execute()).toEqual([{ id: menu.id, fullName: '发布门户二' }]);
    // The released page's view: its menu, the design menu, or one's own portal.
    expect((await t.as('wh01', 'GET', PortalApi.view(id))).body.code).toBe(403);
    expect((await t.as<PortalHome>('admin', 'GET', PortalApi.view(id))).body.data.source).toBe('view');
    await t.as('admin', 'DELETE', PortalApi.one(id));
    expect(await t.db.selectFrom('baseModule').select('id').where('id', '=', menu.id).execute()).toHaveLength(0);
  });

  it('seeds the demo portals released as type 8 menus granted to their roles', async () => {
    const menus = await t.db.selectFrom('baseModule').select(['enCode', 'type']).where('enCode', 'like', 'portal.demo.%').orderBy('enCode').execute();
    expect(menus).toEqual([{ enCode: 'portal.demo.admin', type: 8 }, { enCode: 'portal.demo.asset', type: 8 }, { enCode: 'portal.demo.office', type: 8 }]);
    const officeMenus = JSON.stringify((await me('office')).menuList);
    expect(officeMenus).toContain('portal/demo.office');
    expect(officeMenus).not.toContain('portal/demo.asset');
  });

  it('answers chart data for permitted widgets and a refusal for the others only', async () => {
    const h = await home('assetadmin');
    const chart = h.data.assetValue!;
    expect(chart).toMatchObject({ ok: true, kind: 'chart', chart: { type: 'bar', categoryField: 'itemTypeName' } });
    if (!chart.ok || chart.kind !== 'chart') throw new Error('chart expected');
    const total = chart.rows.reduce((s, r) => s + Number(r.totalValue), 0);
    expect(total).toBeGreaterThan(0);
    expect(typeof h.fetchedAt).toBe('number');
    // The demo report is released to 资产管理员, not to 办公室: the office member's report widget is refused alone.
    const id = await create(design({
      fullName: '混合门户', enCode: 'test.mixed',
      layout: [
        { i: 'todo', type: 'todo', title: '待办', x: 0, y: 0, w: 4, h: 4 },
        { i: 'rep', type: 'report', title: '报表', x: 4, y: 0, w: 8, h: 6, options: { reportId } },
        { i: 'repChart', type: 'chart', title: '报表图', x: 0, y: 6, w: 6, h: 6, options: { reportId, chartIndex: 0 } },
        { ...chartWidget(), y: 12 },
      ],
    }));
    await t.as('admin', 'PUT', PortalApi.assign(id), { roleIds: [await roleId('officeAsset'), await roleId('assetAdmin')], userIds: [] });
    const office = await home('office');
    expect(office.portal.id).toBe(id);
    expect(office.data.rep).toEqual({ ok: false, msg: '无权查看此组件的数据' });
    expect(office.data.repChart).toEqual({ ok: false, msg: '无权查看此组件的数据' });
    expect(office.data.c1).toMatchObject({ ok: true, kind: 'chart' });
    const asset = await home('assetadmin');
    expect(asset.data.rep).toMatchObject({ ok: true, kind: 'report', reportName: '资产价值统计表' });
    if (asset.data.rep?.ok && asset.data.rep.kind === 'report') expect(asset.data.rep.result.total!.itemCount).toBeGreaterThan(0);
    expect(asset.data.repChart).toMatchObject({ ok: true, kind: 'chart', chart: { id: 'byType' } });
    await t.as('admin', 'DELETE', PortalApi.one(id));
  });
});
