import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { VisualDevMsg } from '../../src/features/visualdev/contract';
import { testDialect } from '../helpers/test-app';
import { expenseDesign, startVisualdevApp, type VisualdevApp } from './visualdev-fixtures';

type Page = { list: Record<string, unknown>[]; pagination: { total: number } };
type Info = { id: string; version: number; data: Record<string, unknown> };
let t: VisualdevApp;
let id: string;
let menuId: string;
let meetingId: string;
const url = (path = '') => `/api/visualdev/OnlineDev/${id}${path}`;
const admin = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => t.as<T>('admin', method, path, body);
const line = (item: string, cost: number) => ({ item, cost });
const record = (title: string, more: Record<string, unknown> = {}) => ({ data: { title, kind: 'travel', amount: 120.5, qty: 2, spentOn: Date.UTC(2026, 10, 1) - 8 * 3_600_000, lines: [line('车票', 100)], ...more } });

async function upload(path: string, buffer: Buffer, account = 'admin') {
  const boundary = '----vdtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="data.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    buffer,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: path, payload, headers: { authorization: `Bearer ${await t.token(account)}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return res.json() as { code: number; msg: string; data: { list: { data: Record<string, unknown>; errors: Record<string, string> }[]; total: number; errorCount: number } };
}

beforeAll(async () => {
  t = await startVisualdevApp();
  id = (await admin<{ id: string }>('POST', '/api/visualdev/Base', expenseDesign('onlineTest'))).body.data.id;
  menuId = (await admin<{ menuId: string }>('POST', `/api/visualdev/Base/${id}/Actions/Release`, {})).body.data.menuId;
  meetingId = (await t.db.selectFrom('visualdevBase').select('id').where('enCode', '=', 'meetingBooking').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe(`在线开发 records (${testDialect})`, () => {
  it('creates with the form\'s checks: required messages, sub-table cells, calculations recomputed by the server', async () => {
    const missing = await admin<Record<string, string>>('POST', url(), record('', { kind: null }));
    expect(missing.body.code).toBe(Code.BAD_REQUEST);
    expect(missing.body.msg).toBe('请输入标题');
    expect(missing.body.data).toMatchObject({ title: '请输入标题', kind: '请选择类别' });
    const cell = await admin<Record<string, string>>('POST', url(), record('差旅一', { lines: [line('', 5)] }));
    expect(cell.body.msg).toBe('不能为空');
    expect(cell.body.data).toEqual({ 'lines[0].item': '不能为空' });
    const created = await admin<{ id: string }>('POST', url(), record('差旅一', { total: 9999 }));
    expect(created.body.code).toBe(200);
    const info = (await admin<Info>('GET', url(`/${created.body.data.id}`))).body.data;
    expect(info.data).toMatchObject({ title: '差旅一', kind: 'travel', amount: 120.5, qty: 2, total: 241, lines: [{ item: '车票', cost: 100 }] });
    expect(info.version).toBe(1);
    const meeting = await admin<{ id: string }>('POST', `/api/visualdev/OnlineDev/${meetingId}`, {
      data: { room: 'a101', attendees: [await t.userId('admin')], startTime: Date.now(), endTime: Date.now() + 7_200_000, hours: 2, unitPrice: 80, fee: 1 },
    });
    const fee = (await admin<Info>('GET', `/api/visualdev/OnlineDev/${meetingId}/${meeting.body.data.id}`)).body.data.data.fee;
    expect(fee).toBe(160);
    const shown = (await admin<Info>('GET', `/api/visualdev/OnlineDev/${meetingId}/${meeting.body.data.id}/DataChange`)).body.data.data;
    expect(shown).toMatchObject({ room: 'A101 大会议室', attendees: '管理员/admin', unitPrice: '80.00', fee: '160.00' });
  });

  it('fills creator, organisation and a bill number on the server, ignoring what the client sent', async () => {
    const design = expenseDesign('billTest');
    design.formData.fields.push(
      { id: 'n_no', vModel: 'billNo', jnpfKey: 'billRule', label: '单号', showLabel: true, required: false, span: 24, visibility: ['pc'], disabled: false, regList: [], props: { ruleEnCode: 'stocktake.number' } },
      { id: 'n_by', vModel: 'madeBy', jnpfKey: 'createUser', label: '创建人', showLabel: true, required: false, span: 24, visibility: ['pc'], disabled: false, regList: [], props: {} },
    );
    const modelId = (await admin<{ id: string }>('POST', '/api/visualdev/Base', design)).body.data.id;
    expect((await admin('POST', `/api/visualdev/Base/${modelId}/Actions/Release`, {})).body.code).toBe(200);
    const ids = [];
    for (const title of ['单一', '单二']) ids.push((await admin<{ id: string }>('POST', `/api/visualdev/OnlineDev/${modelId}`, record(title, { billNo: 'FAKE', madeBy: 'someone' }))).body.data.id);
    const values = await Promise.all(ids.map(async (rid) => (await admin<Info>('GET', `/api/visualdev/OnlineDev/${modelId}/${rid}`)).body.data.data));
    expect(values.map((v) => v.madeBy)).toEqual([await t.userId('admin'), await t.userId('admin')]);
    expect(values[0]!.billNo).toMatch(/^PD\d{6}-\d{3}$/);
    expect(values[1]!.billNo).not.toBe(values[0]!.billNo);
  });

  it('keeps an offline-born id; DataChange formats names, money and dates', async () => {
    const res = await admin<{ id: string }>('POST', url(), { id: 'device-born-1', ...record('离线单', { amount: 1234.5 }) });
    expect(res.body.data.id).toBe('device-born-1');
    expect((await admin('POST', url(), { id: 'device-born-1', ...record('离线单') })).body.code).toBe(Code.CONFLICT);
    const shown = (await admin<Info>('GET', url('/device-born-1/DataChange'))).body.data.data;
    expect(shown).toMatchObject({ kind: '差旅', amount: '1,234.50', spentOn: '2026-11-01', lines: [{ item: '车票', cost: '100.00' }] });
  });

  it('edits under a version check: a stale version answers 409 and changes nothing', async () => {
    const rid = (await admin<{ id: string }>('POST', url(), record('待修改'))).body.data.id;
    expect((await admin('PUT', url(`/${rid}`), { ...record('已修改', { qty: 3 }), version: 1 })).body.code).toBe(200);
    const stale = await admin('PUT', url(`/${rid}`), { ...record('再次修改'), version: 1 });
    expect(stale.body).toMatchObject({ code: Code.CONFLICT, msg: VisualDevMsg.conflict });
    const info = (await admin<Info>('GET', url(`/${rid}`))).body.data;
    expect(info).toMatchObject({ version: 2, data: { title: '已修改', total: 361.5 } });
    expect((await admin('DELETE', url(`/${rid}`))).body.code).toBe(200);
    expect((await admin('GET', url(`/${rid}`))).body.msg).toBe(VisualDevMsg.recordNotFound);
  });

  it('lists by keyword, search fields and checked sort columns', async () => {
    await admin('POST', url(), record('办公用品', { kind: 'office', amount: 50 }));
    const byKeyword = (await admin<Page>('POST', url('/List'), { keyword: '办公' })).body.data;
    expect(byKeyword.list.map((r) => r.title)).toEqual(['办公用品']);
    const byKind = (await admin<Page>('POST', url('/List'), { query: { kind: 'office' } })).body.data;
    expect(byKind.list.map((r) => r.kind)).toEqual(['office']);
    const byAmount = (await admin<Page>('POST', url('/List'), { query: { amount: [1000, 2000] } })).body.data;
    expect(byAmount.list.map((r) => r.title)).toEqual(['离线单']);
    const sorted = (await admin<Page>('POST', url('/List'), { sidx: 'amount', sort: 'asc' })).body.data;
    expect(sorted.list.map((r) => r.amount)).toEqual([50, 120.5, 1234.5]);
    expect((await admin('POST', url('/List'), { sidx: 'f_creator_user_id' })).body.msg).toBe(Msg.sortFieldInvalid);
    expect((await admin('POST', url('/List'), { query: { lines: 'x' } })).body.code).toBe(Code.BAD_REQUEST);
  });

  it('a user without the model\'s menu is refused (403); data scope self shows own records; granted columns only', async () => {
    expect((await t.as('wh01', 'POST', url('/List'), {})).body.code).toBe(Code.FORBIDDEN);
    expect((await t.as('wh01', 'GET', url('/Config'))).body.code).toBe(Code.FORBIDDEN);
    expect((await t.as('wh01', 'POST', url(), { nothing: true })).body.code).toBe(Code.FORBIDDEN);
    const dir = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'onlineDev').executeTakeFirstOrThrow();
    const menu = await t.menu(menuId);
    const self = await t.scheme(menuId, 'self');
    await t.roleFor('wh01', {
      module: [dir.id, menuId], button: menu.buttons.filter((b) => b.enCode === 'btn_add').map((b) => b.id),
      column: menu.columns.filter((c) => c.enCode === 'title' || c.enCode === 'amount').map((c) => c.id), resource: [self],
    });
    expect((await t.as('wh01', 'POST', url(), record('仓管报销'))).body.code).toBe(200);
    const own = (await t.as<Page>('wh01', 'POST', url('/List'), {})).body.data;
    expect(own.list.map((r) => r.title)).toEqual(['仓管报销']);
    expect(Object.keys(own.list[0]!).sort()).toEqual(['amount', 'id', 'title']);
    const config = (await t.as<{ columnData: { columnList: { prop: string }[]; btnsList: string[] } }>('wh01', 'GET', url('/Config'))).body.data;
    expect(config.columnData.columnList.map((c) => c.prop)).toEqual(['title', 'amount']);
    expect(config.columnData.btnsList).toEqual(['add']);
    const others = (await admin<Page>('POST', url('/List'), { keyword: '差旅一' })).body.data.list[0]!;
    expect((await t.as('wh01', 'GET', url(`/${String(others.id)}`))).body.msg).toBe(VisualDevMsg.recordNotFound);
    expect((await t.as('wh01', 'DELETE', url(`/${String(others.id)}`))).body.code).toBe(Code.FORBIDDEN);
  });

  it('form permission: the caller sees and edits only granted fields; the others keep their stored values', async () => {
    const design = expenseDesign('formPerm');
    design.columnData.useFormPermission = true;
    const modelId = (await admin<{ id: string }>('POST', '/api/visualdev/Base', design)).body.data.id;
    const permMenu = (await admin<{ menuId: string }>('POST', `/api/visualdev/Base/${modelId}/Actions/Release`, {})).body.data.menuId;
    const rid = (await admin<{ id: string }>('POST', `/api/visualdev/OnlineDev/${modelId}`, record('原标题'))).body.data.id;
    const dir = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'onlineDev').executeTakeFirstOrThrow();
    const menu = await t.menu(permMenu);
    await t.roleFor('wh02', {
      module: [dir.id, permMenu], button: menu.buttons.filter((b) => b.enCode === 'btn_edit').map((b) => b.id),
      form: menu.forms.filter((f) => ['title', 'kind'].includes(f.enCode)).map((f) => f.id),
    });
    const config = (await t.as<{ formData: { fields: { vModel: string }[] } }>('wh02', 'GET', `/api/visualdev/OnlineDev/${modelId}/Config`)).body.data;
    expect(config.formData.fields.map((f) => f.vModel)).toEqual(['title', 'kind']);
    const seen = (await t.as<Info>('wh02', 'GET', `/api/visualdev/OnlineDev/${modelId}/${rid}`)).body.data;
    expect(seen.data).toEqual({ title: '原标题', kind: 'travel' });
    const put = await t.as('wh02', 'PUT', `/api/visualdev/OnlineDev/${modelId}/${rid}`, { data: { title: '新标题', kind: 'office', amount: 1, lines: [] }, version: seen.version });
    expect(put.body.code).toBe(200);
    const after = (await admin<Info>('GET', `/api/visualdev/OnlineDev/${modelId}/${rid}`)).body.data.data;
    expect(after).toMatchObject({ title: '新标题', kind: 'office', amount: 120.5, total: 241, lines: [{ item: '车票', cost: 100 }] });
  });

  it('export then import round-trips 1,000 rows; a bad row refuses the whole import', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ title: `批量${String(i).padStart(4, '0')}`, kind: i % 2 ? 'office' : 'travel', amount: i + 0.25, qty: i % 7, spentOn: Date.UTC(2026, 0, 1 + (i % 28)) - 8 * 3_600_000 }));
    const bad = await admin<{ index: number }[]>('POST', url('/Actions/ImportData'), { list: [...rows.slice(0, 3), { title: '', kind: 'travel' }] });
    expect(bad.body).toMatchObject({ code: Code.BAD_REQUEST, msg: '有1行数据不正确，请修改后重新导入' });
    expect(bad.body.data[0]!.index).toBe(3);
    expect((await admin<Page>('POST', url('/List'), { keyword: '批量' })).body.data.pagination.total).toBe(0);
    expect((await admin('POST', url('/Actions/ImportData'), { list: rows })).body.code).toBe(200);
    const exported = await t.app.inject({ method: 'POST', url: url('/Actions/Export'), payload: { keyword: '批量', pageSize: 20 }, headers: { authorization: `Bearer ${await t.token('admin')}` } });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '标题', '类别', '金额', '数量', '日期']);
    expect(sheet.actualRowCount).toBe(1001);
    const ids = (await admin<Page>('POST', url('/List'), { keyword: '批量', pageSize: 1000 })).body.data.list.map((r) => String(r.id));
    expect((await admin('POST', `/api/visualdev/OnlineDev/batchDelete/${id}`, { ids })).body.code).toBe(200);
    const preview = await upload(url('/Actions/ImportPreview'), exported.rawPayload);
    expect(preview.data).toMatchObject({ total: 1000, errorCount: 0 });
    expect((await admin('POST', url('/Actions/ImportData'), { list: preview.data.list.map((r) => r.data) })).body.code).toBe(200);
    const back = (await admin<Page>('POST', url('/List'), { keyword: '批量', pageSize: 1000, sidx: 'title', sort: 'asc' })).body.data.list;
    expect(back.map(({ title, kind, amount, qty, spentOn }) => ({ title, kind, amount, qty, spentOn }))).toEqual(rows);
    const data = (await admin<{ list: { lines: unknown[] }[] }>('POST', url('/Actions/ExportData'), { ids: ids.slice(0, 0).concat(String(back[0]!.id)) })).body.data;
    expect(data.list).toHaveLength(1);
  });

  it('the import template carries the importable fields; a broken file is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('/Template'), headers: { authorization: `Bearer ${await t.token('admin')}` } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).values).toEqual([undefined, '标题(必填)', '类别(必填)', '金额', '数量', '日期']);
    expect((await upload(url('/Actions/ImportPreview'), Buffer.from('not a workbook'))).msg).toBe('文件data.xlsx读取出错，请检查该文件');
  });
});
