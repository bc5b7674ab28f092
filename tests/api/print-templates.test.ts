import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { AssetApi, AssetModule, type PlanUpdateResult } from '../../src/features/assets/contract';
import type { PullResult } from '../../src/features/sync/contract';
import {
  PRINT_EXPORT_KIND, PRINT_MSG, PRINT_TEMPLATE_COLLECTION, TEMPLATE_MSG, blankTemplate, labelCell,
  type PrintData, type PrintExportFile, type PrintField, type PrintSelectorItem, type PrintTemplateInfo, type PrintTemplateRow,
} from '../../src/features/print/contract';
import { call, testDialect } from '../helpers/test-app';
import { grantScheme, grantToUser, startAssetApp, type AssetApp } from './assets-fixtures';

type Page = { list: PrintTemplateRow[]; pagination: { total: number } };
let t: AssetApp;
let planId: string;
const admin = () => t.token('admin');
const req = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { body?: unknown; query?: Record<string, string>; token?: string } = {}) =>
  call<T>(t, method, url, { token: opts.token ?? (await admin()), body: opts.body, query: opts.query });
const planDoc = () => ({
  ...blankTemplate(),
  body: { elements: [
    { id: 'ent', type: 'field', x: 0, y: 0, w: 90, h: 7, field: 'applEntName', label: '申购单位' },
    { id: 'rows', type: 'table', x: 0, y: 10, w: 180, h: 20, field: 'dtlList', columns: [{ field: 'itemName', title: '物品名称', width: 120 }, { field: 'itemNum', title: '数量', width: 60 }] },
  ] },
});

beforeAll(async () => {
  t = await startAssetApp();
  const res = await t.as<PlanUpdateResult>('office', 'POST', AssetApi.planUpdate, {
    body: { applEntId: t.org('HQ'), applDeptId: t.org('HQ02'), useUserId: t.user('office'), dtlList: [{ itemName: '打印测试投影仪', itemType: 'office', itemNum: 2 }, { itemName: '打印测试办公椅', itemType: 'furniture', itemNum: 4 }] },
  });
  expect(res.body.code).toBe(200);
  planId = res.body.data.id;
  // wh02 holds the plan menu but sees only their own plans; wh01 holds no plan menu at all.
  await grantToUser(t, 'wh02', AssetModule.plan, []);
  await grantScheme(t, 'wh02', AssetModule.plan, 'self');
});
afterAll(async () => t.closeAll());

