import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { MENU_MSG } from '../../src/features/system/contract';
import { prepareDatabase } from '../../src/server/db/prepare';
import { startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { created, flattenMenus, menuApi, type MenuApi } from './menu-fixtures';

describe(`菜单管理: the menu tree, its items and who sees what (${testDialect})`, () => {
  let t: TestApp;
  let api: MenuApi;
  let admin: string;
  let sysadmin: string;
  let wh01: string;

  beforeAll(async () => {
    t = await startTestApp();
    api = menuApi(t);
    admin = await t.login('admin');
    sysadmin = await t.login('sysadmin');
    wh01 = await t.login('wh01');
  });
  afterAll(() => t.close());

  it('lists every menu as a tree, built-in ones marked, and refuses whoever does not hold 菜单管理', async () => {
    const res = await api.tree(sysadmin);
    expect(res.body.code).toBe(Code.OK);
    const all = flattenMenus(res.body.data.list);
    const system = res.body.data.list.find((n) => n.enCode === 'system')!;
    expect(system).toMatchObject({ type: 1, builtIn: true, customised: false, hasChildren: true });
    expect(system.children.map((c) => c.enCode)).toEqual(expect.arrayContaining(['system.log', 'system.area', 'system.config']));
    expect(system.children.find((c) => c.enCode === 'system.config')!.children.map((c) => c.enCode)).toEqual(expect.arrayContaining(['system.menu', 'system.icon', 'system.language', 'system.billRule', 'system.timeTask']));
    expect(all.find((n) => n.enCode === 'system.menu')).toMatchObject({ urlAddress: 'system/menu', counts: { button: 5, column: 6, form: 0, scheme: 0 } });
    expect(flattenMenus((await api.tree(sysadmin, '行政')).body.data.list).map((n) => n.enCode)).toEqual(['system', 'system.area']);

    for (const res of [await api.tree(wh01), await api.create(wh01, { parentId: '-1', type: 1, enCode: 'x', fullName: 'x' }), await api.toggle(wh01, system.id, 'State')]) {
      expect(res.body).toMatchObject({ code: Code.FORBIDDEN, msg: Msg.permissionDenied });
    }
    expect((await api.info(sysadmin, system.id)).body.data).toMatchObject({ enCode: 'system', hasChildren: true });
  });

  it('adds a directory and a page with every §3 field, checking each rule and changing nothing on refusal', async () => {
    const dir = await created(api.create(sysadmin, { parentId: '-1', type: 1, enCode: 'report', fullName: '报表中心', fullNameEn: 'Reports', icon: 'chart-bar', sortCode: 50 }));
    const body = {
      parentId: dir, type: 3, enCode: 'report.sales', fullName: '销售报表', fullNameZhtw: '銷售報表', fullNameEn: 'Sales', icon: 'tabler-report',
      urlAddress: 'report/sales', linkTarget: '_self', keepAlive: 0, propertyJson: { moduleId: 'model-1', isTree: 1 }, sortCode: 2, enabledMark: 1, hidden: 0, description: '按月统计',
    };
    const page = await created(api.create(sysadmin, body));
    expect((await api.info(sysadmin, page)).body.data).toMatchObject({
      ...body, icon: 'report', propertyJson: '{"moduleId":"model-1","isTree":1}', builtIn: false, customised: false, counts: { button: 0, column: 0, form: 0, scheme: 0 },
    });

    const before = (await api.tree(sysadmin)).body.data;
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...body, enCode: 'report.sales' }, MENU_MSG.codeExists],
      [{ ...body, enCode: 'report.x', parentId: page }, MENU_MSG.parentNotDirectory],
      [{ ...body, enCode: 'report.x', parentId: 'nowhere' }, MENU_MSG.parentMissing],
      [{ ...body, enCode: 'report.x', urlAddress: '' }, MENU_MSG.urlRequired],
      [{ ...body, enCode: 'report.x', type: 7, urlAddress: null }, MENU_MSG.linkRequired],
      [{ ...body, enCode: 'report.x', icon: 'no-such-icon' }, MENU_MSG.iconUnknown],
      [{ ...body, enCode: 'report.x', type: 9 }, MENU_MSG.typeInvalid],
      [{ ...body, enCode: '.bad' }, MENU_MSG.enCodeFormat],
      [{ ...body, enCode: 'report.x', fullName: ' ' }, MENU_MSG.fullNameRequired],
    ];
    for (const [bad, msg] of refusals) expect((await api.create(sysadmin, bad)).body, msg).toMatchObject({ code: Code.BAD_REQUEST, msg });
    expect((await api.update(sysadmin, dir, { parentId: page, type: 1, enCode: 'report', fullName: '报表中心' })).body.msg).toBe(MENU_MSG.parentNotDirectory);
    expect((await api.update(sysadmin, dir, { parentId: dir, type: 1, enCode: 'report', fullName: '报表中心' })).body.msg).toBe(MENU_MSG.parentSelf);
    expect((await api.update(sysadmin, dir, { parentId: '-1', type: 2, enCode: 'report', fullName: '报表中心', urlAddress: 'r' })).body.msg).toBe(MENU_MSG.directoryHasChildren);
    expect((await api.remove(sysadmin, dir)).body.msg).toBe(MENU_MSG.hasChildren);
    expect((await api.tree(sysadmin)).body.data).toEqual(before);

    expect((await api.remove(sysadmin, page)).body).toMatchObject({ code: Code.OK, msg: Msg.deleted });
    expect((await api.remove(sysadmin, dir)).body.code).toBe(Code.OK);
    expect((await api.info(sysadmin, dir)).body.code).toBe(Code.NOT_FOUND);
  });

  it('shows a new page in CurrentUser at the next call; hiding keeps it routable, disabling it or its directory takes it away', async () => {
    const dir = await created(api.create(sysadmin, { parentId: '-1', type: 1, enCode: 'ops', fullName: '运维', icon: 'server' }));
    const page = await created(api.create(sysadmin, { parentId: dir, type: 2, enCode: 'ops.board', fullName: '值班看板', urlAddress: 'ops/board' }));
    expect(await api.menuOf(admin, 'ops.board')).toMatchObject({ id: page, parentId: dir, urlAddress: 'ops/board', hidden: false });
    // 超级管理员 holds new menus, as it holds seeded ones.
    expect(await api.menuOf(sysadmin, 'ops.board')).toBeDefined();
    expect(await api.menuOf(wh01, 'ops.board')).toBeUndefined();

    await api.toggle(sysadmin, page, 'Hidden');
    expect(await api.menuOf(admin, 'ops.board')).toMatchObject({ hidden: true });
    expect((await api.current(admin)).permissionList.some((p) => p.modelId === page)).toBe(true);
    await api.toggle(sysadmin, page, 'Hidden');

    expect((await api.toggle(sysadmin, page, 'State')).body).toMatchObject({ code: Code.OK, msg: Msg.updated });
    expect(await api.menuOf(admin, 'ops.board')).toBeUndefined();
    expect((await api.current(admin)).permissionList.some((p) => p.modelId === page)).toBe(false);
    expect((await api.node(sysadmin, 'ops.board')).enabledMark).toBe(0);
    await api.toggle(sysadmin, page, 'State');
    expect(await api.menuOf(admin, 'ops.board')).toBeDefined();

    // A disabled directory takes its pages out of use too: out of the menus and past the route guard.
    const log = await api.node(sysadmin, 'system.log');
    const logs = await created(api.create(sysadmin, { parentId: '-1', type: 1, enCode: 'logs', fullName: '日志目录' }));
    await api.sort(sysadmin, [{ id: log.id, parentId: logs, sortCode: 0 }]);
    await api.toggle(sysadmin, logs, 'State');
    const logviewer = await t.login('logviewer');
    const logCode = async () => (await t.app.inject({ method: 'GET', url: '/api/system/Log', headers: { authorization: `Bearer ${logviewer}` } })).json<{ code: number }>().code;
    expect(await api.menuOf(logviewer, 'system.log')).toBeUndefined();
    expect(await logCode()).toBe(Code.FORBIDDEN);
    await api.toggle(sysadmin, logs, 'State');
    expect(await api.menuOf(logviewer, 'system.log')).toMatchObject({ parentId: logs });
    expect(await logCode()).toBe(Code.OK);
    await api.toggle(sysadmin, log.id, 'Reset');

    // 菜单管理 and the directories above it stay enabled: nobody could get back in otherwise.
    const system = await api.node(sysadmin, 'system');
    for (const id of [system.id, (await api.node(sysadmin, 'system.menu')).id]) {
      expect((await api.toggle(sysadmin, id, 'State')).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MENU_MSG.selfLock });
    }
    expect((await api.node(sysadmin, 'system')).enabledMark).toBe(1);
  });

  it('reorders and moves by drag and drop, refusing a page as parent and a cycle', async () => {
    const a = await created(api.create(sysadmin, { parentId: '-1', type: 1, enCode: 'dragA', fullName: '目录甲', sortCode: 1 }));
    const b = await created(api.create(sysadmin, { parentId: a, type: 1, enCode: 'dragB', fullName: '目录乙', sortCode: 1 }));
    const p1 = await created(api.create(sysadmin, { parentId: a, type: 2, enCode: 'dragA.p1', fullName: '页一', urlAddress: 'drag/p1', sortCode: 2 }));
    const p2 = await created(api.create(sysadmin, { parentId: a, type: 2, enCode: 'dragA.p2', fullName: '页二', urlAddress: 'drag/p2', sortCode: 3 }));
    const order = async () => (await api.node(sysadmin, 'dragA')).children.map((c) => c.enCode);
    expect(await order()).toEqual(['dragB', 'dragA.p1', 'dragA.p2']);

    expect((await api.sort(sysadmin, [{ id: p2, parentId: a, sortCode: 0 }, { id: b, parentId: a, sortCode: 1 }, { id: p1, parentId: a, sortCode: 2 }])).body.code).toBe(Code.OK);
    expect(await order()).toEqual(['dragA.p2', 'dragB', 'dragA.p1']);
    await api.sort(sysadmin, [{ id: p1, parentId: b, sortCode: 0 }]);
    expect((await api.node(sysadmin, 'dragB')).children.map((c) => c.enCode)).toEqual(['dragA.p1']);
    expect((await api.menuOf(admin, 'dragA.p1'))?.parentId).toBe(b);

    const before = (await api.tree(sysadmin)).body.data;
    expect((await api.sort(sysadmin, [{ id: a, parentId: b, sortCode: 0 }])).body.msg).toBe(MENU_MSG.parentSelf);
    expect((await api.sort(sysadmin, [{ id: p2, parentId: p1, sortCode: 0 }])).body.msg).toBe(MENU_MSG.parentNotDirectory);
    expect((await api.sort(sysadmin, [{ id: 'gone', parentId: a, sortCode: 0 }])).body.msg).toBe(MENU_MSG.sortInvalid);
    expect((await api.sort(wh01, [{ id: p2, parentId: a, sortCode: 9 }])).body.code).toBe(Code.FORBIDDEN);
    expect((await api.tree(sysadmin)).body.data).toEqual(before);
  });

  it('keeps buttons, columns and form fields per menu; a new button reaches the permission list', async () => {
    const page = await created(api.create(sysadmin, { parentId: '-1', type: 2, enCode: 'items.page', fullName: '权限项页', urlAddress: 'items/page' }));
    for (const kind of ['button', 'column', 'form'] as const) {
      const id = await created(api.addItem(sysadmin, kind, { moduleId: page, enCode: `${kind}_one`, fullName: `${kind}一`, sortCode: 1 }));
      await created(api.addItem(sysadmin, kind, { moduleId: page, enCode: `${kind}_two`, fullName: `${kind}二`, sortCode: 0 }));
      expect((await api.addItem(sysadmin, kind, { moduleId: page, enCode: `${kind}_one`, fullName: '重复' })).body.msg).toBe(MENU_MSG.itemCodeExists);
      expect((await api.addItem(sysadmin, kind, { moduleId: page, enCode: '1bad', fullName: '坏' })).body.msg).toBe(MENU_MSG.itemCodeFormat);
      expect((await api.addItem(sysadmin, kind, { moduleId: 'nowhere', enCode: 'ok', fullName: '无菜单' })).body.msg).toBe(MENU_MSG.menuMissing);
      expect((await api.editItem(sysadmin, kind, id, { moduleId: page, enCode: `${kind}_one`, fullName: `${kind}壹`, sortCode: 5, enabledMark: 0 })).body.code).toBe(Code.OK);
      const list = (await api.items(sysadmin, kind, page)).body.data.list;
      expect(list.map((i) => [i.enCode, i.fullName, i.enabledMark, i.builtIn])).toEqual([[`${kind}_two`, `${kind}二`, 1, false], [`${kind}_one`, `${kind}壹`, 0, false]]);
    }
    const entry = (await api.current(admin)).permissionList.find((p) => p.modelId === page)!;
    // Disabled items are not granted to anyone.
    expect(entry.button.map((b) => b.enCode)).toEqual(['button_two']);
    expect(entry.column.map((b) => b.enCode)).toEqual(['column_two']);

    const two = (await api.items(sysadmin, 'button', page)).body.data.list.find((i) => i.enCode === 'button_two')!;
    expect((await api.removeItem(sysadmin, 'button', two.id)).body.code).toBe(Code.OK);
    expect((await api.current(admin)).permissionList.find((p) => p.modelId === page)!.button).toEqual([]);
    expect((await api.removeItem(wh01, 'button', two.id)).body.code).toBe(Code.FORBIDDEN);
  });

  it('keeps the codes of built-in menus and items, and refuses to delete them', async () => {
    const log = await api.node(sysadmin, 'system.log');
    const remove = (await api.items(sysadmin, 'button', log.id)).body.data.list.find((b) => b.enCode === 'btn_remove')!;
    expect(remove.builtIn).toBe(true);
    expect((await api.remove(sysadmin, log.id)).body.msg).toBe(MENU_MSG.builtInDelete);
    expect((await api.removeItem(sysadmin, 'button', remove.id)).body.msg).toBe(MENU_MSG.builtInItemDelete);
    expect((await api.editItem(sysadmin, 'button', remove.id, { moduleId: log.id, enCode: 'btn_delete', fullName: '删除' })).body.msg).toBe(MENU_MSG.builtInItemCode);
    const same = { parentId: log.parentId, type: 2, enCode: 'system.log', fullName: '系统日志', urlAddress: 'system/log' };
    expect((await api.update(sysadmin, log.id, { ...same, enCode: 'system.logs' })).body.msg).toBe(MENU_MSG.builtInCode);
    expect((await api.update(sysadmin, log.id, { ...same, type: 3 })).body.msg).toBe(MENU_MSG.builtInType);
  });

  it('keeps an administrator\'s edits of a built-in menu through re-seeding, and 恢复默认 puts the seed back', async () => {
    const area = await api.node(sysadmin, 'system.area');
    const edited = { parentId: '-1', type: 2, enCode: 'system.area', fullName: '区划维护', fullNameZhtw: null, fullNameEn: null, icon: 'map-2', urlAddress: 'system/area', sortCode: 7, keepAlive: 0 };
    expect((await api.update(sysadmin, area.id, edited)).body.code).toBe(Code.OK);
    expect(await api.node(sysadmin, 'system.area')).toMatchObject({ ...edited, customised: true, builtIn: true });

    // Every start seeds the menus again: the edit stays, names emptied on purpose stay empty.
    await prepareDatabase(t.database, 'demo', '0.0.0-test');
    expect(await api.node(sysadmin, 'system.area')).toMatchObject({ ...edited, customised: true });
    expect(await api.menuOf(admin, 'system.area')).toMatchObject({ fullName: '区划维护', parentId: '-1', icon: 'map-2' });

    expect((await api.toggle(sysadmin, area.id, 'Reset')).body.code).toBe(Code.OK);
    const system = await api.node(sysadmin, 'system');
    expect(await api.node(sysadmin, 'system.area')).toMatchObject({
      parentId: system.id, fullName: '行政区划', fullNameZhtw: '行政區劃', fullNameEn: 'Administrative areas', icon: 'map-pin', sortCode: 2, keepAlive: 1, customised: false,
    });
    const own = await created(api.create(sysadmin, { parentId: '-1', type: 1, enCode: 'own.dir', fullName: '自建' }));
    expect((await api.toggle(sysadmin, own, 'Reset')).body.msg).toBe(MENU_MSG.notBuiltIn);
  });
});
