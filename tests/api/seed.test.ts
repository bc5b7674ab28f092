import { afterAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { isPassword } from '../../src/contract/validators';
import { prepareDatabase } from '../../src/server/db/prepare';
import { call, freshStore, md5, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

describe(`database preparation and seeds (${testDialect})`, () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it('seeds the demo organisation once, and a second start adds nothing', async () => {
    const t = await startTestApp();
    apps.push(t);
    expect(t.prepared.seeded).toBe('demo');
    const count = async (table: 'baseUser' | 'baseOrganize' | 'baseRole' | 'baseModule' | 'baseAuthorize' | 'baseGroup' | 'basePosition') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    // Without an ORDER BY PostgreSQL returns rows in heap order, which later seeds' updates change.
    const companies = await t.db.selectFrom('baseOrganize').select('fullName').where('category', '=', 'company').execute();
    expect(companies.map((c) => c.fullName).sort()).toEqual(['轻办示范集团', '华东分公司', '华南分公司', '西南分公司'].sort());
    expect(await count('baseOrganize')).toBe(4 + 15);
    expect(await count('baseUser')).toBeGreaterThanOrEqual(60);
    const roles = (await t.db.selectFrom('baseRole').select('fullName').execute()).map((r) => r.fullName);
    expect(roles).toEqual(expect.arrayContaining(['超级管理员', '资产管理员', '办公室固定资产', '普通员工']));
    expect(await count('baseGroup')).toBe(3);
    expect(await count('basePosition')).toBeGreaterThanOrEqual(30);
    const before = { users: await count('baseUser'), modules: await count('baseModule'), grants: await count('baseAuthorize') };
    const again = await prepareDatabase(t.database, 'demo', '0.0.0-test');
    expect(again).toMatchObject({ migrated: [], seeded: null, modulesAdded: 0 });
    expect({ users: await count('baseUser'), modules: await count('baseModule'), grants: await count('baseAuthorize') }).toEqual(before);
    for (const account of ['admin', 'sysadmin', 'assetadmin', 'office', 'wh01', 'wh02']) await t.login(account);
  });

  it('SEED=none creates only admin, with a one-time random password', async () => {
    const t = await startTestApp({ seed: 'none', store: await freshStore() });
    apps.push(t);
    expect(isPassword(t.prepared.adminPassword!)).toBe(true);
    const users = await t.db.selectFrom('baseUser').select('account').execute();
    expect(users).toEqual([{ account: 'admin' }]);
    const demo = await call(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'password', account: 'admin', password: md5('123456') } });
    expect(demo.body.msg).toBe(Msg.wrongAccountOrPassword);
    const token = await t.login('admin', t.prepared.adminPassword!);
    const me = await call<{ menuList: { enCode: string }[] }>(t, 'GET', '/api/oauth/CurrentUser', { token });
    expect(me.body.code).toBe(Code.OK);
    expect(me.body.data.menuList.map((m) => m.enCode)).toContain('system');
  });
});