describe(`打印模板 (${testDialect})`, () => {
  it('seeds an asset plan template and an item label template, listed with their data kind', async () => {
    const page = (await req<Page>('GET', '/api/system/printDev')).body.data;
    expect(page.list.map((r) => [r.enCode, r.category, r.categoryName])).toEqual([
      ['assetPlan.register', 'assetPlan', '资产计划'], ['assetItem.label', 'assetItem', '资产物品（标签）'], ['assetItem.label.single', 'assetItem', '资产物品（标签）'], ['stocktake.report', 'stocktake', '资产盘点报告'],
    ]);
    expect((await req<Page>('GET', '/api/system/printDev', { query: { category: 'assetItem' } })).body.data.list.map((r) => r.enCode)).toEqual(['assetItem.label', 'assetItem.label.single']);
    expect((await req('GET', '/api/system/printDev', { query: { sidx: 'templateJson' } })).body.code).toBe(Code.BAD_REQUEST);
  });

  it('creates, reads, updates and deletes under the contract, refusing bad documents with their message', async () => {
    const created = await req<{ id: string }>('POST', '/api/system/printDev', { body: { fullName: '计划简表', enCode: 'plan.short', category: 'assetPlan', template: planDoc() } });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    const info = (await req<PrintTemplateInfo>('GET', `/api/system/printDev/${id}`)).body.data;
    expect(info.template.body.elements.map((e) => e.type)).toEqual(['field', 'table']);
    expect(info).toMatchObject({ creatorUserName: '管理员', enabledMark: 1 });

    const bad: [unknown, string][] = [
      [{ fullName: '计划简表', enCode: 'plan.other', category: 'assetPlan', template: planDoc() }, PRINT_MSG.nameExists],
      [{ fullName: '另一个', enCode: 'plan.short', category: 'assetPlan', template: planDoc() }, PRINT_MSG.codeExists],
      [{ fullName: '另一个', enCode: 'plan.other', category: 'nothing', template: planDoc() }, PRINT_MSG.categoryUnknown],
      [{ fullName: '另一个', enCode: 'plan.other', category: 'assetPlan', template: { ...planDoc(), body: { elements: [{ id: 'x', type: 'text', x: 170, y: 0, w: 30, h: 5, text: 'a' }] } } }, TEMPLATE_MSG.outside],
      [{ fullName: '另一个', enCode: 'plan.other', category: 'assetPlan', template: { ...planDoc(), paper: { size: 'custom', width: 5, height: 5, margin: { top: 0, right: 0, bottom: 0, left: 0 } } } }, TEMPLATE_MSG.paperSize],
      [{ fullName: '另一个', enCode: 'plan.other', category: 'assetPlan', template: { ...planDoc(), body: { elements: [{ id: 't', type: 'table', x: 0, y: 0, w: 50, h: 10, field: 'dtlList', columns: [] }] } } }, TEMPLATE_MSG.columnsRequired],
    ];
    for (const [body, msg] of bad) expect((await req('POST', '/api/system/printDev', { body })).body.msg, msg).toContain(msg);

    const put = await req('PUT', `/api/system/printDev/${id}`, { body: { fullName: '计划简表2', enCode: 'plan.short', category: 'assetPlan', enabledMark: 0, template: planDoc() } });
    expect(put.body.code).toBe(200);
    expect((await req<PrintTemplateInfo>('GET', `/api/system/printDev/${id}`)).body.data).toMatchObject({ fullName: '计划简表2', enabledMark: 0 });
    // Disabled: not offered, and not printable.
    expect((await req<{ list: PrintSelectorItem[] }>('GET', '/api/system/printDev/Selector', { query: { type: 'assetPlan' } })).body.data.list.map((s) => s.enCode)).toEqual(['assetPlan.register']);
    expect((await req('GET', '/api/system/printDev/Data', { query: { id, ids: planId } })).body.msg).toBe(PRINT_MSG.disabled);
    expect((await req('DELETE', `/api/system/printDev/${id}`)).body.code).toBe(200);
    expect((await req('GET', `/api/system/printDev/${id}`)).body).toMatchObject({ code: Code.NOT_FOUND, msg: PRINT_MSG.notFound });
  });

  it('copies under a free name and code, exports a JSON file and imports it back', async () => {
    const seeded = (await req<Page>('GET', '/api/system/printDev', { query: { category: 'assetPlan' } })).body.data.list[0]!;
    const c1 = (await req<{ id: string }>('POST', `/api/system/printDev/${seeded.id}/Actions/Copy`)).body.data.id;
    const c2 = (await req<{ id: string }>('POST', `/api/system/printDev/${seeded.id}/Actions/Copy`)).body.data.id;
    const [i1, i2] = await Promise.all([c1, c2].map(async (id) => (await req<PrintTemplateInfo>('GET', `/api/system/printDev/${id}`)).body.data));
    expect([i1!.fullName, i1!.enCode, i2!.fullName, i2!.enCode]).toEqual(['资产计划登记表副本', 'assetPlan.register.copy', '资产计划登记表副本2', 'assetPlan.register.copy2']);
    expect(i1!.template).toEqual((await req<PrintTemplateInfo>('GET', `/api/system/printDev/${seeded.id}`)).body.data.template);

    const res = await t.app.inject({ method: 'GET', url: `/api/system/printDev/${c1}/Actions/Export?token=${await admin()}` });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('资产计划登记表副本.json'));
    const file = JSON.parse(res.body) as PrintExportFile;
    expect(file).toMatchObject({ kind: PRINT_EXPORT_KIND, version: 1, enCode: 'assetPlan.register.copy', category: 'assetPlan' });

    expect((await req('POST', '/api/system/printDev/Actions/Import', { body: file })).body.msg).toBe(PRINT_MSG.codeExists);
    const imported = await req<{ id: string }>('POST', '/api/system/printDev/Actions/Import', { body: { ...file, enCode: 'imported.plan', fullName: '导入的计划模板' } });
    expect(imported.body.code).toBe(200);
    expect((await req<PrintTemplateInfo>('GET', `/api/system/printDev/${imported.body.data.id}`)).body.data.template).toEqual(file.template);
    expect((await req('POST', '/api/system/printDev/Actions/Import', { body: { hello: 1 } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: PRINT_MSG.fileInvalid });
  });

  it('answers Fields per data kind and Selector by type', async () => {
    const fields = (await req<{ list: PrintField[] }>('POST', '/api/system/printDev/Fields', { body: { type: 'assetPlan' } })).body.data.list;
    const rows = fields.find((f) => f.field === 'dtlList')!;
    expect(rows).toMatchObject({ kind: 'list', label: '物品明细' });
    expect(rows.children!.map((c) => c.field)).toEqual(['index', 'itemName', 'itemTypeName', 'itemNum', 'hasApplNum']);
    expect((await req<{ list: PrintField[] }>('POST', '/api/system/printDev/Fields', { body: { type: 'assetItem' } })).body.data.list.map((f) => f.field)).toContain('assetCode');
    expect((await req('POST', '/api/system/printDev/Fields', { body: { type: 'nothing' } })).body.msg).toBe(PRINT_MSG.categoryUnknown);
    const sel = (await call<{ list: PrintSelectorItem[] }>(t, 'GET', '/api/system/printDev/Selector', { token: await t.token('office'), query: { type: 'assetItem' } })).body.data.list;
    expect(sel.map((s) => s.enCode)).toEqual(['assetItem.label', 'assetItem.label.single']);
  });

  it('fills Data for records the caller may read, and for no one else', async () => {
    const tpl = (await req<Page>('GET', '/api/system/printDev', { query: { keyword: 'assetPlan.register' } })).body.data.list.find((r) => r.enCode === 'assetPlan.register')!;
    const mine = await call<PrintData>(t, 'GET', '/api/system/printDev/Data', { token: await t.token('office'), query: { id: tpl.id, ids: planId } });
    expect(mine.body.code).toBe(200);
    expect(mine.body.data.list[0]).toMatchObject({ applEntName: '轻办示范集团', applDeptName: '行政办公室', useUserName: '张敏', itemNum: 6 });
    expect((mine.body.data.list[0]!.dtlList as { itemName: string; index: number }[]).map((r) => [r.index, r.itemName])).toEqual([[1, '打印测试投影仪'], [2, '打印测试办公椅']]);
    expect(mine.body.data.template.template.body.elements.some((e) => e.type === 'table')).toBe(true);

    // No plan menu: refused; the menu but the plan outside the data scope: not found.
    expect((await call(t, 'GET', '/api/system/printDev/Data', { token: await t.token('wh01'), query: { id: tpl.id, ids: planId } })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'GET', '/api/system/printDev/Data', { token: await t.token('wh02'), query: { id: tpl.id, ids: planId } })).body.code).toBe(Code.NOT_FOUND);
    expect((await call(t, 'GET', '/api/system/printDev/Data', { token: await t.token('office'), query: { id: tpl.id, ids: '' } })).body.msg).toBe(PRINT_MSG.idsRequired);

    const label = (await req<Page>('GET', '/api/system/printDev', { query: { category: 'assetItem' } })).body.data.list[0]!;
    const items = await t.db.selectFrom('faItem').select(['id', 'assetCode']).orderBy('assetCode').limit(2).execute();
    const filled = await req<PrintData>('GET', '/api/system/printDev/Data', { query: { id: label.id, ids: items.map((i) => i.id).join(',') } });
    expect(filled.body.data.list.map((r) => r.assetCode)).toEqual(items.map((i) => i.assetCode));
    expect((await call(t, 'GET', '/api/system/printDev/Data', { token: await t.token('nomenu'), query: { id: label.id, ids: items[0]!.id } })).body.code).toBe(Code.FORBIDDEN);
  });

  it('keeps administration to the menu and its buttons', async () => {
    const office = await t.token('office');
    expect((await call(t, 'GET', '/api/system/printDev', { token: office })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'POST', '/api/system/printDev', { token: office, body: { fullName: '越权', enCode: 'x', category: 'assetPlan', template: planDoc() } })).body.code).toBe(Code.FORBIDDEN);
    const assetAdmin = await t.token('assetadmin');
    expect((await call(t, 'GET', '/api/system/printDev', { token: assetAdmin })).body.code).toBe(200);
    const seeded = (await call<Page>(t, 'GET', '/api/system/printDev', { token: assetAdmin })).body.data.list[0]!;
    expect((await call(t, 'DELETE', `/api/system/printDev/${seeded.id}`, { token: assetAdmin })).body.code).toBe(Code.FORBIDDEN);
  });
});

