import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '../../src/contract/codes';
import { ASSET_CODE_RE } from '../../src/features/assets/contract';
import { readConfig } from '../../src/server/config';
import { resetPassword } from '../../src/server/cli/reset-password';
import { runAdmin } from '../../src/server/cli/run';
import { NO_PASSWORD, SCALE_MARK } from '../../src/server/identity/scale-seed';
import { call, freshStore, md5, startTestApp, testDialect, type TestApp, type TestStore } from '../helpers/test-app';

const N = 300;

describe(`seed --scale (${testDialect})`, () => {
  let t: TestApp;
  let store: TestStore;
  const lines: string[] = [];
  const out = { info: (l: string) => void lines.push(l), error: (l: string) => void lines.push(l) };

  beforeAll(async () => {
    store = await freshStore();
    t = await startTestApp({ store });
    const environment = { config: { ...readConfig({}), seed: 'demo' as const }, version: '0.0.0-test', open: () => store.open() };
    expect(await runAdmin(['seed', '--scale', String(N)], { out, environment })).toBe(0);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds N users, each with an organisation, a position and a role, beside the demo', async () => {
    const users = await t.db.selectFrom('baseUser').select(['id', 'account', 'organizeId', 'positionId', 'mobilePhone', 'passwordHash']).where('description', '=', SCALE_MARK).execute();
    expect(users).toHaveLength(N);
    expect(new Set(users.map((u) => u.account)).size).toBe(N);
    expect(new Set(users.map((u) => u.mobilePhone)).size).toBe(N);
    const relations = await t.db.selectFrom('baseUserRelation').select(['userId', 'objectType']).where('userId', 'in', users.map((u) => u.id)).execute();
    for (const type of ['Organize', 'Position', 'Role']) expect(relations.filter((r) => r.objectType === type)).toHaveLength(N);
    expect(users.every((u) => u.organizeId && u.positionId)).toBe(true);
    expect(await t.db.selectFrom('baseUser').select('id').where('account', '=', 'sysadmin').executeTakeFirst()).toBeDefined();
    expect(lines.join('\n')).toContain(`${N} 用户`);
  });

  it('adds N asset items with well-formed, unique asset codes and a storage log each', async () => {
    const items = await t.db.selectFrom('faItem').select(['id', 'assetCode']).where('planId', 'is', null).execute();
    expect(items).toHaveLength(N);
    expect(items.every((i) => ASSET_CODE_RE.test(i.assetCode))).toBe(true);
    const all = await t.db.selectFrom('faItem').select('assetCode').execute();
    expect(new Set(all.map((i) => i.assetCode)).size).toBe(all.length);
    const logs = await t.db.selectFrom('faItemLog').select('itemId').where('itemId', 'in', items.map((i) => i.id)).where('kind', '=', 'storage').execute();
    expect(logs).toHaveLength(N);
  });

  it('adds a dictionary of N/10 rows', async () => {
    const type = await t.db.selectFrom('baseDictionaryType').select('id').where('enCode', '=', 'scaleMaterial1').executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('baseDictionaryData').select('id').where('dictionaryTypeId', '=', type.id).execute();
    expect(rows).toHaveLength(N / 10);
  });

  it('adds N sign-in log rows of the generated people', async () => {
    const rows = await t.db.selectFrom('baseLoginLog').innerJoin('baseUser', 'baseUser.id', 'baseLoginLog.userId').select('baseLoginLog.id').where('baseUser.description', '=', SCALE_MARK).execute();
    expect(rows).toHaveLength(N);
  });

  it('gives generated accounts no usable password until an administrator resets it', async () => {
    const user = await t.db.selectFrom('baseUser').select('account').where('passwordHash', '=', NO_PASSWORD).executeTakeFirstOrThrow();
    const login = (password: string) =>
      call(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'password', account: user.account, password: md5(password), origin: 'password' } });
    expect((await login('123456')).body.msg).toBe(Msg.wrongAccountOrPassword);
    await t.db.updateTable('baseUser').set({ loginErrorCount: 0 }).where('account', '=', user.account).execute();
    await resetPassword(t.database, { account: user.account, password: 'Scale2026' });
    expect((await login('Scale2026')).body.code).toBe(200);
  });

  it('refuses a --scale that is not a whole number in range', async () => {
    const environment = { config: readConfig({}), version: '0.0.0-test', open: () => store.open() };
    const errors: string[] = [];
    const code = await runAdmin(['seed', '--scale', '12x'], { out: { info: () => undefined, error: (l) => void errors.push(l) }, environment });
    expect(code).toBe(1);
    expect(errors.join('\n')).toContain('--scale');
  });
});
