import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { USER_MSG, type GroupWithMembers, type UserDetail } from '../../src/features/permission/contract/user';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

/** The user form's main organisation, main position and manager; and 我的分组 of the user picker. */
describe(`permission: a user's main organisation, position and manager (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let orgs: Record<string, string>;
  let users: Record<string, string>;
  const position = async (dept: string, name: string) =>
    (await t.db.selectFrom('basePosition').select('id').where('organizeId', '=', orgs[dept]!).where('fullName', '=', name).executeTakeFirstOrThrow()).id;
  let keeper: string;
  let chief: string;
  let clerk: string;
  const body = (patch: Record<string, unknown> = {}) => ({
    account: 'major01', realName: '主岗测试', organizeIds: [orgs.EC01, orgs.EC02], positionIds: [clerk, keeper], roleIds: [], ...patch,
  });
  const detail = async (id: string) => (await call<UserDetail>(t, 'GET', `/api/permission/Users/${id}`, { token: admin })).body.data;
  /** Where pickers show the user: under the path of their main organisation. */
  const shownUnder = async (id: string) => (await call<{ organize: string }[]>(t, 'POST', '/api/permission/Users/getUserList', { token: admin, body: { userId: [id] } })).body.data[0]?.organize;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    orgs = Object.fromEntries((await t.db.selectFrom('baseOrganize').select(['id', 'enCode']).execute()).map((o) => [o.enCode, o.id]));
    users = Object.fromEntries((await t.db.selectFrom('baseUser').select(['id', 'account']).execute()).map((u) => [u.account, u.id]));
    keeper = await position('EC02', '仓管员');
    chief = await position('EC02', '仓储主管');
    clerk = await position('EC01', '行政专员');
  });
  afterAll(() => t.close());

  it('stores the main organisation, the main position and the manager, and reads them back', async () => {
    const created = await call<{ id: string }>(t, 'POST', '/api/permission/Users', {
      token: admin, body: body({ majorOrganizeId: orgs.EC02, majorPositionId: keeper, managerId: users.wh01 }),
    });
    expect(created.body.code).toBe(Code.OK);
    const id = created.body.data.id;
    expect(await detail(id)).toMatchObject({ majorOrganizeId: orgs.EC02, majorPositionId: keeper, managerId: users.wh01 });
    expect(await shownUnder(id)).toBe('轻办示范集团/华东分公司/仓储部');
    // The manager's 我的下属 now lists the new user.
    const subs = await call<{ account: string }[]>(t, 'POST', '/api/permission/Users/getSubordinates', { token: await t.login('wh01'), body: { keyword: '' } });
    expect(subs.body.data.map((u) => u.account)).toContain('major01');

    const changed = await call(t, 'PUT', `/api/permission/Users/${id}`, {
      token: admin, body: body({ majorOrganizeId: orgs.EC01, majorPositionId: clerk, managerId: users.office }),
    });
    expect(changed.body.code).toBe(Code.OK);
    expect(await detail(id)).toMatchObject({ majorOrganizeId: orgs.EC01, majorPositionId: clerk, managerId: users.office });
    expect(await shownUnder(id)).toBe('轻办示范集团/华东分公司/综合办公室');

    await call(t, 'PUT', `/api/permission/Users/${id}`, { token: admin, body: body({ majorOrganizeId: orgs.EC01, majorPositionId: clerk, managerId: null }) });
    expect((await detail(id)).managerId).toBe('');
  });

  it('without a main position given, takes the first chosen position of the main organisation', async () => {
    const created = await call<{ id: string }>(t, 'POST', '/api/permission/Users', { token: admin, body: body({ account: 'major02', majorOrganizeId: orgs.EC02 }) });
    expect(await detail(created.body.data.id)).toMatchObject({ majorOrganizeId: orgs.EC02, majorPositionId: keeper });
  });

  it.each([
    ['a main organisation that is not among the chosen ones', () => ({ majorOrganizeId: orgs.HQ05 }), USER_MSG.majorOrganizeNotChosen],
    ['a main position that is not among the chosen ones', () => ({ majorOrganizeId: orgs.EC02, majorPositionId: chief }), USER_MSG.majorPositionNotChosen],
    ['a main position of another organisation', () => ({ majorOrganizeId: orgs.EC02, majorPositionId: clerk }), USER_MSG.majorPositionElsewhere],
    ['an unknown manager', () => ({ managerId: 'nobody' }), USER_MSG.managerMissing],
  ])('refuses %s with its message', async (_name, patch, msg) => {
    const res = await call(t, 'POST', '/api/permission/Users', { token: admin, body: body({ account: 'major03', ...patch() }) });
    expect(res.body).toEqual({ code: 400, msg, data: null });
    expect(await t.db.selectFrom('baseUser').select('id').where('account', '=', 'major03').executeTakeFirst()).toBeUndefined();
  });

  it('refuses the user as their own manager, and a manager who reports to the user', async () => {
    const wh01 = users.wh01!;
    const self = await call(t, 'PUT', `/api/permission/Users/${wh01}`, { token: admin, body: { ...body({ account: 'wh01', realName: '赵强', organizeIds: [orgs.EC02], positionIds: [keeper] }), managerId: wh01 } });
    expect(self.body).toEqual({ code: 400, msg: USER_MSG.managerSelf, data: null });
    // wh02 reports to wh01; wh01 may not then report to wh02.
    await t.db.updateTable('baseUser').set({ managerId: wh01 }).where('id', '=', users.wh02!).execute();
    const loop = await call(t, 'PUT', `/api/permission/Users/${wh01}`, { token: admin, body: { ...body({ account: 'wh01', realName: '赵强', organizeIds: [orgs.EC02], positionIds: [keeper] }), managerId: users.wh02 } });
    expect(loop.body).toEqual({ code: 400, msg: USER_MSG.managerLoop, data: null });
    await t.db.updateTable('baseUser').set({ managerId: null }).where('id', '=', users.wh02!).execute();
  });
});

describe(`permission: 我的分组 — the groups I belong to, with their members (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  const mine = async (token: string) => (await call<GroupWithMembers[]>(t, 'GET', '/api/permission/Users/Current/Groups', { token })).body;
  const userIds = async (...accounts: string[]) => (await t.db.selectFrom('baseUser').select('id').where('account', 'in', accounts).execute()).map((u) => u.id);

  it('answers only my enabled groups, each with its enabled members', async () => {
    const created = await call<{ id: string }>(t, 'POST', '/api/permission/Group', { token: admin, body: { fullName: '盘点突击队', enCode: 'G99', type: '工作组' } });
    const groupId = created.body.data.id;
    const members = await userIds('wh01', 'wh02', 'office');
    expect((await call(t, 'PUT', `/api/permission/UserRelation/Group/${groupId}`, { token: admin, body: { userIds: members } })).body.code).toBe(Code.OK);
    const [office] = await userIds('office');
    await t.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', office!).execute();

    const wh01 = await t.login('wh01');
    const answer = await mine(wh01);
    expect(answer.code).toBe(Code.OK);
    expect(answer.data.map((g) => g.fullName)).toEqual(['盘点突击队']);
    const group = answer.data[0]!;
    expect(group.id).toBe(groupId);
    expect(group.users.map((u) => u.account).sort()).toEqual(['wh01', 'wh02']);
    expect(group.users.find((u) => u.account === 'wh02')).toMatchObject({ fullName: '孙丽/wh02', organize: '轻办示范集团/华南分公司/仓储部', type: 'user' });

    // wh02 is also in the demo's 安全生产小组.
    expect((await mine(await t.login('wh02'))).data.map((g) => g.fullName).sort()).toEqual(['安全生产小组', '盘点突击队'].sort());
    // Someone in no group gets none; a disabled group is nobody's.
    expect((await mine(await t.login('logviewer'))).data).toEqual([]);
    await call(t, 'PUT', `/api/permission/Group/${groupId}/Actions/State`, { token: admin });
    expect((await mine(wh01)).data).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await call(t, 'GET', '/api/permission/Users/Current/Groups')).body.code).toBe(Code.TOKEN_INVALID);
  });
});
