import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/features/auth/contract';
import { DEMO_ASSET_VALUE_INTERFACE } from '../../src/features/data/contract';
import { ScreenApi, type ScreenBodyInput, type ScreenDataResult, type ScreenInfo, type ScreenRow, type ScreenView, type ScreenWidgetInput } from '../../src/features/datascreen/contract';
import { testDialect } from '../helpers/test-app';
import { startVisualdevApp, type VisualdevApp } from './visualdev-fixtures';

const B = ScreenApi.base;
let t: VisualdevApp;
let assetIface = '';
let echoIface = '';
let priceIface = '';

const card = (extra: Partial<ScreenWidgetInput> = {}): ScreenWidgetInput => ({
  id: 'count', type: 'card', title: '总数', x: 0, y: 0, w: 400, h: 200, refreshSeconds: 30,
  options: { interfaceId: assetIface, chart: { id: 'c', type: 'card', valueFields: ['itemCount'] } }, ...extra,
});
const design = (extra: Partial<ScreenBodyInput> = {}, widgets: ScreenWidgetInput[] = [card()]): ScreenBodyInput => ({
  fullName: '测试大屏', enCode: 'test.screen', sortCode: 0, screen: { background: { color: '#001122' }, widgets }, ...extra,
});
const create = async (body: ScreenBodyInput) => {
  const res = await t.as<{ id: string }>('admin', 'POST', B, body);
  expect(res.body, res.body.msg).toMatchObject({ code: 200 });
  return res.body.data.id;
};
const data = (account: string, id: string, widgets: string[]) => t.as<ScreenDataResult>(account, 'POST', ScreenApi.data(id), { widgets });
const me = async (account: string) => (await t.as<CurrentUser>(account, 'GET', '/api/oauth/CurrentUser')).body.data;

beforeAll(async () => {
  t = await startVisualdevApp();
  assetIface = (await t.db.selectFrom('baseDataInterface').select('id').where('enCode', '=', DEMO_ASSET_VALUE_INTERFACE).executeTakeFirstOrThrow()).id;
  const made = await t.as<{ id: string }>('admin', 'POST', '/api/system/DataInterface', {
    fullName: '回显', enCode: 'test.echo', type: 'sql', dataSourceId: '0',
    query: 'select cast(@word as varchar(200)) as "word"',
    params: [{ field: 'word', dataType: 'string', required: 0, fieldName: '词' }],
  });
  expect(made.body.code, made.body.msg).toBe(200);
  echoIface = made.body.data.id;
  const price = await t.as<{ id: string }>('admin', 'POST', '/api/system/DataInterface', {
    fullName: '价格以上的物品数', enCode: 'test.priceAbove', type: 'sql', dataSourceId: '0',
    query: 'select count(*) as "n" from fa_item where cast(unit_price as decimal(18, 2)) >= @minPrice',
    params: [{ field: 'minPrice', dataType: 'decimal', required: 1, fieldName: '最低价格' }],
  });
  expect(price.body.code, price.body.msg).toBe(200);
  priceIface = price.body.data.id;
});
afterAll(() => t.close());

