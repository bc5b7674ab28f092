import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetApi, type ItemDetail, type ItemRow } from '../../src/features/assets/contract';
import { grantScheme, grantToUser, startAssetApp, type AssetApp } from './assets-fixtures';

let t: AssetApp;
type Page = { list: ItemRow[]; pagination: { total: number; currentPage: number; pageSize: number } };
const page = async (account: string, body: Record<string, unknown>, url: string = AssetApi.storagePage) => (await t.as<Page>(account, 'POST', url, { body })).body;

async function xlsx(account: string, url: string, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${await t.token(account)}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

beforeAll(async () => {
  t = await startAssetApp();
});
afterAll(async () => t.closeAll());

describe('资产台账 list and export', () => {
  it('pages through the whole register for an asset administrator', async () => {
    const all = await t.db.selectFrom('faItem').select('id').execute();
    const first = await page('assetadmin', { pageSize: 20 });
    expect(first.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: all.length });
    expect(first.data.list).toHaveLength(20);
    const times = first.data.list.map((r) => r.storageTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by status, type, department, location, storage time and keyword', async () => {
    const lost = await page('assetadmin', { status: '5', pageSize: 500 });
    expect(lost.data.list.length).toBeGreaterThan(0);
    expect(lost.data.list.every((r) => r.status === '5')).toBe(true);
    const chairs = await page('assetadmin', { itemType: 'furniture', nowDeptId: t.org('EC02'), pageSize: 500 });
    expect(chairs.data.list.every((r) => r.itemType === 'furniture' && r.nowDeptName === '仓储部')).toBe(true);
    const shelf = await page('assetadmin', { location: '仓库a', pageSize: 500 });
    expect(shelf.data.pagination.total).toBeGreaterThanOrEqual(60);
    const one = shelf.data.list[0]!;
    expect((await page('assetadmin', { keyword: one.assetCode })).data.list.map((r) => r.id)).toEqual([one.id]);
    const window = await page('assetadmin', { storageStart: one.storageTime, storageEnd: one.storageTime, pageSize: 500 });
    expect(window.data.list.every((r) => r.storageTime === one.storageTime)).toBe(true);
    expect(window.data.list.map((r) => r.id)).toContain(one.id);
    expect((await page('assetadmin', { status: '9' })).msg).toBe('物品状态不合法');
  });

  it('sorts by checked columns only', async () => {
    const asc = (await page('assetadmin', { sidx: 'assetCode', sort: 'asc', pageSize: 500 })).data.list.map((r) => r.assetCode);
    expect(asc).toEqual([...asc].sort());
    expect((await page('assetadmin', { sidx: 'unitPrice' })).msg).toBe('排序字段不合法');
  });

  it('exports the filtered rows as xlsx', async () => {
    const lost = await page('assetadmin', { status: '5', pageSize: 500, sidx: 'assetCode', sort: 'asc' });
    const rows = await xlsx('assetadmin', AssetApi.storageExport, { status: '5', sidx: 'assetCode', sort: 'asc' });
    expect(rows[0]).toEqual(['资产编码', '物品名称', '物品类型', '品牌', '规格型号', '单价(元)', '入库时间', '状态', '使用单位', '使用部门', '使用人', '存放位置']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(lost.data.list.map((r) => r.assetCode));
    expect(rows.slice(1).every((r) => r[7] === '丢失')).toBe(true);
    expect(Number(rows[1]![5])).toBe(Number(lost.data.list[0]!.unitPrice));
  });

  it('keeps a user with a department data scheme inside their department', async () => {
    await grantToUser(t, 'wh02', 'fixedAsset.storage', ['btn_export']);
    await grantScheme(t, 'wh02', 'fixedAsset.storage', 'department');
    const mine = await page('wh02', { pageSize: 500 });
    const expected = await t.db.selectFrom('faItem').select('id').where((eb) => eb.or([eb('nowDeptId', '=', t.org('SC02')), eb('nowEntId', '=', t.org('SC02'))])).execute();
    expect(mine.data.pagination.total).toBe(expected.length);
    expect(mine.data.list.every((r) => r.nowDeptId === t.org('SC02'))).toBe(true);
    expect((await xlsx('wh02', AssetApi.storageExport, {})).length - 1).toBe(expected.length);
  });
});

describe('我的固定资产', () => {
  it('lists and exports only what the caller holds', async () => {
    const held = await t.db.selectFrom('faItem').select('id').where('nowUserId', '=', t.user('wh01')).execute();
    expect(held.length).toBeGreaterThan(0);
    const res = await page('wh01', { pageSize: 100 }, AssetApi.mineList);
    expect(res.data.pagination.total).toBe(held.length);
    expect(res.data.list.every((r) => r.nowUserId === t.user('wh01'))).toBe(true);
    const rows = await xlsx('wh01', AssetApi.mineExport, {});
    expect(rows.length - 1).toBe(held.length);
    expect(rows.slice(1).every((r) => r[10] === '赵强')).toBe(true);
  });

  it('is refused without the menu', async () => {
    expect((await page('nomenu', {}, AssetApi.mineList)).code).toBe(403);
  });
});

describe('物品详情', () => {
  const detail = async (account: string, id: string) => (await t.as<ItemDetail>(account, 'GET', AssetApi.itemDetail, { query: { id } })).body;

  it('shows every section of a scrapped item to an asset administrator', async () => {
    const logs = await t.db.selectFrom('faItemLog').select(['itemId', 'kind']).execute();
    const scrapped = await t.db.selectFrom('faItem').selectAll().where('status', '=', '6').execute();
    const item = scrapped.find((i) => logs.some((l) => l.itemId === i.id && l.kind === 'damage'))!;
    const body = await detail('assetadmin', item.id);
    expect(body.code).toBe(200);
    expect(body.data.baseInfo).toMatchObject({ assetCode: item.assetCode, status: '6', unitPrice: item.unitPrice, itemName: item.itemName });
    expect(body.data.applyInfo?.situation).toMatch(/^计划\d+件，已入库\d+件$/);
    expect(body.data.storageInfos[0]).toMatchObject({ kind: 'storage', status: '1' });
    expect(body.data.useInfos.length).toBeGreaterThan(0);
    expect(body.data.damageInfos.length).toBeGreaterThan(0);
    expect(body.data.scrapInfo).not.toBeNull();
    expect(body.data.loseInfo).toBeNull();
    expect(body.data.canManage).toBe(true);
  });

  it('lets others read what they hold and their department holds, office users everything, read-only', async () => {
    const own = await t.db.selectFrom('faItem').select('id').where('nowUserId', '=', t.user('wh01')).executeTakeFirstOrThrow();
    expect((await detail('wh01', own.id)).data.canManage).toBe(false);
    const shelf = await t.db.selectFrom('faItem').select('id').where('nowDeptId', '=', t.org('EC02')).where('nowUserId', 'is', null).executeTakeFirstOrThrow();
    expect((await detail('wh01', shelf.id)).code).toBe(200);
    const far = await t.db.selectFrom('faItem').select('id').where('nowEntId', '=', t.org('SW')).executeTakeFirstOrThrow();
    expect((await detail('wh01', far.id)).code).toBe(404);
    expect(await detail('office', far.id)).toMatchObject({ code: 200, data: { canManage: false } });
    expect((await detail('nomenu', far.id)).code).toBe(403);
  });
});
