import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { RuleMsg } from '../../src/contract/validators';
import { DICT_MSG, type DictDataInfo, type DictDataNode, type DictionaryAll, type DictionaryExport, type DictTypeInfo, type DictTypeNode } from '../../src/features/dictionary/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Page = { list: DictDataNode[]; pagination: { currentPage: number; pageSize: number; total: number } };

describe(`数据字典: types, data, selects, export (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  const types = async (token = admin) => (await call<{ list: DictTypeNode[] }>(t, 'GET', '/api/system/DictionaryType', { token })).body.data.list;
  const data = (typeKey: string, query?: Record<string, string>, token = admin) => call<Page>(t, 'GET', `/api/system/DictionaryData/${typeKey}`, { token, query });
  const options = async (typeKey: string, token = admin) => (await call<{ list: DictDataNode[] }>(t, 'GET', `/api/system/DictionaryData/${typeKey}/Data/Selector`, { token })).body.data.list;
  const dataInfo = (id: string) => call<DictDataInfo>(t, 'GET', `/api/system/DictionaryData/${id}/Info`, { token: admin });
  const addData = (body: Record<string, unknown>, token = admin) => call<{ id: string }>(t, 'POST', '/api/system/DictionaryData', { token, body });
  const addType = (body: Record<string, unknown>, token = admin) => call<{ id: string }>(t, 'POST', '/api/system/DictionaryType', { token, body });
  const typeId = async (enCode: string) => (await t.db.selectFrom('baseDictionaryType').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;
  const count = async (table: 'baseDictionaryType' | 'baseDictionaryData') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    viewer = await t.login('logviewer');
  });
  afterAll(() => t.close());

  it('seeds itemType, itemStatus (codes 1..6 with colours), businessType and the 行业分类 tree', async () => {
    expect((await types()).map((n) => n.enCode)).toEqual(['itemType', 'itemStatus', 'businessType', 'industry']);
    expect((await options('itemType', viewer)).map((o) => o.fullName)).toEqual(['办公设备', '电子设备', '家具', '车辆', '其他']);
    const status = await options('itemStatus', viewer);
    expect(status.map((o) => [o.enCode, o.fullName])).toEqual([['1', '在库'], ['2', '在用'], ['3', '变更'], ['4', '损坏'], ['5', '丢失'], ['6', '报废']]);
    expect(JSON.parse(status[0]!.styleJson!)).toEqual({ color: '#1c7ed6' });
    const industry = await options('industry', viewer);
    expect(industry.map((o) => o.fullName)).toEqual(['制造业', '信息传输、软件和信息技术服务业', '批发和零售业']);
    expect(industry[1]).toMatchObject({ hasChildren: true, children: [expect.objectContaining({ enCode: 'I65' }), expect.objectContaining({ enCode: 'I64' })] });
  });

  it('answers every dictionary for the shell cache, nested for tree types', async () => {
    const res = await call<DictionaryAll>(t, 'GET', '/api/system/DictionaryData/All', { token: viewer });
    expect(res.body.code).toBe(Code.OK);
    const byCode = new Map(res.body.data.list.map((d) => [d.enCode, d]));
    expect(byCode.get('itemStatus')!.dictionaryList).toHaveLength(6);
    expect(byCode.get('industry')).toMatchObject({ isTree: 1, dictionaryList: expect.arrayContaining([expect.objectContaining({ enCode: 'C', children: expect.any(Array) })]) });
  });

  it('lists a flat type paged with a checked sort, a tree type nested', async () => {
    const page = await data('itemType', { currentPage: '2', pageSize: '2' });
    expect(page.body.data.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 5 });
    expect(page.body.data.list.map((r) => r.fullName)).toEqual(['家具', '车辆']);
    expect((await data(await typeId('itemStatus'), { sidx: 'enCode', sort: 'desc' })).body.data.list[0]!.fullName).toBe('报废');
    expect((await data('itemStatus', { sidx: 'styleJson' })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: Msg.sortFieldInvalid });
    expect((await data('itemStatus', { keyword: '在' })).body.data.list.map((r) => r.fullName)).toEqual(['在库', '在用']);
    const tree = (await data('industry', { keyword: '软件' })).body.data.list;
    expect(tree.map((r) => r.enCode)).toEqual(['I']);
    expect(tree[0]!.children!.map((r) => r.enCode)).toEqual(['I65']);
    expect((await data('nope')).body.code).toBe(Code.NOT_FOUND);
  });

  it('creates, edits, toggles and deletes data under the rules, changing nothing on refusal', async () => {
    const itemType = await typeId('itemType');
    const created = await addData({ dictionaryTypeId: itemType, enCode: 'tool', fullName: '工具', styleJson: '{"color":"#000"}' });
    expect(created.body).toMatchObject({ code: Code.OK, msg: Msg.created });
    const id = created.body.data.id;
    const before = await count('baseDictionaryData');
    const refusals: [Record<string, unknown>, string][] = [
      [{ dictionaryTypeId: itemType, enCode: 'tool', fullName: '工具2' }, DICT_MSG.codeExists],
      [{ dictionaryTypeId: itemType, enCode: 'tool2', fullName: '工具' }, DICT_MSG.nameExists],
      [{ dictionaryTypeId: itemType, enCode: '.tool', fullName: '工具2' }, RuleMsg.enCode],
      [{ dictionaryTypeId: itemType, enCode: 'tool2', fullName: '工具-2' }, RuleMsg.fullName],
      [{ dictionaryTypeId: itemType, enCode: 'tool2', fullName: '工具2', parentId: id }, DICT_MSG.notTree],
      [{ dictionaryTypeId: 'missing', enCode: 'tool2', fullName: '工具2' }, DICT_MSG.typeMissing],
      [{ dictionaryTypeId: itemType, enCode: 'tool2', fullName: '工具2', styleJson: 'red' }, DICT_MSG.styleInvalid],
    ];
    for (const [body, msg] of refusals) expect((await addData(body)).body, msg).toMatchObject({ code: Code.BAD_REQUEST, msg });
    expect(await count('baseDictionaryData')).toBe(before);

    const put = (body: Record<string, unknown>) => call(t, 'PUT', `/api/system/DictionaryData/${id}`, { token: admin, body: { dictionaryTypeId: itemType, ...body } });
    expect((await put({ enCode: 'office', fullName: '工具' })).body).toEqual({ code: Code.BAD_REQUEST, msg: DICT_MSG.codeExists, data: null });
    expect((await put({ enCode: 'tools', fullName: '工具类', sortCode: 9 })).body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    expect((await dataInfo(id)).body.data).toMatchObject({ enCode: 'tools', fullName: '工具类', sortCode: 9, styleJson: '{"color":"#000"}' });

    expect((await call(t, 'PUT', `/api/system/DictionaryData/${id}/Actions/State`, { token: admin })).body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    expect((await options('itemType')).map((o) => o.id)).not.toContain(id);
    expect((await dataInfo(id)).body.data.enabledMark).toBe(0);

    expect((await call(t, 'DELETE', `/api/system/DictionaryData/${id}`, { token: admin })).body).toEqual({ code: Code.OK, msg: Msg.deleted, data: null });
    expect((await dataInfo(id)).body.code).toBe(Code.NOT_FOUND);
  });

  it('nests data of a tree type, refusing cycles and deleting a parent with children', async () => {
    const industry = await typeId('industry');
    const c = (await options('industry'))[0]!;
    const child = (await addData({ dictionaryTypeId: industry, parentId: c.id, enCode: 'C37', fullName: '铁路船舶制造业' })).body.data.id;
    const selector = (await call<{ list: DictDataNode[] }>(t, 'GET', `/api/system/DictionaryData/industry/Selector/${c.id}`, { token: admin })).body.data.list;
    expect(selector.map((n) => n.enCode)).toEqual(['I', 'F']);
    const move = await call(t, 'PUT', `/api/system/DictionaryData/${c.id}`, { token: admin, body: { dictionaryTypeId: industry, parentId: child, enCode: 'C', fullName: '制造业' } });
    expect(move.body.msg).toBe(DICT_MSG.parentSelf);
    expect((await call(t, 'DELETE', `/api/system/DictionaryData/${c.id}`, { token: admin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DICT_MSG.dataHasChildren });
    expect((await dataInfo(child)).body.data).toMatchObject({ parentId: c.id, dictionaryTypeId: industry });
  });

  it('keeps type codes unique and a type with data or sub-types', async () => {
    expect((await addType({ enCode: 'itemType', fullName: '另一个' })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DICT_MSG.codeExists });
    const parent = (await addType({ enCode: 'assetDicts', fullName: '资产字典' })).body.data.id;
    const sub = (await addType({ enCode: 'assetColour', fullName: '颜色', parentId: parent, isTree: 0 })).body.data.id;
    expect((await types()).find((n) => n.id === parent)).toMatchObject({ hasChildren: true, children: [expect.objectContaining({ id: sub })] });
    const picker = (await call<{ list: DictTypeNode[] }>(t, 'GET', `/api/system/DictionaryType/Selector/${parent}`, { token: admin })).body.data.list;
    expect(picker.map((n) => n.id)).not.toContain(parent);
    expect((await call(t, 'PUT', `/api/system/DictionaryType/${parent}`, { token: admin, body: { enCode: 'assetDicts', fullName: '资产字典', parentId: sub } })).body.msg).toBe(DICT_MSG.parentSelf);
    expect((await call(t, 'DELETE', `/api/system/DictionaryType/${parent}`, { token: admin })).body.msg).toBe(DICT_MSG.typeHasChildren);
    expect((await call(t, 'DELETE', `/api/system/DictionaryType/${await typeId('itemStatus')}`, { token: admin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DICT_MSG.typeHasData });
    expect((await call(t, 'PUT', `/api/system/DictionaryType/${sub}`, { token: admin, body: { enCode: 'assetColor', fullName: '颜色', isTree: 1 } })).body.code).toBe(Code.OK);
    expect((await call<DictTypeInfo>(t, 'GET', `/api/system/DictionaryType/${sub}`, { token: admin })).body.data).toMatchObject({ enCode: 'assetColor', parentId: parent, isTree: 1 });
    expect((await call(t, 'DELETE', `/api/system/DictionaryType/${sub}`, { token: admin })).body).toEqual({ code: Code.OK, msg: Msg.deleted, data: null });
  });

  it('exports a dictionary as a JSON download', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/DictionaryData/itemStatus/Action/Export', headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('物品状态.json'));
    expect(res.headers['content-type']).toBe('application/octet-stream');
    const file = res.json() as DictionaryExport;
    expect(file.type.enCode).toBe('itemStatus');
    expect(file.data.map((d) => d.fullName)).toEqual(['在库', '在用', '变更', '损坏', '丢失', '报废']);
  });

  it('lets a signed-in user read but not write without the menu and button (403, nothing changed)', async () => {
    const denied = { code: Code.FORBIDDEN, msg: Msg.permissionDenied, data: null };
    const status = await options('itemStatus', viewer);
    const first = status[0]!;
    const [types0, data0] = [await count('baseDictionaryType'), await count('baseDictionaryData')];
    expect((await addData({ dictionaryTypeId: await typeId('itemStatus'), enCode: '7', fullName: '借出' }, viewer)).body).toEqual(denied);
    expect((await addData({}, viewer)).body).toEqual(denied);
    expect((await addType({ enCode: 'x1', fullName: '某类' }, viewer)).body).toEqual(denied);
    expect((await call(t, 'PUT', `/api/system/DictionaryData/${first.id}`, { token: viewer, body: { dictionaryTypeId: first.dictionaryTypeId, enCode: '1', fullName: '改名' } })).body).toEqual(denied);
    expect((await call(t, 'PUT', `/api/system/DictionaryData/${first.id}/Actions/State`, { token: viewer })).body).toEqual(denied);
    expect((await call(t, 'DELETE', `/api/system/DictionaryData/${first.id}`, { token: viewer })).body).toEqual(denied);
    expect((await call(t, 'DELETE', `/api/system/DictionaryType/${first.dictionaryTypeId}`, { token: viewer })).body).toEqual(denied);
    expect((await call(t, 'GET', '/api/system/DictionaryData/itemStatus/Action/Export', { token: viewer })).body).toEqual(denied);
    expect([await count('baseDictionaryType'), await count('baseDictionaryData')]).toEqual([types0, data0]);
    expect((await dataInfo(first.id)).body.data).toMatchObject({ fullName: '在库', enabledMark: 1 });
    expect((await call(t, 'GET', '/api/system/DictionaryType', {})).body.code).toBe(Code.TOKEN_INVALID);
  });
});