describe(`数据大屏: design (${testDialect})`, () => {
  it('refuses bad designs with Chinese messages and saves nothing', async () => {
    const w = (extra: Partial<ScreenWidgetInput>): ScreenWidgetInput[] => [{ id: 'a', type: 'text', title: '甲', x: 0, y: 0, w: 200, h: 100, options: { text: '字' }, ...extra }];
    const cases: [Partial<ScreenBodyInput>, ScreenWidgetInput[] | undefined, string][] = [
      [{ fullName: '' }, undefined, '请输入大屏名称'],
      [{ enCode: '.bad' }, undefined, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{}, w({ x: 1800, w: 200 }), '组件“甲”超出了1920×1080画布'],
      [{}, w({ y: 2000 }), '组件的位置须在画布内，宽高不小于20像素'],
      [{}, [...w({}), ...w({})], '组件标识重复'],
      [{}, w({ options: { text: '  ' } }), '文本组件“甲”请输入内容'],
      [{}, w({ type: 'chart', options: {} }), '组件“甲”请选择数据接口'],
      [{}, w({ type: 'chart', options: { interfaceId: 'x', chart: { id: 'c', type: 'pie', valueFields: ['n'] } } }), '图表组件“甲”缺少字段映射'],
      [{}, w({ type: 'chart', options: { interfaceId: 'x', chart: { id: 'c', type: 'card', valueFields: ['n'] } } }), '图表组件“甲”的图表类型不合法'],
      [{}, w({ type: 'card', options: { interfaceId: 'x', chart: { id: 'c', type: 'card' } } }), '数字卡片“甲”请选择数值字段'],
      [{}, w({ type: 'table', options: { interfaceId: 'x' } }), '表格组件“甲”至少需要一列'],
      [{}, w({ type: 'image', options: { url: 'javascript:alert(1)' } }), '图片组件“甲”的地址须为本站路径（/ 开头）或 http(s) 地址'],
      [{}, w({ type: 'image', options: { url: '//evil.example/x.png' } }), '图片组件“甲”的地址须为本站路径（/ 开头）或 http(s) 地址'],
      [{}, w({ refreshSeconds: -1 }), '刷新间隔须为0（不刷新）到86400秒的整数'],
      [{}, w({ background: 'url(x)' }), '颜色须为 #RGB、#RRGGBB、rgb()/rgba() 或 transparent'],
      [{ screen: { background: { image: 'data:image/png;base64,AAAA' } } }, undefined, '背景图片地址须为本站路径（/ 开头）或 http(s) 地址'],
    ];
    for (const [extra, widgets, msg] of cases) {
      const body = widgets ? design(extra, widgets) : design(extra);
      expect((await t.as('admin', 'POST', B, body)).body, msg).toMatchObject({ code: 400, msg });
    }
    expect(await t.db.selectFrom('baseDataScreen').select('id').where('enCode', '=', 'test.screen').execute()).toHaveLength(0);
  });

  it('creates, lists with keyword and paging, reads, updates, copies and deletes', async () => {
    const id = await create(design());
    expect((await t.as('admin', 'POST', B, design({ fullName: '另一个' }))).body).toMatchObject({ code: 400, msg: '编码已存在' });
    expect((await t.as('admin', 'POST', B, design({ enCode: 'other' }))).body).toMatchObject({ code: 400, msg: '名称已存在' });
    const page = await t.as<{ list: ScreenRow[]; pagination: { total: number } }>('admin', 'GET', B, undefined, { keyword: '测试大', currentPage: '1', pageSize: '1' });
    expect(page.body.data.pagination.total).toBe(1);
    expect(page.body.data.list[0]).toMatchObject({ id, enCode: 'test.screen', menuId: null });
    expect(page.body.data.list[0]).not.toHaveProperty('screen');
    const info = (await t.as<ScreenInfo>('admin', 'GET', ScreenApi.one(id))).body.data;
    expect(info.screen).toMatchObject({ width: 1920, height: 1080, background: { color: '#001122', image: '' } });
    expect(info.screen.widgets[0]).toMatchObject({ id: 'count', type: 'card', z: 0, border: 'none', refreshSeconds: 30, hidden: false, locked: false });
    expect((await t.as('admin', 'PUT', ScreenApi.one(id), design({ fullName: '测试大屏（改）' }))).body).toMatchObject({ code: 200, msg: '更新成功' });
    const copy = await t.as<{ id: string }>('admin', 'POST', ScreenApi.copy(id));
    expect((await t.as<ScreenInfo>('admin', 'GET', ScreenApi.one(copy.body.data.id))).body.data).toMatchObject({ fullName: '测试大屏（改）副本', enCode: 'test.screen.copy', menuId: null });
    expect((await t.as('admin', 'DELETE', ScreenApi.one(copy.body.data.id))).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await t.as('admin', 'GET', ScreenApi.one(copy.body.data.id))).body).toMatchObject({ code: 404, msg: '大屏不存在' });
    await t.as('admin', 'DELETE', ScreenApi.one(id));
  });

  it('refuses a sort column that is not on the list', async () => {
    const res = await t.as('admin', 'GET', B, undefined, { sidx: 'fullName; drop table base_user', sort: 'asc' });
    expect(res.body).toMatchObject({ code: 400, msg: '排序字段不合法' });
    expect((await t.as('admin', 'GET', B, undefined, { sidx: 'fullName', sort: 'desc' })).body.code).toBe(200);
  });

  it('needs 大屏设计 and its buttons, checked in the service', async () => {
    expect((await t.as('nomenu', 'GET', B)).body.code).toBe(403);
    expect((await t.as('assetadmin', 'POST', B, design())).body.code).toBe(403);
    const id = await create(design({ fullName: '权限大屏', enCode: 'test.rights' }));
    // A role with the menu but no buttons: reads, but may not edit, copy, release or delete.
    await t.roleFor('wh01', { module: [(await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'onlineDev.dataScreen').executeTakeFirstOrThrow()).id] });
    expect((await t.as('wh01', 'GET', ScreenApi.one(id))).body.code).toBe(200);
    for (const [method, url] of [['PUT', ScreenApi.one(id)], ['DELETE', ScreenApi.one(id)], ['POST', ScreenApi.copy(id)], ['POST', ScreenApi.release(id)]] as const) {
      expect((await t.as('wh01', method, url, method === 'PUT' ? design({ fullName: '权限大屏', enCode: 'test.rights' }) : {})).body.code, `${method} ${url}`).toBe(403);
    }
    const noLogin = await t.app.inject({ method: 'GET', url: ScreenApi.view('demo.assets') });
    expect(noLogin.json()).toMatchObject({ code: 600 });
    await t.as('admin', 'DELETE', ScreenApi.one(id));
  });
});

