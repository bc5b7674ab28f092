import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { STOCKTAKE_MSG as MSG, type ScanOutcome, type StocktakeInfo } from '../../src/features/stocktaking/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { addDepartment, addItems, orgId, push, scanArgs, scanMutation, uniq, userId } from './stocktake-fixtures';

const API = '/api/business/stocktake';

/** The end-to-end numbers: 50 expected; 40 found, 2 moved, 1 unknown code → 8 missing; apply marks 8 lost. */
describe(`资产盘点 scenario: 50 items, two checkers on two devices, complete, apply (${testDialect})`, () => {
  let t: TestApp;
  let assetAdmin: string;
  let wh01: string;
  let wh02: string;

  beforeAll(async () => {
    t = await startTestApp();
    assetAdmin = await t.login('assetadmin');
    wh01 = await t.login('wh01');
    wh02 = await t.login('wh02');
  });
  afterAll(() => t.close());

  it('counts 40 found, 2 moved, 8 missing, 1 unknown; changes no item until the administrator applies', async () => {
    const ec = await orgId(t, 'EC');
    const dept = await addDepartment(t, 'EC');
    const location = `3F-${uniq()}`;
    const items = await addItems(t, { count: 50, location, entId: ec, deptId: dept, status: '2' });
    const name = `三楼季度盘点${uniq()}`;
    const created = await call<{ id: string }>(t, 'POST', API, { token: assetAdmin, body: { name, scopeType: 'location', location, checkerIds: [await userId(t, 'wh01'), await userId(t, 'wh02')] } });
    expect(created.body.code).toBe(Code.OK);
    const id = created.body.data.id;
    const [deviceA, deviceB] = [newId(), newId()];

    // wh01 scans 40 on device A in batches, as an outbox replays after reconnecting; wh02 scans 5 of the same on device B.
    const found = items.slice(0, 40).map((i) => scanMutation(scanArgs(id, i.assetCode, { location, deviceId: deviceA })));
    for (let i = 0; i < found.length; i += 20) expect((await push(t, wh01, deviceA, found.slice(i, i + 20))).every((r) => r.status === 'applied')).toBe(true);
    const again = await push(t, wh02, deviceB, items.slice(0, 5).map((i) => scanMutation(scanArgs(id, i.assetCode, { location, deviceId: deviceB }))));
    expect(again.map((r) => (r.result as ScanOutcome).duplicateScan)).toEqual([true, true, true, true, true]);
    // The outbox replays the first batch once more (its answer was lost): nothing doubles.
    expect((await push(t, wh01, deviceA, found.slice(0, 20))).every((r) => r.status === 'duplicate')).toBe(true);

    const ec02 = await orgId(t, 'EC02');
    const moved = await push(t, wh01, deviceA, [
      scanMutation(scanArgs(id, items[40]!.assetCode, { location: '5F-仓库', deviceId: deviceA })),
      scanMutation(scanArgs(id, items[41]!.assetCode, { location: '1F-大厅', deptId: ec02, result: 'moved', deviceId: deviceA })),
      scanMutation(scanArgs(id, `UNKNOWN${uniq()}`, { location, deviceId: deviceA })),
    ]);
    expect(moved.map((r) => (r.result as ScanOutcome).scan.result)).toEqual(['moved', 'moved', 'unknown']);
    const photoScan = (moved[0]!.result as ScanOutcome).scan.id;
    expect((await push(t, wh01, deviceA, [scanMutation({ id: photoScan, photoUrl: '/api/file/Image/annexpic/x.jpg' }, 'stocktake.attachPhoto')]))[0]!.status).toBe('applied');

    // A mis-scan of an item that is not there, undone: logged, not counted.
    const [mis] = await push(t, wh01, deviceA, [scanMutation(scanArgs(id, items[45]!.assetCode, { location, deviceId: deviceA }))]);
    const [undone] = await push(t, wh01, deviceA, [scanMutation({ id: (mis!.result as ScanOutcome).scan.id }, 'stocktake.undoScan')]);
    expect((undone!.result as ScanOutcome).counts).toEqual({ expected: 50, found: 40, moved: 2, missing: 8, unknown: 1 });

    const done = await call<StocktakeInfo>(t, 'POST', `${API}/${id}/complete`, { token: assetAdmin });
    expect(done.body.data).toMatchObject({ status: 'completed', counts: { expected: 50, found: 40, moved: 2, missing: 8, unknown: 1 } });
    expect(await scanRows(id)).toBe(40 + 5 + 3 + 1);

    // Nothing changed an item yet.
    const ids = items.map((i) => i.id);
    const before = await t.db.selectFrom('faItem').select(['status', 'location', 'nowDeptId']).where('id', 'in', ids).execute();
    expect(before.every((r) => r.status === '2' && r.location === location && r.nowDeptId === dept)).toBe(true);
    expect(await logRows(ids)).toEqual([]);

    expect((await call(t, 'POST', `${API}/${id}/apply`, { token: assetAdmin, body: {} })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.confirmRequired });
    expect((await call(t, 'POST', `${API}/${id}/apply`, { token: wh01, body: { confirm: true } })).body.code).toBe(Code.FORBIDDEN);
    expect(await logRows(ids)).toEqual([]);

    const applied = await call(t, 'POST', `${API}/${id}/apply`, { token: assetAdmin, body: { confirm: true } });
    expect(applied.body).toMatchObject({ code: Code.OK, data: { lost: 8, moved: 2, skipped: 0 } });
    const after = new Map((await t.db.selectFrom('faItem').selectAll().where('id', 'in', ids).execute()).map((r) => [r.id, r]));
    for (const item of items.slice(42)) expect(after.get(item.id)).toMatchObject({ status: '5', location });
    for (const item of items.slice(0, 40)) expect(after.get(item.id)).toMatchObject({ status: '2', location, nowDeptId: dept });
    expect(after.get(items[40]!.id)).toMatchObject({ status: '2', location: '5F-仓库', nowDeptId: dept, nowEntId: ec });
    expect(after.get(items[41]!.id)).toMatchObject({ status: '2', location: '1F-大厅', nowDeptId: ec02, nowDeptName: '仓储部', nowEntId: ec });

    const logs = await logRows(ids);
    expect(logs.filter((l) => l.kind === 'lose').map((l) => l.itemId).sort()).toEqual(items.slice(42).map((i) => i.id).sort());
    expect(logs.filter((l) => l.kind === 'lose').every((l) => l.remark === `盘点未找到：${name}` && l.status === '5' && l.operatorName === '王磊' && l.deptId === dept)).toBe(true);
    const changes = logs.filter((l) => l.kind === 'change');
    expect(changes.map((l) => l.itemId).sort()).toEqual([items[40]!.id, items[41]!.id].sort());
    expect(changes.find((l) => l.itemId === items[41]!.id)).toMatchObject({ deptId: ec02, deptName: '仓储部', status: '2', remark: `盘点位置变动：${name}，位置：1F-大厅` });
    expect(logs).toHaveLength(10);

    expect((await call(t, 'POST', `${API}/${id}/apply`, { token: assetAdmin, body: { confirm: true } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.alreadyApplied });
    expect(await logRows(ids)).toHaveLength(10);

    // The report: every item with its result, every scan including the undone one.
    const res = await t.app.inject({ method: 'GET', url: `${API}/${id}/export`, headers: { authorization: `Bearer ${assetAdmin}` } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const results = wb.getWorksheet('盘点结果')!.getColumn(8).values.slice(2).map(String);
    expect(results).toHaveLength(50);
    expect(['已找到', '位置变动', '未找到'].map((r) => results.filter((x) => x === r).length)).toEqual([40, 2, 8]);
    const scanSheet = wb.getWorksheet('扫描记录')!;
    expect(scanSheet.rowCount).toBe(1 + 49);
    expect(scanSheet.getColumn(9).values.slice(2).filter((v) => v === '是')).toHaveLength(1);
    expect(scanSheet.getColumn(3).values.slice(2).filter((v) => v === '未知编码')).toHaveLength(1);
  });

  it('refuses to apply before completion and leaves items lost or scrapped meanwhile alone', async () => {
    const location = `4F-${uniq()}`;
    const items = await addItems(t, { count: 3, location });
    const { id } = (await call<{ id: string }>(t, 'POST', API, { token: assetAdmin, body: { name: '未完成', scopeType: 'location', location, checkerIds: [await userId(t, 'wh01')] } })).body.data;
    expect((await call(t, 'POST', `${API}/${id}/apply`, { token: assetAdmin, body: { confirm: true } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MSG.applyNotCompleted });
    await t.db.updateTable('faItem').set({ status: '6' }).where('id', '=', items[0]!.id).execute();
    await call(t, 'POST', `${API}/${id}/complete`, { token: assetAdmin });
    const applied = await call(t, 'POST', `${API}/${id}/apply`, { token: assetAdmin, body: { confirm: true } });
    expect(applied.body.data).toMatchObject({ lost: 2, moved: 0, skipped: 1 });
    expect((await t.db.selectFrom('faItem').select('status').where('id', '=', items[0]!.id).executeTakeFirstOrThrow()).status).toBe('6');
    expect(await logRows([items[0]!.id])).toEqual([]);
  });

  const scanRows = async (id: string) => Number((await t.db.selectFrom('stStocktakeScan').select((eb) => eb.fn.countAll<number>().as('n')).where('stocktakeId', '=', id).executeTakeFirstOrThrow()).n);
  const logRows = (ids: string[]) => t.db.selectFrom('faItemLog').selectAll().where('itemId', 'in', ids).execute();
});