describe(`打印模板: the stocktake report (${testDialect})`, () => {
  it('fills the seeded report from a demo stocktake for its readers, refused to others', async () => {
    const report = (await req<Page>('GET', '/api/system/printDev', { query: { category: 'stocktake' } })).body.data.list[0]!;
    const st = await t.db.selectFrom('stStocktake').select(['id', 'name']).orderBy('createdAt').executeTakeFirstOrThrow();
    const filled = await call<PrintData>(t, 'GET', '/api/system/printDev/Data', { token: await t.token('assetadmin'), query: { id: report.id, ids: st.id } });
    expect(filled.body.code).toBe(200);
    const rec = filled.body.data.list[0]!;
    expect(rec.name).toBe(st.name);
    const lists = ['missingList', 'movedList', 'foundList'].map((f) => (rec[f] as unknown[]).length);
    expect(lists.reduce((a, b) => a + b, 0)).toBe(rec.expected);
    expect((rec.unknownList as unknown[]).length).toBe(rec.unknown);
    expect(filled.body.data.template.template.body.elements.filter((e) => e.type === 'table').map((e) => e.type === 'table' && e.field)).toEqual(['missingList', 'movedList', 'unknownList', 'foundList']);
    expect((await call(t, 'GET', '/api/system/printDev/Data', { token: await t.token('nomenu'), query: { id: report.id, ids: st.id } })).body.code).toBe(Code.FORBIDDEN);
  });
});