describe(`数据大屏: release, view and data (${testDialect})`, () => {
  it('creates one type 6 menu /datascreen/<code>; a release again updates it; deleting removes it and its grants', async () => {
    const id = await create(design({ fullName: '发布大屏', enCode: 'test.release' }));
    const first = await t.as<{ menuId: string }>('admin', 'POST', ScreenApi.release(id), {});
    expect(first.body).toMatchObject({ code: 200, msg: '发布成功' });
    const menu = await t.db.selectFrom('baseModule').selectAll().where('id', '=', first.body.data.menuId).executeTakeFirstOrThrow();
    const dir = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'onlineDev').executeTakeFirstOrThrow();
    expect(menu).toMatchObject({ type: 6, enCode: 'screen.test.release', urlAddress: '/datascreen/test.release', parentId: dir.id, fullName: '发布大屏' });
    expect(JSON.parse(menu.propertyJson!)).toEqual({ moduleId: id });
    expect(await t.db.selectFrom('baseAuthorize').select('id').where('itemId', '=', menu.id).execute()).toHaveLength(1);
    await t.as('admin', 'PUT', ScreenApi.one(id), design({ fullName: '发布大屏二', enCode: 'test.release' }));
    const again = await t.as<{ menuId: string }>('admin', 'POST', ScreenApi.release(id), {});
    expect(again.body.data.menuId).toBe(first.body.data.menuId);
    expect(await t.db.selectFrom('baseModule').select(['id', 'fullName', 'type']).where('propertyJson', 'like', `%${id}%`).execute()).toEqual([{ id: menu.id, fullName: '发布大屏二', type: 6 }]);
    expect(JSON.stringify((await me('admin')).menuList)).toContain('/datascreen/test.release');
    await t.as('admin', 'DELETE', ScreenApi.one(id));
    expect(await t.db.selectFrom('baseModule').select('id').where('id', '=', menu.id).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('baseAuthorize').select('id').where('itemId', '=', menu.id).execute()).toHaveLength(0);
  });

  it('seeds 资产运营大屏, released to 超级管理员 and 资产管理员; its view needs the menu or 大屏设计', async () => {
    const menus = await t.db.selectFrom('baseModule').select(['enCode', 'type', 'urlAddress']).where('enCode', 'like', 'screen.%').execute();
    expect(menus).toEqual([{ enCode: 'screen.demo.assets', type: 6, urlAddress: '/datascreen/demo.assets' }]);
    expect(JSON.stringify((await me('assetadmin')).menuList)).toContain('/datascreen/demo.assets');
    expect(JSON.stringify((await me('office')).menuList)).not.toContain('/datascreen/demo.assets');
    const view = await t.as<ScreenView>('assetadmin', 'GET', ScreenApi.view('demo.assets'));
    expect(view.body.data).toMatchObject({ fullName: '资产运营大屏', enCode: 'demo.assets', screen: { width: 1920, height: 1080 } });
    const types = new Set(view.body.data.screen.widgets.map((w) => w.type));
    for (const type of ['text', 'clock', 'card', 'chart', 'table'] as const) expect(types.has(type), type).toBe(true);
    expect(view.body.data.screen.widgets.filter((w) => w.refreshSeconds === 30).length).toBeGreaterThanOrEqual(2);
    expect((await t.as('office', 'GET', ScreenApi.view('demo.assets'))).body.code).toBe(403);
    expect((await t.as('office', 'POST', ScreenApi.data(view.body.data.id), { widgets: ['count'] })).body.code).toBe(403);
    expect((await t.as('office', 'GET', ScreenApi.view('nothing.here'))).body.code).toBe(403);
    expect((await t.as('admin', 'GET', ScreenApi.view('nothing.here'))).body).toMatchObject({ code: 404, msg: '大屏不存在' });
    // The menu opens /datascreen/<code>?token=…; the page sends that token as its bearer — the API never reads it from a query.
    const token = await t.token('assetadmin');
    const byQuery = await t.app.inject({ method: 'GET', url: `${ScreenApi.view('demo.assets')}?token=${encodeURIComponent(token)}` });
    expect(byQuery.json()).toMatchObject({ code: 600 });
    const res = await data('assetadmin', view.body.data.id, view.body.data.screen.widgets.map((w) => w.id));
    expect(res.body.code, res.body.msg).toBe(200);
    const d = res.body.data.data;
    expect(d.count).toMatchObject({ ok: true });
    if (!d.count?.ok) throw new Error('rows expected');
    expect(d.count.rows.reduce((s, r) => s + Number(r.itemCount), 0)).toBeGreaterThan(0);
    expect(d.detail).toMatchObject({ ok: true });
    expect(d.title).toEqual({ ok: false, msg: '该组件没有数据来源' });
    expect(typeof res.body.data.fetchedAt).toBe('number');
  });

  it('binds a widget value as a value: an injection string comes back as the value', async () => {
    const users = (await t.db.selectFrom('baseUser').select('id').execute()).length;
    const evil = "'; drop table base_user; --";
    const id = await create(design({ fullName: '回显大屏', enCode: 'test.echo' }, [
      { id: 'echo', type: 'table', title: '回显', x: 0, y: 0, w: 400, h: 300, options: { interfaceId: echoIface, values: { word: evil }, columns: [{ field: 'word', title: '词' }] } },
    ]));
    const res = await data('admin', id, ['echo']);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.data.echo).toEqual({ ok: true, rows: [{ word: evil }], truncated: false });
    expect((await t.db.selectFrom('baseUser').select('id').execute()).length).toBe(users);
    await t.as('admin', 'DELETE', ScreenApi.one(id));
  });

  it('answers each widget on its own: one failing widget does not fail the others', async () => {
    const id = await create(design({ fullName: '混合大屏', enCode: 'test.mixed' }, [
      card(),
      // A value the interface's parameter refuses, an interface that is gone, and a widget the screen does not have.
      { id: 'bad', type: 'table', title: '坏值', x: 400, y: 0, w: 400, h: 300, options: { interfaceId: priceIface, values: { minPrice: '1 or 1=1' }, columns: [{ field: 'n' }] } },
      { id: 'gone', type: 'card', title: '已删', x: 800, y: 0, w: 400, h: 300, options: { interfaceId: 'missing-interface', chart: { id: 'c', type: 'card', valueFields: ['n'] } } },
    ]));
    const res = await data('admin', id, ['count', 'bad', 'gone', 'unknown']);
    expect(res.body.code, res.body.msg).toBe(200);
    const d = res.body.data.data;
    expect(d.count).toMatchObject({ ok: true });
    expect(d.gone).toEqual({ ok: false, msg: '组件的数据接口不存在或已停用' });
    expect(d.unknown).toEqual({ ok: false, msg: '组件不存在' });
    expect(d.bad).toEqual({ ok: false, msg: '参数minPrice应为数字' });
    expect((await t.as('admin', 'POST', ScreenApi.data(id), { widgets: [] })).body).toMatchObject({ code: 400, msg: '请指定组件' });
    await t.as('admin', 'DELETE', ScreenApi.one(id));
  });
});
