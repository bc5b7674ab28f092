import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../../../tests/helpers/test-app';
import type { FeatureRegistry } from '../../../../server/modules/registry';
import type { ServerFeatureModule } from '../../../../server/modules/feature-module';

/**
 * The generated server half, run: the files are written into <repo>/.gen-check-<random>/src/features/,
 * next to links to the project's src/server, src/contract and src/features/files (so their relative
 * imports resolve to the very modules the app uses), and the module joins the app's feature list.
 */
vi.mock('../../../../server/features', async (importOriginal) => {
  const orig = (await importOriginal()) as { featureRegistry: FeatureRegistry };
  const path = await import('node:path');
  const fsm = await import('node:fs');
  const { randomBytes } = await import('node:crypto');
  const { buildRegistry } = await import('../../../../server/modules/registry');
  const { generateCode } = await import('./index');
  const { orderModel } = await import('./fixtures.test-helper');
  const repo = path.resolve(import.meta.dirname, '../../../../..');
  const dir = path.join(repo, `.gen-check-${randomBytes(6).toString('hex')}`);
  (globalThis as { genCheckDir?: string }).genCheckDir = dir;
  for (const f of generateCode(orderModel(), { now: Date.UTC(2026, 10, 25) })) {
    fsm.mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
    fsm.writeFileSync(path.join(dir, f.path), f.content);
  }
  for (const link of ['server', 'contract', 'features/files']) fsm.symlinkSync(path.join(repo, 'src', link), path.join(dir, 'src', link), 'dir');
  const mod = (await import(/* @vite-ignore */ path.join(dir, 'src/features/salesorder/server/module.ts'))) as { salesOrderModule: ServerFeatureModule };
  return { featureRegistry: buildRegistry([...orig.featureRegistry.modules, mod.salesOrderModule]) };
});

const BASE = '/api/salesorder/SalesOrder';
const file = { name: '合同.pdf', fileId: 'f1', fileSize: 10, fileExtension: 'pdf', fileVersionId: 'v1', url: '/x' };
const order = (over: Record<string, unknown> = {}) => ({
  orderNo: 'SO-1', status: 'draft', tags: ['vip'], channel: '', payWays: [], deposit: 10, discount: 90, salesman: 'u1', dept: '', helpers: [],
  period: [1, 2], hours: ['08:00:00', '18:00:00'], signedAt: 1_700_000_000_000, meetAt: '', contract: [file], photos: [], urgent: 1, stars: 4.5, progress: null,
  color: '', remark: '', detail: '', area: [], kind: '', category: [],
  items: [{ product: '笔', qty: 2, price: 3.5, unit: 'pcs', deliverAt: null, owner: '' }, { product: '本', qty: 3, price: 1.25, unit: '', deliverAt: null, owner: '' }],
  ...over,
});

describe('generated feature at run time (salesOrder: sub-table, calculations, JSON columns)', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    staff = await t.login('wh01');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync((globalThis as { genCheckDir?: string }).genCheckDir!, { recursive: true, force: true });
  });

  it('creates, reads back (rows, calculations, creator), lists with search and sort, edits with the version, and deletes', async () => {
    const created = await call<{ id: string }>(t, 'POST', BASE, { token: admin, body: order() });
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.body.data.id;
    await call(t, 'POST', BASE, { token: admin, body: order({ orderNo: 'SO-2', deposit: 500, status: 'done', items: [{ product: '桌', qty: 1, price: 100, unit: '', deliverAt: null, owner: '' }] }) });

    const info = (await call<Record<string, unknown>>(t, 'GET', `${BASE}/${id}`, { token: admin })).body.data;
    expect(info).toMatchObject({
      orderNo: 'SO-1', tags: ['vip'], deposit: 10, discount: 90, period: [1, 2], hours: ['08:00:00', '18:00:00'], urgent: 1, stars: 4.5, contract: [file], version: 0,
      total: 5.75, // (7 + 3.75) - 10 ÷ 2
      items: [expect.objectContaining({ product: '笔', amount: 7, unit: 'pcs' }), expect.objectContaining({ product: '本', amount: 3.75 })],
    });
    expect(info.creator).toBeTruthy();
    expect(String(info.billNo)).toMatch(/^SALESORDER\d+$/);

    const list = await call<{ list: { orderNo: string }[]; pagination: { total: number } }>(t, 'GET', BASE, { token: admin, query: { orderNo: 'so-', sidx: 'deposit', sort: 'desc' } });
    expect(list.body.data.list.map((r) => r.orderNo)).toEqual(['SO-2', 'SO-1']);
    const ranged = await call<{ list: { orderNo: string }[] }>(t, 'GET', BASE, { token: admin, query: { depositFrom: '100', status: 'done' } });
    expect(ranged.body.data.list.map((r) => r.orderNo)).toEqual(['SO-2']);
    expect((await call(t, 'GET', BASE, { token: admin, query: { sidx: 'remark' } })).body.code).toBe(400);

    const edited = await call(t, 'PUT', `${BASE}/${id}`, { token: admin, body: { ...order({ deposit: 0, items: [] }), version: 0 } });
    expect(edited.body.code).toBe(400); // 请添加明细
    expect(edited.body.msg).toBe('请添加明细');
    const saved = await call(t, 'PUT', `${BASE}/${id}`, { token: admin, body: { ...order({ deposit: 0 }), version: 0 } });
    expect(saved.body).toMatchObject({ code: 200, msg: '更新成功' });
    const stale = await call(t, 'PUT', `${BASE}/${id}`, { token: admin, body: { ...order(), version: 0 } });
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');
    const after = (await call<Record<string, unknown>>(t, 'GET', `${BASE}/${id}`, { token: admin })).body.data;
    expect(after).toMatchObject({ version: 1, total: 10.75, deposit: 0 });
    expect(after.modifier).toBeTruthy();

    expect((await call(t, 'GET', BASE, { token: staff })).body.code).toBe(403);
    expect((await call(t, 'DELETE', `${BASE}/${id}`, { token: admin })).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call(t, 'GET', `${BASE}/${id}`, { token: admin })).body).toMatchObject({ code: 404, msg: '数据不存在或已被删除' });
  });
});
