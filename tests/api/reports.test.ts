import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ASSET_VALUE_INTERFACE } from '../../src/features/data/contract';
import { ReportApi, type ReportBodyInput, type ReportInfo, type ReportRow, type RunResult } from '../../src/features/reports/contract';
import { startVisualdevApp, type VisualdevApp } from './visualdev-fixtures';

const B = ReportApi.base;
let t: VisualdevApp;
let assetIface = '';
let usersIface = '';
let priceIface = '';
let demoId = '';

const design = (extra: Partial<ReportBodyInput> = {}): ReportBodyInput => ({
  fullName: '测试报表', enCode: 'test.report', interfaceId: assetIface,
  params: [{ name: 'status', label: '物品状态', type: 'select', dictionary: 'itemStatus' }],
  table: {
    enabled: true, groupBy: 'entName', subtotal: true, total: true,
    columns: [{ field: 'entName', title: '单位' }, { field: 'itemCount', title: '数量', format: 'integer', summary: 'sum' }, { field: 'totalValue', title: '价值', format: 'money', summary: 'sum' }],
  },
  charts: [{ id: 'c1', type: 'bar', title: '价值', categoryField: 'entName', valueFields: ['totalValue'] }],
  ...extra,
});
const run = (account: string, id: string, values: Record<string, unknown> = {}) => t.as<RunResult>(account, 'POST', ReportApi.run(id), { values });
const create = async (body: ReportBodyInput) => {
  const res = await t.as<{ id: string }>('admin', 'POST', B, body);
  expect(res.body, res.body.msg).toMatchObject({ code: 200 });
  return res.body.data.id;
};
const ifaceId = async (enCode: string) => (await t.db.selectFrom('baseDataInterface').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await startVisualdevApp();
  assetIface = await ifaceId(DEMO_ASSET_VALUE_INTERFACE);
  usersIface = await ifaceId('demo.usersByDept');
  const made = await t.as<{ id: string }>('admin', 'POST', '/api/system/DataInterface', {
    fullName: '价格以上的物品数', enCode: 'test.priceAbove', type: 'sql', dataSourceId: '0',
    query: 'select count(*) as "n" from fa_item where cast(unit_price as decimal(18, 2)) >= @minPrice',
    params: [{ field: 'minPrice', dataType: 'decimal', required: 1, fieldName: '最低价格' }],
  });
  expect(made.body.code, made.body.msg).toBe(200);
  priceIface = made.body.data.id;
  demoId = (await t.db.selectFrom('baseDataReport').select('id').where('enCode', '=', 'demo.assetValue').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe('报表: design', () => {
  it('refuses bad definitions with Chinese messages and saves nothing', async () => {
    const cases: [Partial<ReportBodyInput>, string][] = [
      [{ fullName: '' }, '请输入报表名称'],
      [{ enCode: '.bad' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ interfaceId: '' }, '请选择数据接口'],
      [{ interfaceId: 'missing' }, '数据接口不存在'],
      [{ params: [{ name: 'status', label: '物品状态', type: 'select' }] }, '请为下拉参数物品状态选择数据字典'],
      [{ params: [{ name: 'nope', label: '不存在' }] }, '参数nope不是数据接口的参数'],
      [{ params: [{ name: '1x', label: '坏' }] }, '参数名只能是字母、数字和下划线，且不能以数字开头'],
      [{ table: { groupBy: 'deptName', columns: [{ field: 'entName' }] } }, '分组字段须为表格中的一列'],
      [{ table: { subtotal: true, columns: [{ field: 'entName' }] } }, '小计需要先选择分组字段'],
      [{ charts: [{ id: 'x', type: 'pie', title: '饼', valueFields: ['itemCount'] }] }, '图表“饼”缺少字段映射'],
      [{ charts: [{ id: 'x', type: 'map', title: '图', categoryField: 'entName', valueFields: ['itemCount'] }] }, '地图“图”请选择地图'],
      [{ table: { enabled: false }, charts: [] }, '报表至少需要表格或一个图表'],
    ];
    for (const [extra, msg] of cases) expect((await t.as('admin', 'POST', B, design(extra))).body, msg).toMatchObject({ code: 400, msg });
    expect(await t.db.selectFrom('baseDataReport').select('id').where('enCode', '=', 'test.report').execute()).toHaveLength(0);
  });

  it('creates, lists with keyword and paging, reads, updates, copies and deletes', async () => {
    const id = await create(design());
    expect((await t.as('admin', 'POST', B, design({ fullName: '另一个' }))).body).toMatchObject({ code: 400, msg: '编码已存在' });
    const page = await t.as<{ list: ReportRow[]; pagination: { total: number } }>('admin', 'GET', B, undefined, { keyword: '测试报', currentPage: '1', pageSize: '1' });
    expect(page.body.data.pagination.total).toBe(1);
    expect(page.body.data.list[0]).toMatchObject({ id, enCode: 'test.report', interfaceName: '资产价值统计', menuId: null });
    const info = await t.as<ReportInfo>('admin', 'GET', ReportApi.one(id));
    expect(info.body.data.table).toMatchObject({ groupBy: 'entName', subtotal: true, total: true });
    expect((await t.as('admin', 'PUT', ReportApi.one(id), design({ fullName: '测试报表（改）' }))).body).toMatchObject({ code: 200, msg: '更新成功' });
    const copy = await t.as<{ id: string }>('admin', 'POST', ReportApi.copy(id));
    const copied = await t.as<ReportInfo>('admin', 'GET', ReportApi.one(copy.body.data.id));
    expect(copied.body.data).toMatchObject({ fullName: '测试报表（改）副本', enCode: 'test.report.copy', menuId: null });
    expect((await t.as('admin', 'DELETE', ReportApi.one(copy.body.data.id))).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await t.as('admin', 'GET', ReportApi.one(copy.body.data.id))).body).toMatchObject({ code: 404, msg: '报表不存在' });
  });
});

describe('报表: running', () => {
  it('answers rows grouped by unit, a subtotal per group and the grand total of the register', async () => {
    const res = await run('admin', demoId);
    expect(res.body.code, res.body.msg).toBe(200);
    const r = res.body.data;
    const items = await t.db.selectFrom('faItem').select(['unitPrice', 'nowEntName']).execute();
    const value = items.reduce((a, i) => a + Number(i.unitPrice), 0);
    expect(r.total).toMatchObject({ itemCount: items.length, entName: null });
    expect(r.total!.totalValue).toBeCloseTo(value, 2);
    const units = new Set(items.map((i) => i.nowEntName ?? '未分配'));
    expect(r.groups.map((g) => g.key).sort()).toEqual([...units].sort());
    for (const g of r.groups) {
      const rows = r.rows.slice(g.from, g.to);
      expect(rows.every((row) => row.entName === g.key)).toBe(true);
      expect(g.subtotal!.itemCount).toBe(items.filter((i) => (i.nowEntName ?? '未分配') === g.key).length);
    }
    expect(r.groups.at(-1)!.to).toBe(r.rows.length);
  });

  it('checks values against the parameters: unknown names, wrong types and options are refused', async () => {
    expect((await run('admin', demoId, { status: '2' })).body.data.total!.itemCount).toBe(Number((await t.db.selectFrom('faItem').select((eb) => eb.fn.countAll().as('n')).where('status', '=', '2').executeTakeFirstOrThrow()).n));
    expect((await run('admin', demoId, { bogus: 1 })).body).toMatchObject({ code: 400, msg: '参数bogus不存在' });
    expect((await run('admin', demoId, { status: '9' })).body).toMatchObject({ code: 400, msg: '物品状态的选项不存在' });
    const priced = await create({
      fullName: '价格报表', enCode: 'test.price', interfaceId: priceIface, params: [{ name: 'minPrice', label: '最低价格', type: 'number', required: true }],
      table: { columns: [{ field: 'n', title: '数量', format: 'integer' }] },
    });
    expect((await run('admin', priced, { minPrice: 'abc' })).body).toMatchObject({ code: 400, msg: '最低价格应为数字' });
    expect((await run('admin', priced, { minPrice: '1 or 1=1' })).body).toMatchObject({ code: 400, msg: '最低价格应为数字' });
    expect((await run('admin', priced, {})).body).toMatchObject({ code: 400, msg: '请填写最低价格' });
    const answer = (await run('admin', priced, { minPrice: 0 })).body;
    expect(answer.code, answer.msg).toBe(200);
    const all = answer.data.rows[0]!;
    expect(Number(all.n)).toBe(Number((await t.db.selectFrom('faItem').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
    expect(Number((await run('admin', priced, { minPrice: '999999999.5' })).body.data.rows[0]!.n)).toBe(0);
  });

  it('binds a text value as a value: an injection attempt finds nothing and drops nothing', async () => {
    const id = await create({
      fullName: '用户报表', enCode: 'test.users', interfaceId: usersIface,
      params: [{ name: 'keyword', label: '关键词' }, { name: 'deptId', label: '部门' }],
      table: { columns: [{ field: 'fullName', title: '姓名' }, { field: 'account', title: '账号' }] },
    });
    const users = (await t.db.selectFrom('baseUser').select('id').execute()).length;
    for (const evil of ["'; drop table base_user; --", "' or '1'='1", '%\'']) {
      const res = await run('admin', id, { keyword: evil });
      expect(res.body.code, res.body.msg).toBe(200);
      // '%' is a character to look for, not a wildcard of the caller's making: nobody's name has one.
      expect(res.body.data.rows.length, evil).toBe(0);
    }
    expect((await run('admin', id, { keyword: '王磊' })).body.data.rows.map((r) => r.account)).toEqual(['assetadmin']);
    expect((await t.db.selectFrom('baseUser').select('id').execute()).length).toBe(users);
  });

  it('previews an unsaved design with the same checks, for holders of 报表设计 only', async () => {
    const draft = design({ fullName: '预览', enCode: 'test.preview', table: { groupBy: null, total: true, columns: [{ field: 'itemCount', summary: 'sum' }] } });
    const res = await t.as<RunResult>('admin', 'POST', ReportApi.preview, { report: draft, values: { status: '1' } });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.groups).toEqual([]);
    expect(res.body.data.values).toEqual({ status: '1' });
    expect((await t.as('admin', 'POST', ReportApi.preview, { report: draft, values: { nope: 1 } })).body).toMatchObject({ code: 400, msg: '参数nope不存在' });
    expect((await t.as('admin', 'POST', ReportApi.preview, { report: { ...draft, interfaceId: 'missing' }, values: {} })).body).toMatchObject({ code: 400, msg: '数据接口不存在' });
    expect((await t.as('assetadmin', 'POST', ReportApi.preview, { report: draft, values: {} })).body.code).toBe(403);
    expect(await t.db.selectFrom('baseDataReport').select('id').where('enCode', '=', 'test.preview').execute()).toHaveLength(0);
  });

  it('needs the released menu or the design menu', async () => {
    expect((await t.as('nomenu', 'GET', B)).body.code).toBe(403);
    expect((await run('nomenu', demoId)).body.code).toBe(403);
    expect((await run('wh01', demoId)).body.code).toBe(403);
    expect((await t.as('wh01', 'GET', ReportApi.view(demoId))).body.code).toBe(403);
    // 资产管理员 holds the released menu, not 报表设计.
    expect((await run('assetadmin', demoId)).body.code).toBe(200);
    expect((await t.as<ReportInfo>('assetadmin', 'GET', ReportApi.view(demoId))).body.data.enCode).toBe('demo.assetValue');
    expect((await t.as('assetadmin', 'GET', B)).body.code).toBe(403);
    expect((await t.as('assetadmin', 'POST', ReportApi.release(demoId))).body.code).toBe(403);
  });
});

describe('报表: release and export', () => {
  it('creates one type 5 menu under 在线开发; a release again updates it', async () => {
    const id = await create(design({ fullName: '发布测试', enCode: 'test.release' }));
    const first = await t.as<{ menuId: string }>('admin', 'POST', ReportApi.release(id), {});
    expect(first.body).toMatchObject({ code: 200, msg: '发布成功' });
    const menu = await t.db.selectFrom('baseModule').selectAll().where('id', '=', first.body.data.menuId).executeTakeFirstOrThrow();
    const dir = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'onlineDev').executeTakeFirstOrThrow();
    expect(menu).toMatchObject({ type: 5, enCode: 'report.test.release', urlAddress: 'report/test.release', parentId: dir.id, fullName: '发布测试' });
    expect(JSON.parse(menu.propertyJson!)).toEqual({ moduleId: id });
    await t.as('admin', 'PUT', ReportApi.one(id), design({ fullName: '发布测试二', enCode: 'test.release' }));
    const again = await t.as<{ menuId: string }>('admin', 'POST', ReportApi.release(id), {});
    expect(again.body.data.menuId).toBe(first.body.data.menuId);
    const menus = await t.db.selectFrom('baseModule').select(['id', 'fullName']).where('propertyJson', 'like', `%${id}%`).execute();
    expect(menus).toEqual([{ id: first.body.data.menuId, fullName: '发布测试二' }]);
    expect((await t.db.selectFrom('baseModuleButton').select('enCode').where('moduleId', '=', menu.id).execute()).map((b) => b.enCode).sort()).toEqual(['btn_export', 'btn_print']);
    expect((await t.as('admin', 'POST', ReportApi.release(id), { parentId: menu.id })).body).toMatchObject({ code: 400, msg: '上级菜单不存在或不是目录' });
    // Deleting the report takes its menu along.
    await t.as('admin', 'DELETE', ReportApi.one(id));
    expect(await t.db.selectFrom('baseModule').select('id').where('id', '=', menu.id).execute()).toHaveLength(0);
  });

  it('exports the layout as a valid xlsx with numbers, 小计 and 合计', async () => {
    const res = await t.app.inject({ method: 'POST', url: ReportApi.exportXlsx(demoId), headers: { authorization: `Bearer ${await t.token('assetadmin')}`, 'content-type': 'application/json' }, payload: JSON.stringify({ values: {} }) });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('资产价值统计表');
    expect(ws.getRow(3).values).toEqual([undefined, '使用单位', '使用部门', '物品类型', '数量', '价值']);
    const last = ws.getRow(ws.rowCount);
    expect(last.getCell(1).value).toBe('合计');
    expect(last.getCell(4).value).toBe((await t.db.selectFrom('faItem').select('id').execute()).length);
    expect(last.getCell(5).numFmt).toBe('#,##0.00"元"');
    const labels: unknown[] = [];
    ws.eachRow((row) => labels.push(row.getCell(1).value));
    expect(labels.filter((v) => String(v).endsWith('小计')).length).toBeGreaterThan(1);
    expect((await t.app.inject({ method: 'POST', url: ReportApi.exportXlsx(demoId), headers: { authorization: `Bearer ${await t.token('wh01')}`, 'content-type': 'application/json' }, payload: '{}' })).json()).toMatchObject({ code: 403 });
  });
});
