import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { MENU_MSG, type MenuExport, type MenuExportNode } from '../../src/features/system/contract';
import { grantModuleToRole } from '../../src/server/db/module-seeds';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { created, flattenMenus, menuApi, type MenuApi } from './menu-fixtures';

/** What an export says once ids, codes and the time are set aside: the same menus make the same shape. */
const shape = (nodes: MenuExportNode[]): unknown[] => nodes.map(({ id: _id, enCode: _code, children, ...rest }) => ({ ...rest, children: shape(children) }));

describe(`菜单管理: data schemes, export and import of a subtree (${testDialect})`, () => {
  let t: TestApp;
  let api: MenuApi;
  let sysadmin: string;
  let editor: string;
  let wh01: string;
  let dir: string;
  let page: string;

  beforeAll(async () => {
    t = await startTestApp();
    api = menuApi(t);
    sysadmin = await t.login('sysadmin');
    wh01 = await t.login('wh01');
    // The demo's 日志查看员 becomes a menu editor: 菜单管理 with 编辑/导出/导入, without 新建 and 删除.
    await grantModuleToRole(t.db, 'logViewer', 'system.menu', ['btn_edit', 'btn_export', 'btn_import']);
    editor = await t.login('logviewer');

    dir = await created(api.create(sysadmin, { parentId: '-1', type: 1, enCode: 'exp', fullName: '导出目录', fullNameEn: 'Export', icon: 'archive', sortCode: 60 }));
    page = await created(api.create(sysadmin, { parentId: dir, type: 2, enCode: 'exp.a', fullName: '甲页', urlAddress: 'exp/a', keepAlive: 0, sortCode: 1 }));
    const sub = await created(api.create(sysadmin, { parentId: dir, type: 1, enCode: 'exp.sub', fullName: '子目录', sortCode: 2 }));
    await created(api.create(sysadmin, { parentId: sub, type: 5, enCode: 'exp.sub.b', fullName: '乙报表', urlAddress: 'exp/b', propertyJson: { moduleId: 'r1', isTree: 0 }, hidden: 1 }));
    await created(api.addItem(editor, 'button', { moduleId: page, enCode: 'btn_add', fullName: '新建' }));
    await created(api.addItem(editor, 'button', { moduleId: page, enCode: 'btn_audit', fullName: '审核', sortCode: 1, enabledMark: 0 }));
    await created(api.addItem(editor, 'column', { moduleId: page, enCode: 'title', fullName: '标题' }));
    await created(api.addItem(editor, 'form', { moduleId: page, enCode: 'amount', fullName: '金额' }));
  });
  afterAll(() => t.close());

  it('lets a holder of 菜单管理·编辑 keep data schemes of a menu, and nobody else', async () => {
    const scheme = { moduleId: page, fullName: '本部门', enCode: 'dept', scopeType: 'custom', rules: [{ field: 'organizeId', op: '==', value: '@currentDept' }] };
    const id = (await call<{ id: string }>(t, 'POST', '/api/system/ModuleDataAuthorizeScheme', { token: editor, body: scheme })).body.data.id;
    expect((await call<unknown[]>(t, 'GET', `/api/system/ModuleDataAuthorizeScheme/${page}/List`, { token: editor })).body.data).toEqual([expect.objectContaining({ id, enCode: 'dept', scopeType: 'custom' })]);
    expect((await call(t, 'PUT', `/api/system/ModuleDataAuthorizeScheme/${id}`, { token: editor, body: { ...scheme, fullName: '本部门数据' } })).body.code).toBe(Code.OK);
    expect((await call(t, 'POST', '/api/system/ModuleDataAuthorizeScheme', { token: wh01, body: scheme })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'GET', `/api/system/ModuleDataAuthorizeScheme/${page}/List`, { token: wh01 })).body.code).toBe(Code.FORBIDDEN);
    expect((await api.node(editor, 'exp.a')).counts).toEqual({ button: 2, column: 1, form: 1, scheme: 1 });
    // 编辑 is not 新建 or 删除.
    expect((await api.create(editor, { parentId: dir, type: 1, enCode: 'exp.no', fullName: '不行' })).body.code).toBe(Code.FORBIDDEN);
    expect((await api.remove(editor, page)).body.code).toBe(Code.FORBIDDEN);
  });

  it('exports a subtree with its items and schemes, and imports it back with new ids; codes in use are reported or renamed', async () => {
    const res = await api.exportTree(editor, dir);
    expect(res.body.code).toBe(Code.OK);
    const doc = res.body.data;
    expect(doc).toMatchObject({ format: 'qingban-menu', version: 1 });
    const [root] = doc.menus;
    expect(root).toMatchObject({ id: dir, enCode: 'exp', fullNameEn: 'Export', icon: 'archive', type: 1 });
    expect(root!.children.map((c) => c.enCode)).toEqual(['exp.a', 'exp.sub']);
    expect(root!.children[0]).toMatchObject({
      keepAlive: 0,
      buttons: [{ enCode: 'btn_add', fullName: '新建', sortCode: 0, enabledMark: 1 }, { enCode: 'btn_audit', fullName: '审核', sortCode: 1, enabledMark: 0 }],
      columns: [{ enCode: 'title' }], forms: [{ enCode: 'amount' }],
      schemes: [{ enCode: 'dept', fullName: '本部门数据', scopeType: 'custom', rules: [{ field: 'organizeId', op: '==', value: '@currentDept' }] }],
    });
    expect(root!.children[1]!.children[0]).toMatchObject({ enCode: 'exp.sub.b', type: 5, hidden: 1, propertyJson: { moduleId: 'r1', isTree: 0 } });

    const count = async () => flattenMenus((await api.tree(sysadmin)).body.data.list).length;
    const before = await count();
    const refused = await api.importTree(editor, { parentId: '-1', data: doc });
    expect(refused.body).toMatchObject({ code: Code.CONFLICT, msg: `${MENU_MSG.importClash}：exp、exp.a、exp.sub、exp.sub.b`, data: { clashes: ['exp', 'exp.a', 'exp.sub', 'exp.sub.b'] } });
    expect(await count()).toBe(before);

    const renamed = await api.importTree(editor, { parentId: '-1', onClash: 'rename', data: doc });
    expect(renamed.body.code).toBe(Code.OK);
    const { ids, created: n } = renamed.body.data;
    expect(n).toBe(4);
    expect(Object.keys(ids).sort()).toEqual(flattenMenus(doc.menus).map((m) => m.id).sort());
    expect(new Set([...Object.values(ids), ...Object.keys(ids)]).size).toBe(8);
    expect(renamed.body.data.renamed.map((r) => r.to)).toEqual(['exp.copy', 'exp.a.copy', 'exp.sub.copy', 'exp.sub.b.copy']);
    const again = (await api.exportTree(editor, ids[dir]!)).body.data;
    expect(shape(again.menus)).toEqual(shape(doc.menus));
    expect(again.menus[0]!.children[0]!.id).toBe(ids[page]);

    // A second rename finds the next free code; an import under a page is refused.
    expect((await api.importTree(editor, { parentId: '-1', onClash: 'rename', data: doc })).body.data.renamed[0]).toEqual({ id: dir, from: 'exp', to: 'exp.copy2' });
    expect((await api.importTree(editor, { parentId: page, onClash: 'rename', data: doc })).body.msg).toBe(MENU_MSG.parentNotDirectory);
  });

  it('refuses a file that is not a menu export, or that hangs menus under a page', async () => {
    const doc = (await api.exportTree(editor, dir)).body.data;
    const bad: [unknown, string][] = [
      [{ ...doc, format: 'other' }, MENU_MSG.importInvalid],
      [{ ...doc, menus: [] }, MENU_MSG.importInvalid],
      [{ ...doc, menus: [{ ...doc.menus[0], icon: 'nope' }] }, MENU_MSG.iconUnknown],
    ];
    for (const [data, msg] of bad) expect((await api.importTree(editor, { parentId: '-1', onClash: 'rename', data })).body).toMatchObject({ code: Code.BAD_REQUEST, msg });
    const pageWithChild: MenuExport = { ...doc, menus: [{ ...doc.menus[0]!.children[0]!, children: [doc.menus[0]!.children[0]!] }] };
    expect((await api.importTree(editor, { parentId: '-1', onClash: 'rename', data: pageWithChild })).body.msg).toBe(MENU_MSG.parentNotDirectory);
    expect((await api.importTree(wh01, { parentId: '-1', data: doc })).body.code).toBe(Code.FORBIDDEN);
    expect((await api.exportTree(wh01, dir)).body.code).toBe(Code.FORBIDDEN);
  });
});
