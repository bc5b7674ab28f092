import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import {
  STOCKTAKE_MSG as MSG, type StocktakeCreateBody, type StocktakeDetail, type StocktakeDownload, type StocktakeInfo,
} from '../../src/features/stocktaking/contract';
import type { ListPage } from '../../src/contract/envelope';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { addDepartment, addItems, orgId, uniq, userId } from './stocktake-fixtures';

const API = '/api/business/stocktake';

describe(`资产盘点: create, list, read, download, complete, export (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let wh01Id: string;
  const create = (body: Partial<StocktakeCreateBody>, token = admin) => call<{ id: string; counts: StocktakeInfo['counts'] }>(t, 'POST', API, { token, body });
  const stocktakeCount = async () => Number((await t.db.selectFrom('stStocktake').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    wh01Id = await userId(t, 'wh01');
  });
  afterAll(() => t.close());

  it('snapshots the items of a location in use, in storage, changed or damaged — not lost or scrapped', async () => {
    const location = `L-${uniq()}`;
    const expected = [
      ...(await addItems(t, { count: 2, status: '1', location })),
      ...(await addItems(t, { count: 2, status: '2', location: ` ${location.toLowerCase()} `, attach: JSON.stringify([{ name: 'a.png', url: '/api/file/Image/annexpic/a.png' }]) })),
      ...(await addItems(t, { count: 1, status: '3', location })),
      ...(await addItems(t, { count: 1, status: '4', location })),
    ];
    await addItems(t, { count: 1, status: '5', location });
    await addItems(t, { count: 1, status: '6', location });
    await addItems(t, { count: 3, status: '2', location: `${location}-B` });

    const res = await create({ name: '三楼盘点', scopeType: 'location', location, checkerIds: [wh01Id] });
    expect(res.body).toMatchObject({ code: Code.OK, data: { counts: { expected: 6, found: 0, moved: 0, missing: 6, unknown: 0 } } });
    const detail = (await call<StocktakeDetail>(t, 'GET', `${API}/${res.body.data.id}`, { token: admin })).body.data;
    expect(detail).toMatchObject({ name: '三楼盘点', scopeType: 'location', location, scopeName: location, status: 'open', creatorName: '管理员', completedAt: null });
    expect(detail.checkers).toEqual([{ userId: wh01Id, realName: '赵强', account: 'wh01' }]);
    expect(detail.items.map((i) => i.itemId).sort()).toEqual(expected.map((e) => e.id).sort());
    expect(detail.items.every((i) => i.result === null && i.firstScanId === null)).toBe(true);
    const withThumb = detail.items.filter((i) => i.thumbUrl);
    expect(withThumb).toHaveLength(2);
    expect(withThumb[0]!.thumbUrl).toBe('/api/file/Image/annexpic/a.png');
  });

  it('snapshots a department or a unit by the items now there', async () => {
    const dept = await addDepartment(t, 'SC');
    const sc = await orgId(t, 'SC');
    await addItems(t, { count: 4, deptId: dept, entId: sc, location: '2F' });
    const byDept = await create({ name: '部门盘点', scopeType: 'dept', scopeId: dept, checkerIds: [wh01Id] });
    expect(byDept.body.data.counts.expected).toBe(4);
    const detail = (await call<StocktakeDetail>(t, 'GET', `${API}/${byDept.body.data.id}`, { token: admin })).body.data;
    expect(detail.scopeName).toMatch(/^盘点测试部/);
    expect(detail.items[0]).toMatchObject({ expectedDeptId: dept, expectedEntId: sc, expectedEntName: '华南分公司', expectedLocation: '2F', expectedUserName: '张三' });

    const inUnit = await t.db.selectFrom('faItem').select((eb) => eb.fn.countAll<number>().as('n')).where('nowEntId', '=', sc).where('status', 'in', ['1', '2', '3', '4']).executeTakeFirstOrThrow();
    const byUnit = await create({ name: '单位盘点', scopeType: 'ent', scopeId: sc, checkerIds: [wh01Id] });
    expect(byUnit.body.data.counts.expected).toBe(Number(inUnit.n));
  });

  it('refuses an empty scope, a missing scope or checker, and writes nothing', async () => {
    const before = await stocktakeCount();
    expect((await create({ name: '空', scopeType: 'location', location: `无此位置${uniq()}`, checkerIds: [wh01Id] })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.emptyScope });
    expect((await create({ name: '空部门', scopeType: 'dept', scopeId: await addDepartment(t, 'EC'), checkerIds: [wh01Id] })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.emptyScope });
    expect((await create({ name: '无人', scopeType: 'location', location: 'x', checkerIds: [] })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.checkersRequired });
    expect((await create({ name: '无范围', scopeType: 'dept', checkerIds: [wh01Id] })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.scopeRequired });
    expect((await create({ name: '无位置', scopeType: 'location', checkerIds: [wh01Id] })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.locationRequired });
    expect((await create({ name: '', scopeType: 'location', location: 'x', checkerIds: [wh01Id] })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.nameRequired });
    expect((await create({ name: '单位当部门', scopeType: 'dept', scopeId: await orgId(t, 'SC'), checkerIds: [wh01Id] })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.scopeMissing });
    expect((await create({ name: '查无此人', scopeType: 'location', location: 'x', checkerIds: ['nobody'] })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.checkerMissing });
    expect(await stocktakeCount()).toBe(before);
  });

  it('lists with paging, keyword and status; completes once; downloads everything', async () => {
    const location = `L-${uniq()}`;
    await addItems(t, { count: 3, location });
    const name = `列表盘点${uniq()}`;
    const { id } = (await create({ name, scopeType: 'location', location, checkerIds: [wh01Id] })).body.data;
    const list = (q: Record<string, string>) => call<ListPage<StocktakeInfo>>(t, 'GET', API, { token: admin, query: q });
    const found = (await list({ keyword: name.slice(4) })).body.data;
    expect(found.list.map((r) => r.id)).toEqual([id]);
    expect(found.list[0]!.counts).toEqual({ expected: 3, found: 0, moved: 0, missing: 3, unknown: 0 });
    const all = (await list({ pageSize: '2', currentPage: '1' })).body.data;
    expect(all.list).toHaveLength(2);
    expect(all.pagination.total).toBeGreaterThanOrEqual(4);
    expect((await list({ sidx: 'nope' })).body.code).toBe(Code.BAD_REQUEST);

    const done = await call<StocktakeInfo>(t, 'POST', `${API}/${id}/complete`, { token: admin });
    expect(done.body.data).toMatchObject({ id, status: 'completed', counts: { expected: 3, missing: 3 } });
    expect(done.body.data.completedAt).toBeGreaterThan(0);
    expect((await call(t, 'POST', `${API}/${id}/complete`, { token: admin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.completeNotOpen });
    expect((await list({ status: 'completed', keyword: name })).body.data.list.map((r) => r.id)).toEqual([id]);
    expect((await list({ status: 'open', keyword: name })).body.data.list).toEqual([]);

    const dl = (await call<StocktakeDownload>(t, 'GET', `${API}/${id}/download`, { token: admin })).body.data;
    expect(dl.stocktake).toMatchObject({ id, status: 'completed', counts: { expected: 3 } });
    expect(dl.items).toHaveLength(3);
    expect(dl.scans).toEqual([]);
    expect((await call(t, 'GET', `${API}/nope`, { token: admin })).body).toMatchObject({ code: Code.NOT_FOUND, msg: MSG.notFound });
  });

  it('exports an xlsx with a summary, every item and every scan', async () => {
    const location = `L-${uniq()}`;
    const items = await addItems(t, { count: 2, location });
    const { id } = (await create({ name: '导出盘点', scopeType: 'location', location, checkerIds: [wh01Id] })).body.data;
    const res = await t.app.inject({ method: 'GET', url: `${API}/${id}/export`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('盘点结果-导出盘点.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['汇总', '盘点结果', '扫描记录']);
    const sheet = wb.getWorksheet('盘点结果')!;
    expect(sheet.getRow(1).getCell(1).text).toBe('资产编码');
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).text, sheet.getRow(3).getCell(1).text].sort()).toEqual(items.map((i) => i.assetCode).sort());
    expect(sheet.getRow(2).getCell(8).text).toBe('未找到');
    expect(wb.getWorksheet('扫描记录')!.rowCount).toBe(1);
  });
});
