import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/contract/ids';
import { EPIDEMIC_MANAGE_MENU, reportDayOf, reportIdOf, type DeptDay, type ReportRow } from '../../src/features/epidemic/contract';
import type { PullResult, PushResult } from '../../src/features/sync/contract';
import { call, testDialect } from '../helpers/test-app';
import { startVisualdevApp, type VisualdevApp } from './visualdev-fixtures';

const P = '/api/epidemic';
const DAY = 86_400_000;
let t: VisualdevApp;
const id: Record<string, string> = {};
let seq = 0;
const today = () => reportDayOf(Date.now());
const body = (extra: Record<string, unknown> = {}) => ({ temperature: 36.5, healthState: 'healthy', atRiskArea: false, travel: '', note: '', ...extra });
const report = (account: string, extra: Record<string, unknown> = {}, day = today()) =>
  t.as<ReportRow>(account, 'POST', `${P}/report`, { id: reportIdOf(id[account]!, day), reportDate: day, body: body(extra) });
const rowsOf = (account: string) => t.db.selectFrom('bizEpidemicReport').selectAll().where('userId', '=', id[account]!).orderBy('reportDate').execute();
const push = async (account: string, mutationId: string, args: unknown) =>
  (await call<PushResult>(t, 'POST', '/api/sync/push', { token: await t.token(account), body: { deviceId: `dev-${account}`, mutations: [{ id: mutationId, seq: ++seq, name: 'epidemic.report', args }] } })).body.data.results[0]!;
const pull = async (account: string) =>
  (await call<PullResult>(t, 'GET', '/api/sync/pull', { token: await t.token(account), query: { collections: 'epidemicReports', limit: '500' } })).body.data.changes;

beforeAll(async () => {
  t = await startVisualdevApp();
  for (const a of ['admin', 'office', 'wh01', 'wh02', 'assetadmin', 'sysadmin', 'nomenu']) id[a] = await t.userId(a);
});
afterAll(() => t.close());

