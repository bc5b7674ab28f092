import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../helpers/test-app';
import { startWorkflowApp, type WorkflowApp } from './workflow-fixtures';

const URL = '/api/business/dingtalk/workbenches/projectAndContract';
let t: WorkflowApp;
type Answer = Record<string, Record<string, number | string>>;

beforeAll(async () => {
  t = await startWorkflowApp();
});
afterAll(() => t.close());

describe(`workbench figures, projectAndContract (${testDialect})`, () => {
  it('answers the modules the caller may open, counted within their data scope, from the demo', async () => {
    const admin = (await t.as<Answer>('admin', 'GET', URL)).body;
    expect(admin.code).toBe(200);
    expect(admin.data.contract).toMatchObject({ total: 5, inApproval: 1, approved: 2, expiringSoon: 1, approvedAmount: '1376000.00' });
    expect(admin.data.project).toMatchObject({ total: 4, inApproval: 1, filed: 1, aboveScale: 1, filedInvestment: '6800.00' });
    // 赵强 holds neither menu: no figures, not an error.
    const staff = (await t.as<Answer>('wh01', 'GET', URL)).body;
    expect(staff).toMatchObject({ code: 200, data: {} });
  });

  it('contract_purchase keeps purchase contracts; current_user keeps the caller’s own records', async () => {
    const purchase = (await t.as<Answer>('admin', 'GET', URL, undefined, { contract_purchase: '1' })).body.data;
    expect(purchase.contract).toMatchObject({ total: 2, approved: 1, approvedAmount: '1280000.00' });
    const mine = (await t.as<Answer>('office', 'GET', URL, undefined, { current_user: '1' })).body.data;
    expect(mine.contract!.total).toBe(5);
    expect(mine.project!.total).toBe(0);
    expect((await t.as('admin', 'GET', URL, undefined, { current_user: 'maybe' })).body.code).toBe(400);
  });
});
