import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { STOCKTAKE_MSG as MSG, type ScanOutcome, type StocktakeDetail } from '../../src/features/stocktaking/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { addDepartment, addItems, orgId, push, scanArgs, scanMutation, uniq, userId } from './stocktake-fixtures';

const API = '/api/business/stocktake';

describe(`资产盘点 scans through /api/sync/push: merge, duplicates, unknown, moved, undo (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const [deviceA, deviceB] = [newId(), newId()];

  async function stocktake(count: number, extra: { location?: string; deptId?: string; entId?: string } = {}) {
    const location = extra.location ?? `L-${uniq()}`;
    const items = await addItems(t, { count, location, deptId: extra.deptId, entId: extra.entId });
    const res = await call<{ id: string }>(t, 'POST', API, { token: admin, body: { name: `盘点${uniq()}`, scopeType: 'location', location, checkerIds: [await userId(t, 'wh01')] } });
    expect(res.body.code).toBe(Code.OK);
    return { id: res.body.data.id, items, location };
  }
  const detail = async (id: string) => (await call<StocktakeDetail>(t, 'GET', `${API}/${id}`, { token: admin })).body.data;
  const scans = (stocktakeId: string) => t.db.selectFrom('stStocktakeScan').selectAll().where('stocktakeId', '=', stocktakeId).orderBy('createdAt').execute();
  const scanOnce = async (device: string, args: Record<string, unknown>, token = admin) => (await push(t, token, device, [scanMutation(args)]))[0]!;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('counts a found item once; a repeated mutation id is a duplicate that changes nothing', async () => {
    const { id, items, location } = await stocktake(3);
    const m = scanMutation(scanArgs(id, items[0]!.assetCode, { location, note: '桌下', deviceId: deviceA }));
    const [first] = await push(t, admin, deviceA, [m]);
    expect(first).toMatchObject({ status: 'applied' });
    const out = first!.result as ScanOutcome;
    expect(out).toMatchObject({ duplicateScan: false, scan: { result: 'found', note: '桌下', deviceId: deviceA, scannedByName: '管理员', undone: 0 }, item: { itemId: items[0]!.id, result: 'found', foundLocation: location, firstScanId: out.scan.id } });
    expect(out.counts).toEqual({ expected: 3, found: 1, moved: 0, missing: 2, unknown: 0 });
    const [again] = await push(t, admin, deviceA, [m]);
    expect(again).toMatchObject({ status: 'duplicate', result: { scan: { id: out.scan.id } } });
    expect(await scans(id)).toHaveLength(1);
    // The same scan id under a new mutation id answers the scan as it stands; another code under that id is refused.
    const resent = await scanOnce(deviceA, { ...m.args });
    expect(resent).toMatchObject({ status: 'applied', result: { scan: { id: out.scan.id }, duplicateScan: false } });
    expect((await scanOnce(deviceA, { ...m.args, code: items[1]!.assetCode }))).toMatchObject({ status: 'rejected', code: Code.CONFLICT, msg: MSG.scanIdExists });
    expect(await scans(id)).toHaveLength(1);
  });

  it('keeps a second scan of the same item from another device in the log without counting it again', async () => {
    const { id, items } = await stocktake(2);
    const a = await scanOnce(deviceA, scanArgs(id, items[0]!.assetCode));
    const b = await scanOnce(deviceB, scanArgs(id, items[0]!.assetCode.toLowerCase(), { result: 'moved', location: '走廊' }));
    expect(b).toMatchObject({ status: 'applied', result: { duplicateScan: true, scan: { result: 'moved', itemId: items[0]!.id }, item: { result: 'found', firstScanId: (a.result as ScanOutcome).scan.id } } });
    expect((b.result as ScanOutcome).counts).toMatchObject({ found: 1, moved: 0, missing: 1 });
    expect(await scans(id)).toHaveLength(2);
  });

  it('counts two devices scanning one item at the same moment once', async () => {
    const { id, items } = await stocktake(2);
    const code = items[1]!.assetCode;
    const results = await Promise.all([deviceA, deviceB, newId(), newId()].map((d) => scanOnce(d, scanArgs(id, code))));
    expect(results.every((r) => r.status === 'applied')).toBe(true);
    expect(results.filter((r) => !(r.result as ScanOutcome).duplicateScan)).toHaveLength(1);
    const d = await detail(id);
    expect(d.counts).toMatchObject({ found: 1, missing: 1 });
    const logged = await scans(id);
    expect(logged).toHaveLength(4);
    expect(d.items.find((i) => i.assetCode === code)!.firstScanId).toBe(logged[0]!.id);
  });

  it('records an unknown code by its code only, counting distinct codes', async () => {
    const { id } = await stocktake(1);
    const code = `NOPE${uniq()}`;
    const first = await scanOnce(deviceA, scanArgs(id, code));
    expect(first.result).toMatchObject({ scan: { result: 'unknown', itemId: null, code }, item: null, duplicateScan: false, counts: { unknown: 1, missing: 1 } });
    const again = await scanOnce(deviceB, scanArgs(id, code));
    expect((again.result as ScanOutcome).counts.unknown).toBe(1);
    await scanOnce(deviceB, scanArgs(id, `${code}X`));
    expect((await detail(id)).counts).toMatchObject({ unknown: 2, found: 0 });
  });

  it('calls an item moved when the checker says so, or is somewhere other than expected', async () => {
    const dept = await addDepartment(t, 'EC');
    const { id, items, location } = await stocktake(5, { deptId: dept, entId: await orgId(t, 'EC') });
    const result = async (code: string, extra: Record<string, unknown>) => ((await scanOnce(deviceA, scanArgs(id, code, extra))).result as ScanOutcome).scan.result;
    expect(await result(items[0]!.assetCode, { location: ` ${location.toLowerCase()} ` })).toBe('found');
    expect(await result(items[1]!.assetCode, { location: '5F-501' })).toBe('moved');
    expect(await result(items[2]!.assetCode, { location, deptId: await orgId(t, 'EC02') })).toBe('moved');
    expect(await result(items[3]!.assetCode, { location: '5F-501', result: 'found' })).toBe('found');
    expect(await result(items[4]!.assetCode, { result: 'moved' })).toBe('moved');
    expect((await detail(id)).counts).toEqual({ expected: 5, found: 2, moved: 3, missing: 0, unknown: 0 });
  });

  it('undoing the winning scan hands the item to the next scan, then back to not found', async () => {
    const { id, items } = await stocktake(2);
    const code = items[0]!.assetCode;
    const first = await scanOnce(deviceA, scanArgs(id, code));
    const second = await scanOnce(deviceB, scanArgs(id, code, { result: 'moved', location: '仓库' }));
    const [firstId, secondId] = [first, second].map((r) => (r.result as ScanOutcome).scan.id) as [string, string];
    const undo = (scanId: string) => push(t, admin, deviceA, [scanMutation({ id: scanId }, 'stocktake.undoScan')]);

    const [u1] = await undo(firstId);
    expect(u1).toMatchObject({ status: 'applied', result: { scan: { id: firstId, undone: 1 }, item: { result: 'moved', firstScanId: secondId, foundLocation: '仓库' }, counts: { found: 0, moved: 1 } } });
    const [u1again] = await undo(firstId);
    expect(u1again).toMatchObject({ status: 'applied', result: { item: { firstScanId: secondId } } });
    const [u2] = await undo(secondId);
    expect(u2).toMatchObject({ result: { item: { result: null, firstScanId: null, foundLocation: null, foundBy: null }, counts: { found: 0, moved: 0, missing: 2 } } });
    expect((await scans(id)).map((s) => s.undone)).toEqual([1, 1]);

    // Undoing a scan that did not win changes no count; an unknown code's undo drops it from unknown.
    const win = await scanOnce(deviceA, scanArgs(id, code));
    const extra = await scanOnce(deviceB, scanArgs(id, code));
    const [u3] = await undo((extra.result as ScanOutcome).scan.id);
    expect(u3).toMatchObject({ result: { item: { firstScanId: (win.result as ScanOutcome).scan.id }, counts: { found: 1 } } });
    const unknown = await scanOnce(deviceA, scanArgs(id, `NOPE${uniq()}`));
    const [u4] = await undo((unknown.result as ScanOutcome).scan.id);
    expect(u4).toMatchObject({ result: { counts: { unknown: 0, found: 1 } } });
    expect((await undo(newId()))[0]).toMatchObject({ status: 'rejected', code: Code.NOT_FOUND, msg: MSG.scanMissing });
  });

  it('attaches a photo to a scan', async () => {
    const { id, items } = await stocktake(1);
    const scan = ((await scanOnce(deviceA, scanArgs(id, items[0]!.assetCode))).result as ScanOutcome).scan;
    const [ok] = await push(t, admin, deviceA, [scanMutation({ id: scan.id, photoUrl: '/api/file/Image/annexpic/p.jpg' }, 'stocktake.attachPhoto')]);
    expect(ok).toMatchObject({ status: 'applied', result: { scan: { id: scan.id, photoUrl: '/api/file/Image/annexpic/p.jpg' } } });
    const [bad] = await push(t, admin, deviceA, [scanMutation({ id: scan.id, photoUrl: 'javascript:alert(1)' }, 'stocktake.attachPhoto')]);
    expect(bad).toMatchObject({ status: 'rejected', code: Code.BAD_REQUEST, msg: MSG.photoInvalid });
  });

  it('rejects scans and undos of a completed or missing stocktake, with a clear message', async () => {
    const { id, items } = await stocktake(2);
    const scan = ((await scanOnce(deviceA, scanArgs(id, items[0]!.assetCode))).result as ScanOutcome).scan;
    expect((await call(t, 'POST', `${API}/${id}/complete`, { token: admin })).body.code).toBe(Code.OK);
    expect(await scanOnce(deviceA, scanArgs(id, items[1]!.assetCode))).toMatchObject({ status: 'rejected', code: Code.BAD_REQUEST, msg: MSG.notOpen });
    expect((await push(t, admin, deviceA, [scanMutation({ id: scan.id }, 'stocktake.undoScan')]))[0]).toMatchObject({ status: 'rejected', msg: MSG.notOpen });
    expect(await scanOnce(deviceA, scanArgs('no-such-stocktake', items[1]!.assetCode))).toMatchObject({ status: 'rejected', code: Code.NOT_FOUND, msg: MSG.notFound });
    expect(await scanOnce(deviceA, { stocktakeId: id, code: '' })).toMatchObject({ status: 'rejected', code: Code.BAD_REQUEST });
    expect((await detail(id)).counts).toMatchObject({ found: 1, missing: 1 });
    expect(await scans(id)).toHaveLength(1);
  });
});