describe(`疫情防控: 每日健康打卡 (${testDialect})`, () => {
  it('refuses bad input with the field’s message in Chinese and writes nothing', async () => {
    const before = (await rowsOf('sysadmin')).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ temperature: undefined }, '请填写体温'],
      [{ temperature: 34.9 }, '体温应在35.0℃至42.0℃之间'],
      [{ temperature: 42.1 }, '体温应在35.0℃至42.0℃之间'],
      [{ temperature: 36.55 }, '体温最多保留一位小数'],
      [{ healthState: 'fine' }, '请选择健康状况'],
      [{ atRiskArea: 'no' }, '请选择是否到过中高风险地区'],
      [{ travel: '行'.repeat(201) }, '近期行程不能超过200个字符'],
      [{ note: '注'.repeat(201) }, '备注不能超过200个字符'],
    ];
    for (const [extra, msg] of cases) expect((await report('sysadmin', extra)).body, msg).toMatchObject({ code: 400, msg });
    const tomorrow = reportDayOf(Date.now() + DAY);
    expect((await report('sysadmin', {}, tomorrow)).body).toMatchObject({ code: 400, msg: '只能填报当天的健康打卡' });
    expect((await report('sysadmin', {}, reportDayOf(Date.now() - 3 * DAY))).body).toMatchObject({ code: 400, msg: '只能填报当天的健康打卡' });
    expect((await t.as('sysadmin', 'POST', `${P}/report`, { id: newId(), reportDate: today(), body: body() })).body).toMatchObject({ code: 400, msg: '打卡编号不合法' });
    // Someone else's id: refused, not written under their name.
    expect((await t.as('sysadmin', 'POST', `${P}/report`, { id: reportIdOf(id.wh02!, today()), reportDate: today(), body: body() })).body).toMatchObject({ code: 400, msg: '打卡编号不合法' });
    expect((await rowsOf('sysadmin')).length).toBe(before);
    // The bounds themselves are fine.
    expect((await report('sysadmin', { temperature: 35 })).body.code).toBe(200);
    expect((await report('sysadmin', { temperature: 42 })).body.code).toBe(200);
    // No menu, no report.
    expect((await report('nomenu')).body.code).toBe(403);
  });

  it('one report per user per day: reporting again replaces today’s, the list shows it once', async () => {
    const first = await report('wh02', { temperature: 36.4, travel: '无' });
    expect(first.body).toMatchObject({ code: 200, msg: '打卡成功', data: { reportDate: today(), temperatureTenths: 364, healthState: 'healthy', atRiskArea: 0 } });
    const again = await report('wh02', { temperature: 37.5, healthState: 'symptom', atRiskArea: true, note: '下午复测' });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, temperatureTenths: 375, healthState: 'symptom', atRiskArea: 1, note: '下午复测', travel: '' });
    const stored = (await rowsOf('wh02')).filter((r) => r.reportDate === today());
    expect(stored).toHaveLength(1);
    const mine = await t.as<{ list: ReportRow[] }>('wh02', 'GET', `${P}/report`);
    expect(mine.body.data.list.filter((r) => r.reportDate === today()).map((r) => r.temperatureTenths)).toEqual([375]);
    expect(mine.body.data.list.every((r) => r.userId === id.wh02)).toBe(true);
    expect((await t.as<{ report: ReportRow | null }>('wh02', 'GET', `${P}/report/today`)).body.data.report?.temperatureTenths).toBe(375);
  });

  it('offline: a report pushed twice is one row; the device pulls only its own reports', async () => {
    const day = today();
    const args = { id: reportIdOf(id.assetadmin!, day), reportDate: day, body: body({ temperature: 36.9 }) };
    const mutationId = newId();
    expect(await push('assetadmin', mutationId, args)).toMatchObject({ status: 'applied' });
    expect((await push('assetadmin', mutationId, args)).status).toBe('duplicate');
    expect((await rowsOf('assetadmin')).filter((r) => r.reportDate === day)).toHaveLength(1);
    // Written before midnight, arrived after it: yesterday's report is still taken.
    const yesterday = reportDayOf(Date.now() - DAY);
    expect(await push('assetadmin', newId(), { ...args, id: reportIdOf(id.assetadmin!, yesterday), reportDate: yesterday })).toMatchObject({ status: 'applied' });
    expect(await push('assetadmin', newId(), { ...args, body: body({ temperature: 50 }) })).toMatchObject({ status: 'rejected' });
    const changes = (await pull('assetadmin')).filter((c) => c.op === 'upsert');
    expect(changes.length).toBeGreaterThan(1);
    expect(changes.every((c) => (c.row as { userId: string }).userId === id.assetadmin)).toBe(true);
    expect(changes.find((c) => c.id === args.id)?.row).toMatchObject({ temperatureTenths: 369 });
    expect((await pull('nomenu')).filter((c) => c.op === 'upsert')).toEqual([]);
  });

  it('the department view: holders of 健康打卡统计 see a day’s reports and who has not reported, inside their data scope', async () => {
    expect((await t.as('wh01', 'GET', `${P}/dept`)).body.code).toBe(403);
    const all = await t.as<DeptDay>('office', 'GET', `${P}/dept`, undefined, { day: today() });
    expect(all.body.code).toBe(200);
    const names = (list: { account: string }[]) => list.map((p) => p.account);
    expect(names(all.body.data.reported)).toEqual(expect.arrayContaining(['office', 'wh01', 'wh02']));
    expect(names(all.body.data.missing)).toContain('nomenu');
    expect(names(all.body.data.missing)).not.toContain('wh01');
    const wh01 = all.body.data.reported.find((r) => r.account === 'wh01')!;
    expect(wh01).toMatchObject({ realName: '赵强', organizeName: '仓储部', temperatureTenths: 376, healthState: 'symptom' });
    const s = all.body.data.summary;
    expect(s.total).toBe(s.reported + s.missing);
    expect(s.fever).toBeGreaterThanOrEqual(2);
    // Another day: yesterday's reports, not today's.
    const yesterday = await t.as<DeptDay>('office', 'GET', `${P}/dept`, undefined, { day: reportDayOf(Date.now() - DAY) });
    expect(yesterday.body.data.reported.find((r) => r.account === 'wh01')?.temperatureTenths).toBe(368);
    expect((await t.as('office', 'GET', `${P}/dept`, undefined, { day: '2026/1/1' })).body).toMatchObject({ code: 400, msg: '日期格式应为YYYY-MM-DD' });

    // wh01 given the menu with the scheme 本部门: only 仓储部 (EC02) people.
    const menu = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', EPIDEMIC_MANAGE_MENU).executeTakeFirstOrThrow();
    await t.roleFor('wh01', { module: [menu.id], resource: [await t.scheme(menu.id, 'department')] });
    const dept = await t.as<DeptDay>('wh01', 'GET', `${P}/dept`);
    expect(dept.body.code).toBe(200);
    const { organizeId } = await t.db.selectFrom('baseUser').select('organizeId').where('id', '=', id.wh01!).executeTakeFirstOrThrow();
    const colleagues = await t.db.selectFrom('baseUser').select('account').where('organizeId', '=', organizeId).where('enabledMark', '=', 1).execute();
    expect([...names(dept.body.data.reported), ...names(dept.body.data.missing)].sort()).toEqual(colleagues.map((c) => c.account).sort());
    expect(names(dept.body.data.reported)).toContain('wh01');
    expect(names(dept.body.data.missing)).not.toContain('nomenu');
  });
});
