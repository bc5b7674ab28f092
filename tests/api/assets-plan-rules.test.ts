import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetApi, PlanMsg, type PlanUpdateResult } from '../../src/features/assets/contract';
import { countRows, grantToUser, startAssetApp, type AssetApp } from './assets-fixtures';

let t: AssetApp;
let ent: string;
let dept: string;
let user: string;
const row = (over: Record<string, unknown> = {}) => ({ itemName: '笔记本电脑', itemType: 'electronic', itemNum: 2, ...over });
const save = (account: string, body: unknown) => t.as<PlanUpdateResult>(account, 'POST', AssetApi.planUpdate, { body });

beforeAll(async () => {
  t = await startAssetApp();
  ent = t.org('EC');
  dept = t.org('EC02');
  user = t.user('wh01');
  // A plain employee of EC02 who may register plans (menu + buttons), without the office role.
  await grantToUser(t, 'wh01', 'fixedAsset.plan', ['btn_add', 'btn_edit']);
});
afterAll(async () => t.closeAll());

describe('§5 emptiness checks: first, in order, before any other check', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['nothing at all', {}, PlanMsg.entRequired],
    ['unit blank, other fields broken too', { applEntId: '  ', applDeptId: '', dtlList: [row({ itemName: 'x'.repeat(80), itemNum: 'abc' })] }, PlanMsg.entRequired],
    ['unit null, the rest fine', { applEntId: null, applDeptId: 'd', useUserId: 'u', dtlList: [row()] }, PlanMsg.entRequired],
    ['department and user and list missing (unit unknown id)', { applEntId: 'no-such-unit' }, PlanMsg.deptRequired],
    ['user and list missing', { applEntId: 'x', applDeptId: 'y', dtlList: [] }, PlanMsg.userRequired],
    ['list missing, row data of another plan irrelevant', { applEntId: 'x', applDeptId: 'y', useUserId: 'z' }, PlanMsg.listRequired],
    ['list empty', { applEntId: 'x', applDeptId: 'y', useUserId: 'z', dtlList: [] }, PlanMsg.listRequired],
    ['a row without name', { applEntId: 'x', applDeptId: 'y', useUserId: 'z', dtlList: [row(), row({ itemName: ' ' })] }, PlanMsg.rowRequired],
    ['a row without type', { applEntId: 'x', applDeptId: 'y', useUserId: 'z', dtlList: [row({ itemType: null })] }, PlanMsg.rowRequired],
    ['a row without quantity, another row too long', { applEntId: 'x', applDeptId: 'y', useUserId: 'z', dtlList: [row({ itemName: 'x'.repeat(80) }), row({ itemNum: '' })] }, PlanMsg.rowRequired],
  ];
  for (const [name, body, msg] of cases) {
    it(`${name} → ${msg}`, async () => {
      const before = await countRows(t, 'faPlan');
      const res = await save('office', body);
      expect(res.body).toMatchObject({ code: 400, msg });
      expect(await countRows(t, 'faPlan')).toBe(before);
    });
  }
});

describe('the other plan rules, after the five', () => {
  const base = () => ({ applEntId: ent, applDeptId: dept, useUserId: user });
  const cases: [string, Record<string, unknown>, string][] = [
    ['name over 50', { dtlList: [row({ itemName: '椅'.repeat(51) })] }, PlanMsg.itemNameTooLong],
    ['fractional quantity', { dtlList: [row({ itemNum: 1.5 })] }, PlanMsg.itemNumInteger],
    ['non-numeric quantity', { dtlList: [row({ itemNum: '两个' })] }, PlanMsg.itemNumInteger],
    ['zero quantity', { dtlList: [row({ itemNum: 0 })] }, PlanMsg.itemNumMin],
    ['quantity over 100,000,000', { dtlList: [row({ itemNum: 100_000_001 })] }, PlanMsg.itemNumMax],
    ['unknown item type', { dtlList: [row({ itemType: 'spaceship' })] }, PlanMsg.itemTypeUnknown('spaceship')],
  ];
  for (const [name, extra, msg] of cases) {
    it(`${name} → ${msg}`, async () => {
      const res = await save('office', { ...base(), ...extra });
      expect(res.body).toMatchObject({ code: 400, msg });
    });
  }

  it('accepts 50 characters and 100,000,000 exactly', async () => {
    const res = await save('office', { ...base(), dtlList: [row({ itemName: '椅'.repeat(50), itemNum: '100000000' })] });
    expect(res.body.code).toBe(200);
  });

  it('refuses a department of another unit and unknown ids, for office users too', async () => {
    expect((await save('office', { ...base(), applDeptId: t.org('SC02'), dtlList: [row()] })).body.msg).toBe(PlanMsg.deptNotInEnt);
    expect((await save('office', { ...base(), applEntId: t.org('EC02'), dtlList: [row()] })).body.msg).toBe(PlanMsg.entUnknown);
    expect((await save('office', { ...base(), applDeptId: t.org('EC'), dtlList: [row()] })).body.msg).toBe(PlanMsg.deptUnknown);
    expect((await save('office', { ...base(), useUserId: 'nobody', dtlList: [row()] })).body.msg).toBe(PlanMsg.userUnknown);
  });
});

describe('office users vs everyone else (§5, §6)', () => {
  it('an office user plans for any unit, department and user', async () => {
    const res = await save('office', { applEntId: t.org('SC'), applDeptId: t.org('SC02'), useUserId: t.user('wh02'), applEntName: '伪造', dtlList: [row()] });
    expect(res.body.code).toBe(200);
    const plan = await t.db.selectFrom('faPlan').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    // Names come from the directory, not from the body.
    expect(plan).toMatchObject({ applEntName: '华南分公司', applDeptName: '仓储部', useUserName: '孙丽' });
  });

  it('anyone else only for their own unit, their own department and a user of their unit', async () => {
    const before = await countRows(t, 'faPlan');
    expect((await save('wh01', { applEntId: t.org('SC'), applDeptId: t.org('SC02'), useUserId: t.user('wh02'), dtlList: [row()] })).body.msg).toBe(PlanMsg.ownEntOnly);
    expect((await save('wh01', { applEntId: ent, applDeptId: t.org('EC03'), useUserId: user, dtlList: [row()] })).body.msg).toBe(PlanMsg.ownDeptOnly);
    expect((await save('wh01', { applEntId: ent, applDeptId: dept, useUserId: t.user('wh02'), dtlList: [row()] })).body.msg).toBe(PlanMsg.ownOrgUserOnly);
    expect((await save('wh01', { applEntId: ent, applDeptId: dept, useUserId: t.user('office'), dtlList: [row()] })).body.msg).toBe(PlanMsg.ownOrgUserOnly);
    expect(await countRows(t, 'faPlan')).toBe(before);
    const colleague = await t.staffOf('EC03');
    const ok = await save('wh01', { applEntId: ent, applDeptId: dept, useUserId: colleague.id, dtlList: [row()] });
    expect(ok.body).toMatchObject({ code: 200, msg: '新建成功' });
    expect(await countRows(t, 'faPlan')).toBe(before + 1);
  });
});
