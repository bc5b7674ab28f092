import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { RuleMsg } from '../../src/contract/validators';
import { BILL_RULE_MSG, billDate, type BillRuleInfo, type BillRuleRow } from '../../src/features/system/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Page = { list: BillRuleRow[]; pagination: { currentPage: number; pageSize: number; total: number } };

const rule = (over: Record<string, unknown> = {}) => ({
  fullName: '测试单号', enCode: 'test.number', category: '测试', prefix: 'T', dateFormat: '', separator: '', digits: 4, startNumber: 1, suffix: '', resetPeriod: 'never', ...over,
});

describe(`Bill rules 单据规则 (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let wh01: string;
  const list = (query?: Record<string, string>, token = admin) => call<Page>(t, 'GET', '/api/system/BillRule', { token, query });
  const info = (id: string) => call<BillRuleInfo>(t, 'GET', `/api/system/BillRule/${id}`, { token: admin });
  const create = (body: Record<string, unknown>, token = admin) => call<{ id: string }>(t, 'POST', '/api/system/BillRule', { token, body });
  const number = (idOrCode: string, token = admin) => call<string>(t, 'GET', `/api/system/BillRule/BillNumber/${encodeURIComponent(idOrCode)}`, { token });
  const count = async () => Number((await t.db.selectFrom('baseBillRule').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('sysadmin');
    wh01 = await t.login('wh01');
  });
  afterAll(() => t.close());

  it('seeds the rules business modules ask for, listed by sort order, searchable and sortable from a list', async () => {
    const page = await list();
    expect(page.body.code).toBe(Code.OK);
    expect(page.body.data.list.map((r) => r.enCode)).toEqual(['asset.code', 'asset.storage', 'stocktake.number', 'doc.send', 'doc.receive', 'contract.number', 'purchase.plan', 'investment.filing']);
    const asset = page.body.data.list[0]!;
    expect(asset).toMatchObject({ fullName: '资产编号', prefix: 'ZC', dateFormat: 'yyyyMMdd', separator: '-', digits: 4, startNumber: 1, resetPeriod: 'day', currentSeq: null, enabledMark: 1 });
    expect(asset.example).toMatch(/^ZC\d{8}-0001$/);
    // The demo's documents, contracts and filings took numbers of their rules; 收文编号 is untouched.
    expect(page.body.data.list.find((r) => r.enCode === 'doc.send')!.example).toMatch(/^轻办发〔\d{4}〕\d{3}号$/);
    expect(page.body.data.list.find((r) => r.enCode === 'doc.receive')!.example).toMatch(/^收〔\d{4}〕0001号$/);
    expect((await list({ keyword: '公文' })).body.data.list.map((r) => r.enCode)).toEqual(['doc.send', 'doc.receive']);
    expect((await list({ keyword: 'HT' })).body.data.list.map((r) => r.enCode)).toEqual(['contract.number']);
    expect((await list({ pageSize: '3', currentPage: '2' })).body.data).toMatchObject({ list: [{ enCode: 'doc.send' }, { enCode: 'doc.receive' }, { enCode: 'contract.number' }], pagination: { currentPage: 2, pageSize: 3, total: 8 } });
    expect((await list({ sidx: 'enCode', sort: 'asc' })).body.data.list[0]!.enCode).toBe('asset.code');
    expect((await list({ sidx: 'enCode', sort: 'desc' })).body.data.list[0]!.enCode).toBe('stocktake.number');
    expect((await list({ sidx: 'prefix' })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: Msg.sortFieldInvalid });
  });

  it('creates, edits and deletes a rule under its rules, writing nothing on refusal', async () => {
    const before = await count();
    const refusals: [Record<string, unknown>, string][] = [
      [rule({ enCode: 'asset.code' }), BILL_RULE_MSG.codeExists],
      [rule({ fullName: '资产编号' }), BILL_RULE_MSG.nameExists],
      [rule({ digits: 2, startNumber: 100 }), BILL_RULE_MSG.startTooLarge],
      [rule({ digits: 11 }), '流水位数为1到10的整数'],
      [rule({ prefix: 'A'.repeat(21) }), '前缀不能超过20个字符'],
      [rule({ prefix: 'A B' }), `前缀${BILL_RULE_MSG.textInvalid}`],
      [rule({ dateFormat: 'dd/MM' }), '日期格式不合法'],
      [rule({ resetPeriod: 'week' }), '重置周期不合法'],
      [rule({ enCode: '.x' }), RuleMsg.enCode],
      [rule({ fullName: '' }), BILL_RULE_MSG.nameRequired],
    ];
    for (const [body, msg] of refusals) expect((await create(body)).body, msg).toEqual({ code: Code.BAD_REQUEST, msg, data: null });
    expect(await count()).toBe(before);

    const created = await create(rule({ description: '测试用' }));
    expect(created.body).toMatchObject({ code: Code.OK, msg: Msg.created });
    const id = created.body.data.id;
    expect((await info(id)).body.data).toMatchObject({ enCode: 'test.number', example: 'T0001', currentSeq: null, openReservations: 0, description: '测试用' });
    const put = (body: Record<string, unknown>) => call(t, 'PUT', `/api/system/BillRule/${id}`, { token: admin, body });
    expect((await put(rule({ prefix: 'TS', startNumber: 5, dateFormat: 'yyyy', separator: '/' }))).body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    const year = billDate('yyyy', Date.now());
    expect((await info(id)).body.data.example).toBe(`TS${year}/0005`);
    expect((await put(rule({ enCode: 'contract.number' }))).body.msg).toBe(BILL_RULE_MSG.codeExists);
    expect((await call(t, 'DELETE', `/api/system/BillRule/${id}`, { token: admin })).body).toEqual({ code: Code.OK, msg: Msg.deleted, data: null });
    expect((await info(id)).body).toMatchObject({ code: Code.NOT_FOUND, msg: BILL_RULE_MSG.notFound });
    expect(await count()).toBe(before);
  });

  it('gives numbers by enCode or id in the rule\'s format, refusing a disabled or unknown rule', async () => {
    const today = () => billDate('yyyyMMdd', Date.now());
    const first = await number('asset.code');
    expect(first.body.code).toBe(Code.OK);
    expect([`ZC${today()}-0001`]).toContain(first.body.data);
    const assetId = (await list({ keyword: 'asset.code' })).body.data.list[0]!.id;
    expect((await number(assetId, wh01)).body.data).toMatch(/^ZC\d{8}-0002$/);
    expect((await number('doc.receive')).body.data).toBe(`收〔${billDate('yyyy', Date.now())}〕0001号`);
    expect((await number('nothing.here')).body).toEqual({ code: Code.NOT_FOUND, msg: BILL_RULE_MSG.notFound, data: null });
    expect((await call(t, 'PUT', `/api/system/BillRule/${assetId}/Actions/State`, { token: admin })).body.code).toBe(Code.OK);
    expect((await number('asset.code')).body).toEqual({ code: Code.BAD_REQUEST, msg: BILL_RULE_MSG.disabled, data: null });
    await call(t, 'PUT', `/api/system/BillRule/${assetId}/Actions/State`, { token: admin });
    expect((await number('asset.code')).body.data).toMatch(/-0003$/);
    expect((await call(t, 'GET', '/api/system/BillRule/BillNumber/asset.code')).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('gives 100 concurrent BillNumber calls 100 distinct consecutive numbers', async () => {
    const id = (await create(rule({ fullName: '并发单号', enCode: 'test.concurrent', prefix: 'BF', digits: 5 }))).body.data.id;
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => number(i % 2 ? id : 'test.concurrent', i % 3 ? admin : wh01)));
    expect(answers.every((a) => a.body.code === Code.OK)).toBe(true);
    const serials = answers.map((a) => Number(a.body.data.slice(2))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect((await info(id)).body.data).toMatchObject({ currentSeq: 100, example: 'BF00101' });
  });

  it('starts the serial again when the reset period changes, and not for never', async () => {
    const daily = (await create(rule({ fullName: '每日单号', enCode: 'test.daily', prefix: 'D', dateFormat: 'yyMMdd', resetPeriod: 'day', startNumber: 1 }))).body.data.id;
    const yearly = (await create(rule({ fullName: '每年单号', enCode: 'test.yearly', prefix: 'Y', resetPeriod: 'year', startNumber: 10 }))).body.data.id;
    const never = (await create(rule({ fullName: '不重置单号', enCode: 'test.never', prefix: 'N', resetPeriod: 'never' }))).body.data.id;
    for (const id of [daily, yearly, never]) for (let i = 0; i < 3; i++) await number(id);
    // As if the last numbers had been given in an earlier period.
    await t.db.updateTable('baseBillRule').set({ periodKey: '20000101' }).where('id', '=', daily).execute();
    await t.db.updateTable('baseBillRule').set({ periodKey: '2000' }).where('id', '=', yearly).execute();
    expect((await number(daily)).body.data).toBe(`D${billDate('yyMMdd', Date.now())}0001`);
    expect((await number(daily)).body.data).toMatch(/0002$/);
    expect((await number(yearly)).body.data).toBe('Y0010');
    expect((await number(never)).body.data).toBe('N0004');
    expect((await info(daily)).body.data.periodKey).toBe(billDate('yyyyMMdd', Date.now()));
  });

  it('refuses numbers past the serial digits with a clear message, changing nothing', async () => {
    const id = (await create(rule({ fullName: '一位单号', enCode: 'test.tiny', prefix: 'X', digits: 1, startNumber: 8 }))).body.data.id;
    expect((await number(id)).body.data).toBe('X8');
    expect((await number(id)).body.data).toBe('X9');
    expect((await number(id)).body).toEqual({ code: Code.BAD_REQUEST, msg: '流水号已用完（1位流水最大为9），请增加流水位数', data: null });
    expect((await info(id)).body.data.currentSeq).toBe(9);
    // Only more digits may change once numbers were given; then the serial goes on.
    const put = (body: Record<string, unknown>) => call(t, 'PUT', `/api/system/BillRule/${id}`, { token: admin, body });
    expect((await put(rule({ fullName: '一位单号', enCode: 'test.tiny', prefix: 'Y', digits: 1, startNumber: 8 }))).body.msg).toBe(BILL_RULE_MSG.formatLocked);
    expect((await put(rule({ fullName: '两位单号', enCode: 'test.tiny', prefix: 'X', digits: 2, startNumber: 8 }))).body.code).toBe(Code.OK);
    expect((await number(id)).body.data).toBe('X10');
    expect((await call(t, 'DELETE', `/api/system/BillRule/${id}`, { token: admin })).body).toEqual({ code: Code.BAD_REQUEST, msg: BILL_RULE_MSG.usedNoDelete, data: null });
  });

  it('lets a user without the menu take numbers and pick rules, but not see or change them', async () => {
    const denied = { code: Code.FORBIDDEN, msg: Msg.permissionDenied, data: null };
    expect((await list(undefined, wh01)).body).toEqual(denied);
    expect((await create(rule({ enCode: 'test.denied', fullName: '无权单号' }), wh01)).body).toEqual(denied);
    const someId = (await list()).body.data.list[0]!.id;
    expect((await call(t, 'PUT', `/api/system/BillRule/${someId}/Actions/State`, { token: wh01 })).body).toEqual(denied);
    expect((await call(t, 'GET', '/api/system/BillRule/Actions/Export', { token: wh01 })).body).toEqual(denied);
    const picker = await call<{ list: { enCode: string; startNumber: string; categoryId: string }[]; pagination: { total: number } }>(t, 'GET', '/api/system/BillRule/Selector', { token: wh01, query: { categoryId: '公文' } });
    expect(picker.body.data.list).toEqual([
      expect.objectContaining({ enCode: 'doc.send', startNumber: '001', categoryId: '公文' }),
      expect.objectContaining({ enCode: 'doc.receive', startNumber: '0001', categoryId: '公文' }),
    ]);
    const categories = await call<{ id: string }[]>(t, 'GET', '/api/system/BillRule/Selector/Categories', { token: wh01 });
    expect(categories.body.data.map((c) => c.id)).toEqual(expect.arrayContaining(['资产', '公文', '合同', '采购']));
  });

  it('exports the listed rules and one rule with its reservations as xlsx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/BillRule/Actions/Export?keyword=asset', headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('单据规则')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('业务名称');
    expect([sheet.getRow(2).getCell(2).value, sheet.getRow(3).getCell(2).value]).toEqual(['asset.code', 'asset.storage']);
    expect(sheet.rowCount).toBe(3);
    const id = (await list({ keyword: 'contract.number' })).body.data.list[0]!.id;
    await call(t, 'POST', '/api/system/BillRule/BillNumber/contract.number/Actions/Reserve', { token: wh01, body: { deviceId: 'dev-export', count: 3 } });
    const one = await t.app.inject({ method: 'GET', url: `/api/system/BillRule/${id}/Action/Export`, headers: { authorization: `Bearer ${admin}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(one.rawPayload as unknown as ArrayBuffer);
    const reservations = book.getWorksheet('离线预留')!;
    expect(reservations.getRow(2).getCell(2).value).toBe('wh01');
    expect(reservations.getRow(2).getCell(6).value).toBe('3');
  });
});
