import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { startTestApp, testDialect, type TestApp } from '../helpers/test-app';

/**
 * Walks every fixed-asset route of the OpenAPI document (a route added later is walked too) as the
 * super administrator, as a user without the asset menus, and as a user holding the menus but no
 * button codes. What the UI hides the server refuses — before reading the body — and nothing changes.
 */
const AREA = /^\/api\/business\/fixedAsset/;
/** Writes and downloads: each needs its button code besides the menu. */
const NEEDS_BUTTON = /(\/update|\/export|\/ExportExcel|\/planRows|\/store|\/upload\/attach|\/re\/warehousing|\/(receive|change|damage|lose|scrap))$/;

interface Route { method: 'GET' | 'POST'; path: string; needsButton: boolean }

describe(`authorisation matrix of the fixed-asset area (${testDialect})`, () => {
  let t: TestApp;
  let routes: Route[];
  const hit = async (r: Route, token: string) => {
    const res = await t.app.inject({
      method: r.method,
      url: `${r.path}?id=no-such-id`,
      headers: { authorization: `Bearer ${token}`, ...(r.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      payload: r.method === 'POST' ? JSON.stringify({ id: 'no-such-id' }) : undefined,
    });
    return String(res.headers['content-type']).includes('json') ? (res.json() as { code: number; msg: string }) : { code: Code.OK, msg: 'file' };
  };
  const snapshot = async () => {
    const n = async (table: 'faPlan' | 'faPlanDtl' | 'faPlanLog' | 'faItem' | 'faItemLog') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const version = await t.db.selectFrom('syncChange').select((eb) => eb.fn.max('version').as('v')).executeTakeFirstOrThrow();
    return { plans: await n('faPlan'), rows: await n('faPlanDtl'), logs: await n('faPlanLog'), items: await n('faItem'), itemLogs: await n('faItemLog'), version: Number(version.v) };
  };

  beforeAll(async () => {
    t = await startTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths)
      .filter(([path]) => AREA.test(path))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase() as Route['method'], path, needsButton: NEEDS_BUTTON.test(path) })));
  });
  afterAll(() => t.close());

  it('finds every §7 fixed-asset route and ours', () => {
    const paths = routes.map((r) => r.path);
    for (const p of [
      '/api/business/fixedAsset-plan/detail', '/api/business/fixedAsset-plan/update', '/api/business/fixedAsset-plan/log/creatorLog',
      '/api/business/fixedAsset-plan/log/getListByPlanInfoId', '/api/business/fixedAsset-appl/getSubscribeModels', '/api/business/fixedAsset-storage/page',
      '/api/business/fixedAsset-storage/export', '/api/business/fixedAsset/getMyFixedAssetsList', '/api/business/fixedAsset/ExportExcel',
      '/api/business/fixedAsset/detail', '/api/business/fixedAsset/re/warehousing', '/api/business/fixedAsset/upload/attach',
      '/api/business/fixedAsset-storage/store', '/api/business/fixedAsset/receive', '/api/business/fixedAsset/scrap',
    ]) expect(paths).toContain(p);
  });

  it('lets the super administrator through every route', async () => {
    const token = await t.login('admin');
    const refused = [];
    for (const r of routes) if ((await hit(r, token)).code === Code.FORBIDDEN) refused.push(`${r.method} ${r.path}`);
    expect(refused).toEqual([]);
  });

  it('refuses every route to a user without the asset menus, and changes nothing', async () => {
    const token = await t.login('logviewer');
    const before = await snapshot();
    const wrong = [];
    for (const r of routes) {
      const body = await hit(r, token);
      if (body.code !== Code.FORBIDDEN) wrong.push(`${r.method} ${r.path} → ${body.code} ${body.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('with the menus but no button codes: reads pass, every action is refused, nothing changes', async () => {
    const role = newId();
    await t.db.insertInto('baseRole').values({ id: role, fullName: '资产只读', enCode: 'assetReadOnly', globalMark: 1, sortCode: 0, enabledMark: 1, description: null, creatorTime: Date.now() }).execute();
    const menus = await t.db.selectFrom('baseModule').select('id').where('enCode', 'like', 'fixedAsset%').execute();
    await t.db.insertInto('baseAuthorize').values(menus.map((m) => ({ id: newId(), itemType: 'module' as const, itemId: m.id, objectType: 'Role' as const, objectId: role, creatorTime: Date.now() }))).execute();
    const user = await t.db.selectFrom('baseUser').select('id').where('account', '=', 'nomenu').executeTakeFirstOrThrow();
    await t.db.insertInto('baseUserRelation').values({ id: newId(), userId: user.id, objectType: 'Role', objectId: role, sortCode: 0 }).execute();
    const token = await t.login('nomenu');
    const before = await snapshot();
    const wrong = [];
    for (const r of routes) {
      const body = await hit(r, token);
      if ((body.code === Code.FORBIDDEN) !== r.needsButton) wrong.push(`${r.method} ${r.path} → ${body.code} ${body.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(routes.filter((r) => r.needsButton).length).toBeGreaterThanOrEqual(11);
    expect(await snapshot()).toEqual(before);
  });
});