describe(`打印模板: 每页标签 (${testDialect})`, () => {
  const labelDoc = (labels: unknown, body: unknown[] = [{ id: 'qr', type: 'qrcode', x: 40, y: 2, w: 20, h: 20, field: 'assetCode' }]) => ({
    ...blankTemplate(), header: { height: 0, elements: [] }, labels, body: { elements: body },
  });

  it('seeds the asset label as an A4 sheet of 3 × 8 labels; a template stored before grids reads as one label a page', async () => {
    const list = (await req<Page>('GET', '/api/system/printDev', { query: { category: 'assetItem' } })).body.data.list;
    const [sheet, single] = await Promise.all(list.map(async (r) => (await req<PrintTemplateInfo>('GET', `/api/system/printDev/${r.id}`)).body.data));
    expect(sheet!.template.labels).toEqual({ columns: 3, rows: 8, gapX: 2, gapY: 2, border: true });
    expect(labelCell(sheet!.template)).toEqual({ width: 64, height: 33 });
    expect(sheet!.template.body.elements.map((e) => [e.type, 'field' in e ? e.field : null])).toEqual([
      ['field', 'itemName'], ['field', 'assetCode'], ['field', 'nowEntName'], ['field', 'location'], ['qrcode', 'assetCode'],
    ]);
    expect(single!.template.labels).toBeNull();

    // A row written before label grids existed (no `labels` in its JSON) still reads and prints.
    const { labels: _none, ...old } = single!.template;
    await t.db.updateTable('basePrintTemplate').set({ templateJson: JSON.stringify(old) }).where('id', '=', single!.id).execute();
    expect((await req<PrintTemplateInfo>('GET', `/api/system/printDev/${single!.id}`)).body.data.template.labels).toBeNull();
    const item = await t.db.selectFrom('faItem').select('id').limit(1).executeTakeFirstOrThrow();
    expect((await req<PrintData>('GET', '/api/system/printDev/Data', { query: { id: single!.id, ids: item.id } })).body.data.template.template.labels).toBeNull();
  });

  it('saves a grid, refusing labels too small, a table in a label and an element outside its label; export and import keep it', async () => {
    const created = await req<{ id: string }>('POST', '/api/system/printDev', { body: { fullName: '两列标签', enCode: 'labels.two', category: 'assetItem', template: labelDoc({ columns: 2, rows: 5, gapY: 3 }) } });
    expect(created.body.code).toBe(200);
    const info = (await req<PrintTemplateInfo>('GET', `/api/system/printDev/${created.body.data.id}`)).body.data;
    expect(info.template.labels).toEqual({ columns: 2, rows: 5, gapX: 0, gapY: 3, border: false });

    const table = { id: 't', type: 'table', x: 0, y: 30, w: 50, h: 10, field: 'rows', columns: [{ field: 'name', title: '名称', width: 50 }] };
    const bad: [unknown, string][] = [
      [labelDoc({ columns: 20, rows: 50, gapX: 5, gapY: 5 }), TEMPLATE_MSG.labelNoRoom],
      [labelDoc({ columns: 21, rows: 2 }), TEMPLATE_MSG.labelGrid],
      [labelDoc({ columns: 2, rows: 5 }, [table]), TEMPLATE_MSG.labelTable],
      [labelDoc({ columns: 2, rows: 5 }, [{ id: 'wide', type: 'text', x: 0, y: 0, w: 100, h: 5, text: '名称' }]), TEMPLATE_MSG.outside],
    ];
    for (const [template, msg] of bad) {
      expect((await req('POST', '/api/system/printDev', { body: { fullName: '坏标签', enCode: 'labels.bad', category: 'assetItem', template } })).body.msg, msg).toContain(msg);
    }

    const file = JSON.parse((await t.app.inject({ method: 'GET', url: `/api/system/printDev/${info.id}/Actions/Export?token=${await admin()}` })).body) as PrintExportFile;
    expect(file.template.labels).toEqual(info.template.labels);
    const imported = await req<{ id: string }>('POST', '/api/system/printDev/Actions/Import', { body: { ...file, enCode: 'labels.two.imported', fullName: '两列标签导入' } });
    expect((await req<PrintTemplateInfo>('GET', `/api/system/printDev/${imported.body.data.id}`)).body.data.template.labels).toEqual(info.template.labels);
    for (const id of [info.id, imported.body.data.id]) await req('DELETE', `/api/system/printDev/${id}`);
  });
});

