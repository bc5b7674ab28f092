import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import type { ListPage } from '../../src/contract/envelope';
import type { PullResult } from '../../src/features/sync/contract';
import { STOCKTAKE_MSG as MSG, type ScanOutcome, type StocktakeInfo } from '../../src/features/stocktaking/contract';
import { grantModuleToRole } from '../../src/server/db/module-seeds';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { addItems, push, scanArgs, scanMutation, uniq, userId } from './stocktake-fixtures';

const API = '/api/business/stocktake';

describe(`资产盘点 access: asset administrators see and do all, checkers only their own (${testDialect})`, () => {
  let t: TestApp;
  let tokens: Record<'assetAdmin' | 'wh01' | 'wh02' | 'nomenu', string>;
  let mine: { id: string; codes: string[] };
  let theirs: { id: string; codes: string[] };
  /** The demo's own stocktake for wh01 (EC-仓库A), there before this file's. */
  let demo: string[];
  const device = newId();

  async function stocktake(checker: string) {
    const location = `L-${uniq()}`;
    const items = await addItems(t, { count: 3, location });
    const res = await call<{ id: string }>(t, 'POST', API, { token: tokens.assetAdmin, body: { name: `盘点${uniq()}`, scopeType: 'location', location, checkerIds: [await userId(t, checker)] } });
    expect(res.body.code).toBe(Code.OK);
    return { id: res.body.data.id, codes: items.map((i) => i.assetCode) };
  }
  const listIds = async (token: string) => (await call<ListPage<StocktakeInfo>>(t, 'GET', API, { token, query: { pageSize: '100' } })).body.data.list.map((r) => r.id);
  const count = async (table: 'stStocktake' | 'faItemLog') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  async function pull(token: string, collection: string, cursor?: string) {
    const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token, query: { collections: collection, limit: '2000', ...(cursor ? { cursor } : {}) } });
    expect(res.body.code).toBe(Code.OK);
    return res.body.data;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const [assetAdmin, wh01, wh02, nomenu] = await Promise.all(['assetadmin', 'wh01', 'wh02', 'nomenu'].map((a) => t.login(a)));
    tokens = { assetAdmin: assetAdmin!, wh01: wh01!, wh02: wh02!, nomenu: nomenu! };
    demo = await listIds(tokens.wh01);
    mine = await stocktake('wh01');
    theirs = await stocktake('wh02');
  });
  afterAll(() => t.close());

  it('lists every stocktake for the asset administrator and only assigned ones for a checker', async () => {
    expect(await listIds(tokens.assetAdmin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await listIds(tokens.wh01)).toEqual([mine.id, ...demo]);
    expect(await listIds(tokens.wh02)).toEqual([theirs.id]);
    expect((await call(t, 'GET', API, { token: tokens.nomenu })).body).toMatchObject({ code: Code.FORBIDDEN, msg: Msg.permissionDenied });
  });

  it('lets a checker read and download only their own stocktake', async () => {
    expect((await call(t, 'GET', `${API}/${mine.id}`, { token: tokens.wh01 })).body.code).toBe(Code.OK);
    expect((await call(t, 'GET', `${API}/${mine.id}/download`, { token: tokens.wh01 })).body.code).toBe(Code.OK);
    for (const path of ['', '/download']) expect((await call(t, 'GET', `${API}/${theirs.id}${path}`, { token: tokens.wh01 })).body).toMatchObject({ code: Code.FORBIDDEN, msg: MSG.notChecker });
  });

  it('refuses create, complete, apply and export to a checker without those buttons, writing nothing', async () => {
    const before = await count('stStocktake');
    const body = { name: '越权', scopeType: 'location', location: 'x', checkerIds: [await userId(t, 'wh01')] };
    expect((await call(t, 'POST', API, { token: tokens.wh01, body })).body).toMatchObject({ code: Code.FORBIDDEN, msg: Msg.permissionDenied });
    expect((await call(t, 'POST', `${API}/${mine.id}/complete`, { token: tokens.wh01 })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'POST', `${API}/${mine.id}/apply`, { token: tokens.wh01, body: { confirm: true } })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'GET', `${API}/${mine.id}/export`, { token: tokens.wh01 })).body.code).toBe(Code.FORBIDDEN);
    expect(await count('stStocktake')).toBe(before);
    expect((await t.db.selectFrom('stStocktake').select('status').where('id', '=', mine.id).executeTakeFirstOrThrow()).status).toBe('open');
  });

  it('takes scans from the assigned checker and the asset administrator only; undo only of one’s own', async () => {
    const own = await push(t, tokens.wh01, device, [scanMutation(scanArgs(mine.id, mine.codes[0]!))]);
    expect(own[0]).toMatchObject({ status: 'applied', result: { scan: { scannedByName: '赵强' }, counts: { found: 1 } } });
    expect((await push(t, tokens.wh02, newId(), [scanMutation(scanArgs(mine.id, mine.codes[1]!))]))[0]).toMatchObject({ status: 'rejected', code: Code.FORBIDDEN, msg: MSG.notChecker });
    expect((await push(t, tokens.nomenu, newId(), [scanMutation(scanArgs(mine.id, mine.codes[1]!))]))[0]).toMatchObject({ status: 'rejected', code: Code.FORBIDDEN, msg: Msg.permissionDenied });
    const byAdmin = await push(t, tokens.assetAdmin, newId(), [scanMutation(scanArgs(mine.id, mine.codes[1]!))]);
    expect(byAdmin[0]).toMatchObject({ status: 'applied', result: { counts: { found: 2 } } });
    const adminScan = (byAdmin[0]!.result as ScanOutcome).scan.id;
    expect((await push(t, tokens.wh01, device, [scanMutation({ id: adminScan }, 'stocktake.undoScan')]))[0]).toMatchObject({ status: 'rejected', code: Code.FORBIDDEN, msg: MSG.scanNotOwn });
    expect((await push(t, tokens.assetAdmin, newId(), [scanMutation({ id: (own[0]!.result as ScanOutcome).scan.id }, 'stocktake.undoScan')]))[0]).toMatchObject({ status: 'applied', result: { counts: { found: 1 } } });
  });

  it('syncs a stocktake, its items and scans to its checkers’ devices only, and others’ scans to them', async () => {
    const snapshot = await pull(tokens.wh01, 'stocktakes');
    expect(snapshot.changes.map((c) => c.id).sort()).toEqual([mine.id, ...demo].sort());
    expect(snapshot.changes.find((c) => c.id === mine.id)!.row).toMatchObject({ id: mine.id, status: 'open', scopeType: 'location' });
    const items = await pull(tokens.wh01, 'stocktakeItems');
    expect(items.changes.filter((c) => c.row!.stocktakeId === mine.id)).toHaveLength(3);
    expect(items.changes.every((c) => [mine.id, ...demo].includes(c.row!.stocktakeId as string))).toBe(true);
    const scans = await pull(tokens.wh01, 'stocktakeScans');
    expect(scans.changes.map((c) => c.row!.stocktakeId)).toEqual([mine.id, mine.id]);
    const adminSees = await pull(tokens.assetAdmin, 'stocktakes');
    expect(adminSees.changes.map((c) => c.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const wh02Scans = await pull(tokens.wh02, 'stocktakeScans');

    // Another device scans: the checker's next pull brings the scan and the item it counted.
    const [res] = await push(t, tokens.assetAdmin, newId(), [scanMutation(scanArgs(mine.id, mine.codes[2]!))]);
    const out = res!.result as ScanOutcome;
    const newScans = await pull(tokens.wh01, 'stocktakeScans', scans.cursor);
    expect(newScans.changes).toEqual([expect.objectContaining({ op: 'upsert', id: out.scan.id, row: expect.objectContaining({ code: mine.codes[2], result: 'found' }) })]);
    const newItems = await pull(tokens.wh01, 'stocktakeItems', items.cursor);
    expect(newItems.changes.filter((c) => c.op === 'upsert').map((c) => c.row!.firstScanId)).toContain(out.scan.id);
    const other = await pull(tokens.wh02, 'stocktakeScans', wh02Scans.cursor);
    expect(other.changes.filter((c) => c.op === 'upsert')).toEqual([]);
  });

  it('lets a holder of the create and apply buttons who is not an asset administrator do neither', async () => {
    await grantModuleToRole(t.db, 'staff', 'fixedAsset.stocktake', ['btn_add', 'btn_complete', 'btn_apply']);
    const before = await count('stStocktake');
    const body = { name: '越权', scopeType: 'location', location: 'x', checkerIds: [await userId(t, 'wh01')] };
    expect((await call(t, 'POST', API, { token: tokens.wh01, body })).body).toMatchObject({ code: Code.FORBIDDEN, msg: MSG.adminOnly });
    expect(await count('stStocktake')).toBe(before);
    // A checker may complete their own stocktake once granted the button; applying stays the administrator's.
    expect((await call(t, 'POST', `${API}/${theirs.id}/complete`, { token: tokens.wh01 })).body).toMatchObject({ code: Code.FORBIDDEN, msg: MSG.notChecker });
    expect((await call(t, 'POST', `${API}/${mine.id}/complete`, { token: tokens.wh01 })).body).toMatchObject({ code: Code.OK, data: { status: 'completed' } });
    const logs = await count('faItemLog');
    expect((await call(t, 'POST', `${API}/${mine.id}/apply`, { token: tokens.wh01, body: { confirm: true } })).body).toMatchObject({ code: Code.FORBIDDEN, msg: MSG.adminOnly });
    expect(await count('faItemLog')).toBe(logs);
    expect((await t.db.selectFrom('stStocktake').select('status').where('id', '=', mine.id).executeTakeFirstOrThrow()).status).toBe('completed');
  });
});
