import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { BILL_RULE_MSG, RESERVE_OPEN_MAX, type ReleaseResult, type Reservation } from '../../src/features/system/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

const CST = 8 * 3_600_000;

describe(`Bill numbers reserved for offline use (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let wh01: string;
  let wh02: string;
  const number = async (code: string, token = admin) => (await call<string>(t, 'GET', `/api/system/BillRule/BillNumber/${code}`, { token })).body;
  const reserve = (code: string, deviceId: string, count: number, token = wh01) =>
    call<Reservation>(t, 'POST', `/api/system/BillRule/BillNumber/${code}/Actions/Reserve`, { token, body: { deviceId, count } });
  const release = (id: string, deviceId: string, used: number, token = wh01) =>
    call<ReleaseResult>(t, 'POST', `/api/system/BillRule/Reservation/${id}/Actions/Release`, { token, body: { deviceId, used } });
  const newRule = async (enCode: string, fullName: string, digits = 4) =>
    (await call<{ id: string }>(t, 'POST', '/api/system/BillRule', {
      token: admin, body: { fullName, enCode, prefix: 'R', dateFormat: '', separator: '', digits, startNumber: 1, suffix: '', resetPeriod: 'never' },
    })).body.data.id;
  const serial = (n: string) => Number(n.slice(1));

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('sysadmin');
    wh01 = await t.login('wh01');
    wh02 = await t.login('wh02');
  });
  afterAll(() => t.close());

  it('reserves a range for a device, recorded with who took it; BillNumber goes on after the range', async () => {
    await newRule('res.basic', '预留单号');
    expect((await number('res.basic')).data).toBe('R0001');
    const res = await reserve('res.basic', 'dev-a', 20);
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.data).toMatchObject({ enCode: 'res.basic', firstSeq: 2, lastSeq: 21 });
    expect(res.body.data.numbers).toEqual(Array.from({ length: 20 }, (_, i) => `R${String(i + 2).padStart(4, '0')}`));
    expect((await number('res.basic')).data).toBe('R0022');
    const row = await t.db.selectFrom('baseBillReservation').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    const wh = await t.db.selectFrom('baseUser').select('id').where('account', '=', 'wh01').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ userId: wh.id, deviceId: 'dev-a', status: 'open', firstNumber: 'R0002', lastNumber: 'R0021' });
  });

  it('never hands out a reserved number twice: ranges and BillNumber calls at once', async () => {
    const ruleId = await newRule('res.race', '并发预留单号', 5);
    const devices = ['d1', 'd2', 'd3', 'd4', 'd5'];
    const [ranges, singles] = await Promise.all([
      Promise.all(devices.map((d, i) => reserve(i % 2 ? ruleId : 'res.race', d, 20, i % 2 ? wh01 : wh02))),
      Promise.all(Array.from({ length: 100 }, () => number('res.race', wh01))),
    ]);
    const given = [...ranges.flatMap((r) => r.body.data.numbers), ...singles.map((s) => s.data)];
    expect(ranges.every((r) => r.body.code === Code.OK) && singles.every((s) => s.code === Code.OK)).toBe(true);
    expect(new Set(given).size).toBe(200);
    expect(given.map(serial).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    for (const r of ranges) expect(r.body.data.lastSeq - r.body.data.firstSeq).toBe(19);
  });

  it('gives unused numbers back when nothing was taken after the range, else leaves them as a gap', async () => {
    await newRule('res.back', '归还单号');
    const a = (await reserve('res.back', 'dev-a', 10)).body.data;
    // The device handed out the first 4 offline, then went online and released the rest.
    expect((await release(a.id, 'dev-a', 4)).body).toMatchObject({ code: Code.OK, data: { used: 4, returned: 6, skipped: 0 } });
    expect((await number('res.back')).data).toBe('R0005');
    const b = (await reserve('res.back', 'dev-b', 10, wh02)).body.data;
    expect(b.firstSeq).toBe(6);
    expect((await number('res.back')).data).toBe('R0016');
    expect((await release(b.id, 'dev-b', 2, wh02)).body.data).toEqual({ used: 2, returned: 0, skipped: 8 });
    expect((await number('res.back')).data).toBe('R0017');
    // A repeated release (the answer was lost) answers what the first did and changes nothing.
    expect((await release(b.id, 'dev-b', 0, wh02)).body.data).toEqual({ used: 2, returned: 0, skipped: 8 });
    expect((await release(a.id, 'dev-a', 4)).body.data).toEqual({ used: 4, returned: 6, skipped: 0 });
    expect((await number('res.back')).data).toBe('R0018');
  });

  it('lets only the user and device that reserved release, and checks the count used', async () => {
    await newRule('res.owner', '本人单号');
    const r = (await reserve('res.owner', 'dev-a', 5)).body.data;
    expect((await release(r.id, 'dev-a', 1, wh02)).body).toEqual({ code: Code.FORBIDDEN, msg: BILL_RULE_MSG.reservationNotYours, data: null });
    expect((await release(r.id, 'dev-x', 1)).body.code).toBe(Code.FORBIDDEN);
    expect((await release(r.id, 'dev-a', 6)).body).toEqual({ code: Code.BAD_REQUEST, msg: BILL_RULE_MSG.usedInvalid, data: null });
    expect((await release('no-such-id', 'dev-a', 1)).body).toEqual({ code: Code.NOT_FOUND, msg: BILL_RULE_MSG.reservationNotFound, data: null });
    expect((await release(r.id, 'dev-a', 5)).body.data).toEqual({ used: 5, returned: 0, skipped: 0 });
  });

  it('limits what one device holds unused, and refuses a range the digits cannot hold', async () => {
    await newRule('res.limit', '限额单号');
    for (let i = 0; i < RESERVE_OPEN_MAX / 100; i++) expect((await reserve('res.limit', 'dev-full', 100)).body.code).toBe(Code.OK);
    expect((await reserve('res.limit', 'dev-full', 1)).body).toEqual({ code: Code.BAD_REQUEST, msg: BILL_RULE_MSG.reservedTooMany(RESERVE_OPEN_MAX), data: null });
    expect((await reserve('res.limit', 'dev-other', 1)).body.code).toBe(Code.OK);
    expect((await reserve('res.limit', 'dev-full', 101)).body.code).toBe(Code.BAD_REQUEST);

    await newRule('res.small', '小单号', 1);
    expect((await reserve('res.small', 'dev-a', 5)).body.data.numbers).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
    expect((await reserve('res.small', 'dev-a', 5)).body).toEqual({ code: Code.BAD_REQUEST, msg: BILL_RULE_MSG.notEnoughLeft(4), data: null });
    expect((await number('res.small')).data).toBe('R6');
  });

  it('keeps a day\'s numbers to that day: a reservation of a daily rule expires at midnight China time', async () => {
    const r = (await reserve('asset.code', 'dev-a', 3)).body.data;
    const midnight = Math.floor((r.reservedAt + CST) / 86_400_000 + 1) * 86_400_000 - CST;
    expect(r.expiresAt).toBe(midnight);
    expect(r.numbers[0]).toMatch(/^ZC\d{8}-0001$/);
    // An expired range gives nothing back: the device may have used numbers it has not reported.
    await t.db.updateTable('baseBillReservation').set({ expiresAt: Date.now() - 1 }).where('id', '=', r.id).execute();
    expect((await release(r.id, 'dev-a', 0)).body.data).toEqual({ used: 0, returned: 0, skipped: 3 });
    expect((await number('asset.code')).data).toMatch(/-0004$/);
  });
});
