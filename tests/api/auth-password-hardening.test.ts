import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { LOGIN } from '../../src/contract/limits';
import { call, md5, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

const login = (t: TestApp, account: string, password: string) =>
  call(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'password', account, password: md5(password), origin: 'password' } });
const unlock = (t: TestApp, token: string, account: string, password: string) =>
  call(t, 'POST', '/api/oauth/LockScreen', { token, body: { account, password: md5(password) } });
/** m, t, p of an encoded argon2 hash (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
const params = (hash: string) => Object.fromEntries(hash.split('$')[3]!.split(',').map((kv) => [kv.split('=')[0], Number(kv.split('=')[1])]));

describe(`password hardening of issue 10 (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('counts wrong lock-screen passwords toward the sign-in lock-out', async () => {
    const token = await t.login('wh02');
    const answers: string[] = [];
    for (let i = 0; i < LOGIN.lockAfterFailures; i++) answers.push((await unlock(t, token, 'wh02', 'wrong0')).body.msg);
    expect(answers).toEqual([...Array(LOGIN.lockAfterFailures - 1).fill(Msg.lockPasswordWrong), Msg.accountLocked]);
    const row = await t.db.selectFrom('baseUser').select(['loginErrorCount', 'lockUntil']).where('account', '=', 'wh02').executeTakeFirstOrThrow();
    expect(row.loginErrorCount).toBe(LOGIN.lockAfterFailures);
    expect(row.lockUntil! - Date.now()).toBeGreaterThan((LOGIN.lockMinutes - 1) * 60_000);
    // Locked: neither the lock screen nor the sign-in page takes the right password now.
    expect((await unlock(t, token, 'wh02', '123456')).body).toMatchObject({ code: Code.BAD_REQUEST, msg: Msg.accountLocked });
    expect((await login(t, 'wh02', '123456')).body).toMatchObject({ code: Code.BAD_REQUEST, msg: Msg.accountLocked });
    const failures = await t.db.selectFrom('baseLoginLog').select('result').where('account', '=', 'wh02').where('type', '=', 'failure').execute();
    expect(failures.length).toBeGreaterThanOrEqual(LOGIN.lockAfterFailures);
  });

  it('shares one count: wrong lock-screen tries make the sign-in page ask for the captcha', async () => {
    const token = await t.login('wh01');
    for (let i = 0; i < LOGIN.captchaAfterFailures; i++) await unlock(t, token, 'wh01', 'wrong0');
    expect((await call(t, 'GET', '/api/oauth/getConfig/wh01')).body.data).toMatchObject({ enableVerificationCode: 1 });
    // The right password on the lock screen clears the count, as a sign-in does.
    expect((await unlock(t, token, 'wh01', '123456')).body.code).toBe(Code.OK);
    expect((await call(t, 'GET', '/api/oauth/getConfig/wh01')).body.data).toMatchObject({ enableVerificationCode: 0 });
  });

  it('gives every seeded demo user a hash of their own (own salt)', async () => {
    const users = await t.db.selectFrom('baseUser').select(['account', 'passwordHash']).execute();
    expect(users.length).toBeGreaterThan(50);
    expect(new Set(users.map((u) => u.passwordHash)).size).toBe(users.length);
    expect(await argon2.verify(users.find((u) => u.account === 'office')!.passwordHash, md5('123456'))).toBe(true);
  });

  it('hashes with argon2id at the OWASP minimum (m = 19 MiB, t = 2, p = 1) once a demo account signed in', async () => {
    await t.login('sysadmin');
    const { passwordHash } = await t.db.selectFrom('baseUser').select('passwordHash').where('account', '=', 'sysadmin').executeTakeFirstOrThrow();
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(params(passwordHash)).toEqual({ m: 19456, t: 2, p: 1 });
  });

  it('upgrades a hash of the old parameters at the next successful sign-in, and only then', async () => {
    const old = await argon2.hash(md5('123456'), { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 });
    await t.db.updateTable('baseUser').set({ passwordHash: old, loginErrorCount: 0, lockUntil: null }).where('account', '=', 'logviewer').execute();
    const stored = async () => (await t.db.selectFrom('baseUser').select('passwordHash').where('account', '=', 'logviewer').executeTakeFirstOrThrow()).passwordHash;

    expect((await login(t, 'logviewer', 'wrong0')).body.msg).toBe(Msg.wrongAccountOrPassword);
    expect(await stored()).toBe(old);

    expect((await login(t, 'logviewer', '123456')).body.code).toBe(Code.OK);
    const upgraded = await stored();
    expect(upgraded).not.toBe(old);
    expect(params(upgraded)).toEqual({ m: 19456, t: 2, p: 1 });
    expect((await login(t, 'logviewer', '123456')).body.code).toBe(Code.OK);
  });
});
