import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/contract/ids';
import type { InvestmentRow } from '../../src/features/investment/contract';
import type { PushResult } from '../../src/features/sync/contract';
import { call, testDialect } from '../helpers/test-app';
import { startWorkflowApp, workflowCalls, type WorkflowApp } from './workflow-fixtures';

const I = '/api/business/investment';
const DAY = 86_400_000;
let t: WorkflowApp;
let w: ReturnType<typeof workflowCalls>;
const id: Record<string, string> = {};
let unitId = '';

const body = (extra: Record<string, unknown> = {}) => ({
  projectName: '测试仓储改造项目', industry: 'C39', unitId, location: '江苏省南京市', totalInvestment: '300', selfFunds: '100', loanFunds: '200', otherFunds: '0',
  startDate: Date.now() + 30 * DAY, endDate: Date.now() + 200 * DAY, ownerUserId: id.assetadmin, contactPhone: '13800000002', overview: '', files: [], ...extra,
});
const file = (account: string, extra: Record<string, unknown> = {}, submit = false, filingId = newId()) => t.as<InvestmentRow & { unitName: string }>(account, 'POST', I, { id: filingId, body: body(extra), submit });
const stored = (filingId: string) => t.db.selectFrom('bizInvestment').selectAll().where('id', '=', filingId).executeTakeFirstOrThrow();
async function approveAll(taskId: string) {
  for (let n = 0; n < 3; n++) {
    const [holder] = await w.holders(taskId);
    if (!holder) return;
    expect((await w.act(holder, 'Audit', taskId, { handleOpinion: '同意' })).body.code).toBe(200);
  }
}

beforeAll(async () => {
  t = await startWorkflowApp();
  w = workflowCalls(t);
  for (const a of ['admin', 'assetadmin', 'wh01']) id[a] = await t.userId(a);
  unitId = (await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', 'EC').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe(`investment filing (${testDialect})`, () => {
  it('the demo holds filings in each state through the engine, numbered TZBAyyyy-nnnn, small and above scale', async () => {
    const res = await t.as<{ list: (InvestmentRow & { unitName: string })[] }>('assetadmin', 'GET', I, undefined, { pageSize: '50', sidx: 'filingNo', sort: 'asc' });
    expect(res.body.code).toBe(200);
    const rows = res.body.data.list;
    expect(rows.map((r) => r.status).sort()).toEqual([0, 1, 2, 3]);
    expect(rows.map((r) => r.filingNo).filter((n) => !/^TZBA\d{4}-\d{4}$/.test(n))).toEqual([]);
    expect(rows.find((r) => r.projectName === '冷链配送中心扩建')).toMatchObject({ scale: 'above', status: 2, unitName: '华东分公司' });
    const above = await t.as<{ list: InvestmentRow[] }>('assetadmin', 'GET', I, undefined, { scale: 'above' });
    expect(above.body.data.list.map((r) => r.projectName)).toEqual(['冷链配送中心扩建']);
  });

  it('refuses bad input with its message — the funding must add up to the total — and writes nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('bizInvestment').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ projectName: '' }, '项目名称不能为空'],
      [{ otherFunds: '1' }, '资金来源合计须等于总投资'],
      [{ totalInvestment: '12.345' }, '总投资最多保留两位小数'],
      [{ contactPhone: '123' }, '请正确输入您的手机号'],
      [{ endDate: Date.now() }, '计划竣工日期不能早于开工日期'],
      [{ industry: 'ZZZ' }, '所属行业不存在'],
      [{ unitId: 'nowhere' }, '投资主体不存在'],
    ];
    for (const [extra, msg] of cases) {
      const res = await file('assetadmin', extra);
      expect(res.body.code, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect(await count()).toBe(before);
  });

  it('approved, the filer hears it in a message that opens the filing (type 4, §2 investmentOver)', async () => {
    const made = await file('assetadmin', {}, true);
    expect(made.body.data).toMatchObject({ status: 1, scale: 'small' });
    const taskId = made.body.data.flowTaskId!;
    await approveAll(taskId);
    expect((await stored(made.body.data.id)).status).toBe(2);
    const heard = await t.db.selectFrom('baseMessage').innerJoin('baseMessageReceive', 'baseMessageReceive.messageId', 'baseMessage.id')
      .select(['baseMessage.type', 'baseMessage.sourceId', 'baseMessage.title']).where('baseMessageReceive.userId', '=', id.assetadmin!).where('baseMessage.sourceId', '=', made.body.data.id).execute();
    expect(heard).toEqual([expect.objectContaining({ type: 4, title: expect.stringContaining('已通过') })]);
    expect((await t.as('assetadmin', 'PUT', `${I}/${made.body.data.id}`, { body: body() })).body.msg).toBe('审批中或已通过的备案不能修改');
  });

  it('above 5000万元 it is 规模以上 and a second step follows', async () => {
    const made = await file('assetadmin', { totalInvestment: '8000', selfFunds: '3000', loanFunds: '5000' }, true);
    expect(made.body.data.scale).toBe('above');
    const taskId = made.body.data.flowTaskId!;
    const [first] = await w.holders(taskId);
    await w.act(first!, 'Audit', taskId, { handleOpinion: '同意' });
    expect((await stored(made.body.data.id)).status).toBe(1);
    await approveAll(taskId);
    expect((await stored(made.body.data.id)).status).toBe(2);
    expect((await w.actions(taskId)).filter((a) => a === 'approve').length).toBeGreaterThanOrEqual(2);
  });

  it('checks the menu and buttons on every call; a filing pushed from a device with 提交审批 arrives once', async () => {
    expect((await t.as('wh01', 'GET', I)).body.code).toBe(403);
    expect((await file('wh01')).body.code).toBe(403);
    const filingId = newId();
    const mutation = { id: newId(), seq: 1, name: 'investment.save', args: { id: filingId, isNew: true, body: body({ projectName: '离线填报的项目' }), submit: true } };
    const push = async () => (await call<PushResult>(t, 'POST', '/api/sync/push', { token: await t.token('assetadmin'), body: { deviceId: 'dev-investment', mutations: [mutation] } })).body.data.results[0]!;
    const first = await call<PushResult>(t, 'POST', '/api/sync/push', { token: await t.token('assetadmin'), body: { deviceId: 'dev-investment', mutations: [mutation] } });
    expect(first.body.msg).toBe('Success');
    expect(first.body.data.results[0]!.status).toBe('applied');
    expect((await push()).status).toBe('duplicate');
    expect((await stored(filingId)).status).toBe(1);
    const tasks = await t.db.selectFrom('flowTask').select('id').where('businessModule', '=', 'investment').where('businessId', '=', filingId).execute();
    expect(tasks).toHaveLength(1);
  });
});
