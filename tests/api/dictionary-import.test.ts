import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { DICT_IMPORT_MSG, type DictDataNode, type DictionaryExport } from '../../src/features/dictionary/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

describe(`数据字典 import (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const exported = async (code: string) => JSON.parse((await t.app.inject({ method: 'GET', url: `/api/system/DictionaryData/${code}/Action/Export?token=${admin}` })).body) as DictionaryExport;
  const importFile = (body: unknown, token = admin) => call<{ id: string; count: number }>(t, 'POST', '/api/system/DictionaryData/Actions/Import', { token, body });
  const counts = async () => Promise.all((['baseDictionaryType', 'baseDictionaryData'] as const).map(async (table) => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)));

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('imports an exported tree dictionary under a new code: new ids, the tree kept, one transaction', async () => {
    const file = await exported('industry');
    const copy = { ...file, type: { ...file.type, enCode: 'industryCopy', fullName: '行业分类副本' } };
    const res = await importFile(copy);
    expect(res.body).toMatchObject({ code: 200, data: { count: file.data.length } });
    const tree = (await call<{ list: DictDataNode[] }>(t, 'GET', '/api/system/DictionaryData/industryCopy/Data/Selector', { token: admin })).body.data.list;
    const original = (await call<{ list: DictDataNode[] }>(t, 'GET', '/api/system/DictionaryData/industry/Data/Selector', { token: admin })).body.data.list;
    const shape = (ns: DictDataNode[]): unknown => ns.map((n) => [n.enCode, n.fullName, shape(n.children ?? [])]);
    expect(shape(tree)).toEqual(shape(original));
    expect(tree[0]!.id).not.toBe(original[0]!.id);
  });

  it('refuses duplicates and broken files with the row number, writing nothing', async () => {
    const file = await exported('itemStatus');
    const before = await counts();
    const renamed = { ...file, type: { ...file.type, enCode: 'statusCopy', fullName: '状态副本' } };
    const d = file.data;
    const cases: [unknown, string][] = [
      [file, DICT_IMPORT_MSG.typeCodeExists('itemStatus')],
      [{ ...file, type: { ...file.type, enCode: 'statusCopy' } }, DICT_IMPORT_MSG.typeNameExists(file.type.fullName)],
      [{ ...renamed, data: [...d, { ...d[0]!, id: 'other' }] }, DICT_IMPORT_MSG.dataCodeDuplicate(d.length + 1, d[0]!.enCode)],
      [{ ...renamed, data: [...d, { ...d[0]!, id: 'other', enCode: 'x9' }] }, DICT_IMPORT_MSG.dataNameDuplicate(d.length + 1, d[0]!.fullName)],
      [{ ...renamed, data: [...d, { ...d[0]!, enCode: 'x9', fullName: '另一个' }] }, DICT_IMPORT_MSG.dataIdDuplicate(d.length + 1)],
      [{ ...renamed, data: [{ ...d[0]!, parentId: d[1]!.id }, ...d.slice(1)] }, DICT_IMPORT_MSG.notTree(1)],
      [{ ...renamed, data: [{ ...d[0]!, enCode: '.bad' }] }, DICT_IMPORT_MSG.rowInvalid(1, '编码只能输入英文、数字和小数点且小数点不能放在首尾')],
      [{ hello: 'world' }, DICT_IMPORT_MSG.fileInvalid],
    ];
    for (const [body, msg] of cases) expect((await importFile(body)).body, msg).toMatchObject({ code: Code.BAD_REQUEST, msg });
    const tree = await exported('industry');
    const orphan = { ...tree, type: { ...tree.type, enCode: 'industry2', fullName: '行业2' }, data: tree.data.filter((r) => r.parentId === '0').slice(0, 1).concat(tree.data.filter((r) => r.parentId !== '0').map((r) => ({ ...r, parentId: 'missing' }))).slice(0, 2) };
    expect((await importFile(orphan)).body.msg).toBe(DICT_IMPORT_MSG.parentMissing(2));
    expect(await counts()).toEqual(before);
  });

  it('needs the 导入 button of 数据字典', async () => {
    const file = await exported('itemType');
    const res = await importFile({ ...file, type: { ...file.type, enCode: 'x1', fullName: '甲' } }, await t.login('office'));
    expect(res.body.code).toBe(Code.FORBIDDEN);
  });
});
