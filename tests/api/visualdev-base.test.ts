import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import type { CurrentUser } from '../../src/features/auth/contract';
import { SchemaMsg, VisualDevMsg, type BaseInfo } from '../../src/features/visualdev/contract';
import { testDialect } from '../helpers/test-app';
import { expenseDesign, startVisualdevApp, type VisualdevApp } from './visualdev-fixtures';

type Menu = { enCode: string; type: number; urlAddress: string | null; children?: Menu[] };
let t: VisualdevApp;
const admin = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, query?: Record<string, string>) => t.as<T>('admin', method, url, body, query);
const flat = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flat(m.children ?? [])]);

beforeAll(async () => {
  t = await startVisualdevApp();
});
afterAll(() => t.close());

describe(`在线开发 models and release (${testDialect})`, () => {
  it('seeds two released demo models with their tables, records and menus under 在线开发', async () => {
    const page = (await admin<{ list: (BaseInfo & { state: number })[]; pagination: { total: number } }>('GET', '/api/visualdev/Base', undefined, { category: 'demo' })).body.data;
    expect(page.list.map((m) => [m.fullName, m.state])).toEqual([['车辆登记', 1], ['会议室预约', 1]]);
    expect(await t.columns('vd_vehicleregister')).toEqual(expect.arrayContaining(['id', 'f_version', 'f_creator_user_id', 'f_organize_id', 'plateno', 'brand', 'purchasedate', 'price']));
    expect(await t.columns('vd_vehicleregister_trips')).toEqual(['f_foreign_id', 'f_sort', 'fuel', 'id', 'km', 'tripdate']);
    const me = (await admin<CurrentUser>('GET', '/api/oauth/CurrentUser')).body.data;
    const dir = (me.menuList as Menu[]).find((m) => m.enCode === 'onlineDev')!;
    expect(dir.children!.map((m) => m.enCode)).toEqual(expect.arrayContaining(['onlineDev.webDesign', 'onlineDev.appDesign', 'model.vehicleRegister', 'model.meetingBooking']));
    const vehicleId = page.list[0]!.id;
    const list = (await admin<{ list: { plateNo: string; trips?: unknown }[]; pagination: { total: number } }>('POST', `/api/visualdev/OnlineDev/${vehicleId}/List`, {})).body.data;
    expect(list.pagination.total).toBe(10);
    expect(list.list[0]!.plateNo).toMatch(/^[京沪粤苏浙川鄂湘陕]/);
  });

  it('refuses a design with problems (listed in data), duplicate codes and names', async () => {
    const bad = expenseDesign('badOne');
    bad.formData.fields.push({ id: 'dup', vModel: 'title', jnpfKey: 'comInput', label: '重复', showLabel: true, required: false, span: 24, visibility: ['pc'], disabled: false, regList: [], props: {} });
    const res = await admin<{ nodeId: string; message: string }[]>('POST', '/api/visualdev/Base', bad);
    expect(res.body.code).toBe(Code.BAD_REQUEST);
    expect(res.body.msg).toBe(VisualDevMsg.schemaInvalid);
    expect(res.body.data).toContainEqual({ nodeId: 'dup', message: SchemaMsg.duplicate('title') });
    expect((await admin('POST', '/api/visualdev/Base', expenseDesign('vehicleRegister'))).body.msg).toBe(VisualDevMsg.enCodeExists);
    expect((await admin('POST', '/api/visualdev/Base', { ...expenseDesign('otherCode'), fullName: '车辆登记' })).body.msg).toBe(VisualDevMsg.fullNameExists);
  });

  it('release creates the tables on this database and a type 3 menu with buttons, columns and forms the admin sees', async () => {
    const id = (await admin<{ id: string }>('POST', '/api/visualdev/Base', expenseDesign('relTest'))).body.data.id;
    const rel = await admin<{ menuId: string; tables: { table: string }[] }>('POST', `/api/visualdev/Base/${id}/Actions/Release`, {});
    expect(rel.body.msg).toBe(VisualDevMsg.released);
    expect(rel.body.data.tables.map((x) => x.table)).toEqual(['vd_reltest', 'vd_reltest_lines']);
    expect(await t.columns('vd_reltest')).toEqual(['amount', 'f_creator_time', 'f_creator_user_id', 'f_last_modify_time', 'f_last_modify_user_id', 'f_organize_id', 'f_version', 'id', 'kind', 'qty', 'spenton', 'title', 'total']);
    expect(await t.columns('vd_reltest_lines')).toEqual(['cost', 'f_foreign_id', 'f_sort', 'id', 'item']);
    const menu = await t.menu(rel.body.data.menuId);
    expect(menu.module).toMatchObject({ type: 3, enCode: 'model.relTest', urlAddress: 'model/relTest', propertyJson: JSON.stringify({ moduleId: id }) });
    expect(menu.buttons.map((b) => b.enCode)).toEqual(['btn_add', 'btn_download', 'btn_upload', 'btn_batchRemove', 'btn_edit', 'btn_remove', 'btn_detail']);
    expect(menu.columns.map((c) => c.enCode)).toEqual(['title', 'kind', 'amount', 'qty', 'spentOn']);
    expect(menu.forms.map((c) => c.enCode)).toEqual(['title', 'kind', 'amount', 'qty', 'spentOn', 'total', 'lines']);
    const me = (await admin<CurrentUser>('GET', '/api/oauth/CurrentUser')).body.data;
    expect(flat(me.menuList as Menu[]).find((m) => m.enCode === 'model.relTest')).toMatchObject({ type: 3, urlAddress: 'model/relTest' });
    const info = (await admin<BaseInfo>('GET', `/api/visualdev/Base/${id}`)).body.data;
    expect(info).toMatchObject({ state: 1, menuId: rel.body.data.menuId });
  });

  it('re-release adds columns and menu items, never drops, and refuses an incompatible type change', async () => {
    const design = expenseDesign('reRel');
    const id = (await admin<{ id: string }>('POST', '/api/visualdev/Base', design)).body.data.id;
    const menuId = (await admin<{ menuId: string }>('POST', `/api/visualdev/Base/${id}/Actions/Release`, {})).body.data.menuId;
    design.formData.fields = design.formData.fields.filter((x) => x.jnpfKey !== 'calculate' && (x as { vModel?: string }).vModel !== 'qty');
    design.formData.fields.push({ id: 'n_note', vModel: 'note', jnpfKey: 'textarea', label: '备注', showLabel: true, required: false, span: 24, visibility: ['pc', 'app'], disabled: false, regList: [], props: {} });
    design.columnData.columnList = design.columnData.columnList.filter((c) => c.prop !== 'qty');
    expect((await admin('PUT', `/api/visualdev/Base/${id}`, design)).body.code).toBe(200);
    expect((await admin('POST', `/api/visualdev/Base/${id}/Actions/Release`, {})).body.code).toBe(200);
    expect(await t.columns('vd_rerel')).toEqual(expect.arrayContaining(['note', 'qty', 'total']));
    expect((await t.menu(menuId)).forms.map((x) => x.enCode)).toEqual(['title', 'kind', 'amount', 'spentOn', 'lines', 'note']);
    design.formData.fields.push({ id: 'n_qty', vModel: 'qty', jnpfKey: 'comInput', label: '数量', showLabel: true, required: false, span: 24, visibility: ['pc'], disabled: false, regList: [], props: {} });
    await admin('PUT', `/api/visualdev/Base/${id}`, design);
    const refused = await admin('POST', `/api/visualdev/Base/${id}/Actions/Release`, {});
    expect(refused.body.code).toBe(Code.BAD_REQUEST);
    expect(refused.body.msg).toMatch(/^数据表vd_rerel的字段qty类型为.+，不能改为varchar\(255\)/);
    // A new code after release keeps the released table (and its records).
    design.formData.fields = design.formData.fields.filter((x) => x.id !== 'n_qty');
    expect((await admin('PUT', `/api/visualdev/Base/${id}`, { ...design, enCode: 'reRelRenamed' })).body.code).toBe(200);
    const again = await admin<{ tables: { table: string }[] }>('POST', `/api/visualdev/Base/${id}/Actions/Release`, {});
    expect(again.body.data.tables.map((x) => x.table)).toEqual(['vd_rerel', 'vd_rerel_lines']);
    expect((await t.menu(menuId)).module).toMatchObject({ enCode: 'model.reRelRenamed', urlAddress: 'model/reRelRenamed' });
  });

  it('copies as 副本 with a fresh code, unreleased; lists selectors, form fields and field data', async () => {
    const page = (await admin<{ list: BaseInfo[] }>('GET', '/api/visualdev/Base', undefined, { keyword: '会议室' })).body.data;
    const meeting = page.list[0]!;
    const copyId = (await admin<{ id: string }>('POST', `/api/visualdev/Base/${meeting.id}/Actions/Copy`)).body.data.id;
    const copy = (await admin<BaseInfo>('GET', `/api/visualdev/Base/${copyId}`)).body.data;
    expect(copy).toMatchObject({ fullName: '会议室预约副本', enCode: 'meetingBooking_copy', state: 0, menuId: null });
    const selector = (await admin<{ list: { id: string; fullName: string }[] }>('GET', '/api/visualdev/Base/Selector')).body.data.list;
    expect(selector.map((s) => s.fullName)).toEqual(expect.arrayContaining(['车辆登记', '会议室预约']));
    expect(selector.map((s) => s.id)).not.toContain(copyId);
    const vehicle = selector.find((s) => s.fullName === '车辆登记')!;
    const fields = (await admin<{ list: { vModel: string; label: string; jnpfKey: string }[] }>('GET', `/api/visualdev/Base/${vehicle.id}/FormDataFields`)).body.data.list;
    expect(fields[0]).toEqual({ vModel: 'plateNo', label: '车牌号', jnpfKey: 'comInput' });
    const picked = (await admin<{ list: Record<string, string>[]; pagination: { total: number } }>('GET', `/api/visualdev/Base/${vehicle.id}/FieldDataSelect`, undefined, { relationField: 'plateNo', keyword: '京', pageSize: '5' })).body.data;
    expect(picked.pagination.total).toBe(2);
    expect(Object.keys(picked.list[0]!).sort()).toEqual(['id', 'plateNo']);
    expect((await admin('GET', `/api/visualdev/Base/${copyId}/FormDataFields`)).body.msg).toBe(VisualDevMsg.notReleased);
  });

  it('the Web设计 menu carries every button its page guards (export and import included)', async () => {
    const buttons = await t.db.selectFrom('baseModuleButton as b').innerJoin('baseModule as m', 'm.id', 'b.moduleId').select('b.enCode').where('m.enCode', '=', 'onlineDev.webDesign').execute();
    expect(buttons.map((b) => b.enCode).sort()).toEqual(['btn_add', 'btn_copy', 'btn_download', 'btn_edit', 'btn_release', 'btn_remove', 'btn_upload']);
  });

  it('a user without the Web设计 menu is refused (403)', async () => {
    expect((await t.as('nomenu', 'GET', '/api/visualdev/Base')).body.code).toBe(Code.FORBIDDEN);
    expect((await t.as('nomenu', 'POST', '/api/visualdev/Base', {})).body.code).toBe(Code.FORBIDDEN);
  });

  it('relationForm\'s FieldDataSelect answers only what the model\'s own list would: its menu and its data scope', async () => {
    const vehicle = (await t.db.selectFrom('visualdevBase').select(['id', 'menuId']).where('enCode', '=', 'vehicleRegister').executeTakeFirstOrThrow());
    const pick = async (account: string) => t.as<{ list: Record<string, string>[]; pagination: { total: number } }>(account, 'GET', `/api/visualdev/Base/${vehicle.id}/FieldDataSelect`, undefined, { relationField: 'plateNo', pageSize: '50' });
    expect((await pick('admin')).body.data.pagination.total).toBe(10);
    expect((await pick('nomenu')).body.code).toBe(Code.FORBIDDEN);
    expect((await t.as('nomenu', 'GET', `/api/visualdev/Base/${vehicle.id}/FormDataFields`)).body.code).toBe(Code.FORBIDDEN);
    // With the menu and a 'self' scheme (and the model using data permission), only their own records, here none.
    await t.db.updateTable('visualdevBase').set((eb) => ({ releasedColumns: eb.fn('replace', ['releasedColumns', eb.val('"useDataPermission":false'), eb.val('"useDataPermission":true')]) })).where('id', '=', vehicle.id).execute();
    await t.roleFor('nomenu', { module: [vehicle.menuId!], resource: [await t.scheme(vehicle.menuId!, 'self')] });
    const own = await pick('nomenu');
    expect(own.body.code).toBe(Code.OK);
    expect(own.body.data.pagination.total).toBe(0);
  });
});
