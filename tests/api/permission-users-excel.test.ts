import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { RuleMsg } from '../../src/contract/validators';
import { USER_MSG, type ImportRow } from '../../src/features/permission/contract/user';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Preview = { list: ImportRow[]; valid: number; invalid: number };
type Result = { snum: number; fnum: number; failResult: ImportRow[] };

function multipart(fileName: string, content: Buffer) {
  const boundary = `----qingban${Date.now().toString(16)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function readBook(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb;
}
const texts = (row: ExcelJS.Row, n: number) => Array.from({ length: n }, (_, i) => row.getCell(i + 1).text);

describe(`permission: users Excel round trip (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const get = (url: string, query?: Record<string, string>) => t.app.inject({ method: 'GET', url, query, headers: { authorization: `Bearer ${admin}` } });
  const upload = async (fileName: string, content: Buffer) => {
    const { payload, headers } = multipart(fileName, content);
    const res = await t.app.inject({ method: 'POST', url: '/api/permission/Users/ImportPreview', payload, headers: { ...headers, authorization: `Bearer ${admin}` } });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: Preview } };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('export → edit → preview shows the bad rows per cell → import commits the good → exception workbook keeps the rest', async () => {
    const ec = await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', 'EC').executeTakeFirstOrThrow();
    const exported = await get('/api/permission/Users/ExportExcel', { organizeId: ec.id, sidx: 'account', sort: 'asc' });
    expect(exported.headers['content-disposition']).toContain("filename*=UTF-8''%E7%94%A8%E6%88%B7%E4%BF%A1%E6%81%AF.xlsx");
    const wb = await readBook(exported.rawPayload);
    const sheet = wb.worksheets[0]!;
    expect(texts(sheet.getRow(1), 10)).toEqual(['账号', '姓名', '性别', '所属组织', '岗位', '角色', '手机', '邮箱', '状态', '创建时间']);
    expect(sheet.rowCount).toBeGreaterThan(5);
    expect(texts(sheet.getRow(2), 10)[8]).toBe('启用');

    // The admin's edit: copy the people as new accounts, break two rows, keep one existing account, add one.
    sheet.eachRow((row, n) => { if (n > 1) row.getCell(1).value = `imp${n}`; });
    sheet.getRow(3).getCell(7).value = '12345';
    sheet.getRow(4).getCell(4).value = '轻办示范集团/不存在部门';
    sheet.getRow(5).getCell(1).value = 'wh01';
    sheet.addRow(['newimp', '钱多多', '女', '轻办示范集团/华南分公司/仓储部', '仓管员', '普通员工', '13911112222', 'qdd@example.com']);
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    const dataRows = sheet.rowCount - 1;

    const preview = await upload('用户信息-修改.xlsx', edited);
    expect(preview.body.code).toBe(Code.OK);
    const p = preview.body.data;
    expect(p.list).toHaveLength(dataRows);
    expect(p).toMatchObject({ valid: dataRows - 3, invalid: 3 });
    const byRow = new Map(p.list.map((r) => [r.row, r]));
    expect(byRow.get(3)!.errors).toEqual({ mobilePhone: RuleMsg.phone });
    expect(byRow.get(3)!.mobilePhone).toBe('12345');
    expect(byRow.get(4)!.errors).toEqual({ organizeName: '组织不存在：轻办示范集团/不存在部门' });
    expect(byRow.get(5)!.errors).toEqual({ account: USER_MSG.accountExists });
    const added = p.list.find((r) => r.account === 'newimp')!;
    expect(added).toMatchObject({ realName: '钱多多', gender: '女', errors: {} });
    // The preview saved nothing.
    const before = (await t.db.selectFrom('baseUser').select('id').execute()).length;
    expect(await t.db.selectFrom('baseUser').select('id').where('account', '=', 'newimp').executeTakeFirst()).toBeUndefined();

    const imported = await call<Result>(t, 'POST', '/api/permission/Users/ImportData', { token: admin, body: { list: p.list } });
    expect(imported.body.data).toMatchObject({ snum: dataRows - 3, fnum: 3 });
    expect(imported.body.data.failResult.map((r) => r.row)).toEqual([3, 4, 5]);
    expect((await t.db.selectFrom('baseUser').select('id').execute()).length).toBe(before + dataRows - 3);
    const newcomer = await call<{ list: { organizeName: string; positionName: string; roleName: string; gender: number }[] }>(t, 'GET', '/api/permission/Users', { token: admin, query: { keyword: 'newimp' } });
    expect(newcomer.body.data.list[0]).toMatchObject({ organizeName: '轻办示范集团/华南分公司/仓储部', positionName: '仓管员', roleName: '普通员工', gender: 0 });
    await expect(t.login('newimp', '123456')).resolves.toBeTypeOf('string');
    const again = await call<Result>(t, 'POST', '/api/permission/Users/ImportData', { token: admin, body: { list: p.list } });
    expect(again.body.data).toMatchObject({ snum: 0, fnum: dataRows });

    const exc = await t.app.inject({ method: 'POST', url: '/api/permission/Users/ExportExceptionData', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, payload: JSON.stringify({ list: imported.body.data.failResult }) });
    const back = (await readBook(exc.rawPayload)).worksheets[0]!;
    expect(back.rowCount).toBe(4);
    const header = texts(back.getRow(1), 11);
    expect(header[10]).toBe('错误原因');
    const rows = [2, 3, 4].map((n) => texts(back.getRow(n), 11));
    expect(rows[0]![6]).toBe('12345');
    expect(rows[0]![10]).toBe(`手机：${RuleMsg.phone}`);
    expect(rows[1]![3]).toBe('轻办示范集团/不存在部门');
    expect(rows[1]![10]).toContain('所属组织：组织不存在');
    expect(rows[2]![0]).toBe('wh01');
    expect(rows[2]![10]).toBe(`账号：${USER_MSG.accountExists}`);
    // What the admin typed survives: the original cells equal the preview's values.
    expect(rows[0]!.slice(0, 2)).toEqual([byRow.get(3)!.account, byRow.get(3)!.realName]);
  });

  it('the template has the headers, notes and an example row that itself previews as valid', async () => {
    const res = await get('/api/permission/Users/TemplateDownload');
    const wb = await readBook(res.rawPayload);
    const sheet = wb.worksheets[0]!;
    expect(texts(sheet.getRow(1), 3)).toEqual(['账号', '姓名', '性别']);
    expect(String(sheet.getRow(1).getCell(1).note)).toContain('必填');
    expect(wb.getWorksheet('填写说明')).toBeDefined();
    const preview = await upload('template.xlsx', res.rawPayload);
    expect(preview.body.data).toMatchObject({ valid: 1, invalid: 0 });
  });

  it('checks accounts against other rows of the same file', async () => {
    const wb = new ExcelJS.Workbook();
    const s = wb.addWorksheet('x');
    s.addRow(['账号', '姓名', '所属组织']);
    s.addRow(['dupe1', '甲', '轻办示范集团']);
    s.addRow(['DUPE1', '乙', '轻办示范集团']);
    s.addRow(['bad!', '丙', '']);
    const res = await upload('dupes.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    const [a, b, c] = res.body.data.list;
    expect(a!.errors).toEqual({});
    expect(b!.errors.account).toBe('账号与文件中其他行重复');
    expect(c!.errors).toEqual({ account: RuleMsg.account, organizeName: USER_MSG.organizeRequired });
  });

  it('refuses wrong uploads with a clear message', async () => {
    expect((await upload('notes.txt', Buffer.from('hello'))).body.msg).toBe('请选择xlsx类型的文件');
    expect((await upload('broken.xlsx', Buffer.from('not a zip'))).body.msg).toBe('文件broken.xlsx读取出错，请检查该文件');
    const big = await upload('big.xlsx', Buffer.alloc(6 * 1024 * 1024, 1));
    expect(big.status).toBe(413);
    const usage = await call(t, 'GET', '/api/permission/Users/ImportPreview', { token: admin });
    expect(usage.body.code).toBe(400);
    expect(usage.body.msg).toContain('multipart/form-data');
    const json = await call(t, 'POST', '/api/permission/Users/ImportPreview', { token: admin, body: {} });
    expect(json.body.code).toBe(400);
  });
});