describe(`打印模板 on the device: the printTemplates collection (${testDialect})`, () => {
  const pull = async (token: string, cursor?: string) =>
    (await call<PullResult>(t, 'GET', '/api/sync/pull', { token, query: { collections: PRINT_TEMPLATE_COLLECTION, limit: '50', ...(cursor ? { cursor } : {}) } })).body.data;

  it('gives any signed-in user the enabled templates; one switched off leaves the devices, switched on comes back', async () => {
    const office = await t.token('office');
    const first = await pull(office);
    const seeded = (await req<Page>('GET', '/api/system/printDev')).body.data.list;
    expect(first.changes.map((c) => c.row!.enCode).sort()).toEqual(seeded.filter((r) => r.enabledMark === 1).map((r) => r.enCode).sort());
    const label = first.changes.find((c) => c.row!.enCode === 'assetItem.label')!;
    expect(Object.keys(label.row!).sort()).toEqual(['category', 'enCode', 'enabledMark', 'fullName', 'id', 'sortCode', 'templateJson']);
    expect(JSON.parse(String(label.row!.templateJson))).toMatchObject({ labels: { columns: 3, rows: 8 } });

    const info = (await req<PrintTemplateInfo>('GET', `/api/system/printDev/${label.id}`)).body.data;
    const body = { fullName: info.fullName, enCode: info.enCode, category: info.category, sortCode: info.sortCode, description: info.description, template: info.template };
    expect((await req('PUT', `/api/system/printDev/${label.id}`, { body: { ...body, enabledMark: 0 } })).body.code).toBe(200);
    const off = await pull(office, first.cursor);
    expect(off.changes).toEqual([expect.objectContaining({ id: label.id, op: 'delete' })]);
    expect((await req('PUT', `/api/system/printDev/${label.id}`, { body: { ...body, enabledMark: 1 } })).body.code).toBe(200);
    const on = await pull(office, off.cursor);
    expect(on.changes).toEqual([expect.objectContaining({ id: label.id, op: 'upsert', row: expect.objectContaining({ enabledMark: 1, fullName: '资产标签' }) })]);
  });
});

