import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { call, md5, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

const form = (account: string, password: string, extra: Record<string, string> = {}) => ({
  form: { grant_type: 'password', account, password: md5(password), origin: 'password', ...extra },
});

describe(`password sign-in and its protection (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('signs admin in with the md5 of 123456 and answers {token, theme}', async () => {
    const res = await call<{ token: string; theme: string }>(t, 'POST', '/api/oauth/Login', form('admin', '123456'));
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.data.theme).toBe('classic');
    const stored = await t.db.selectFrom('baseSession').select('tokenHash').execute();
    expect(stored.map((s) => s.tokenHash)).not.toContain(res.body.data.token);
    const user = await t.db.selectFrom('baseUser').select('passwordHash').where('account', '=', 'admin').executeTakeFirstOrThrow();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('asks for the image captcha after 3 failures, and checks it', async () => {
    expect((await call(t, 'GET', '/api/oauth/getConfig/wh01')).body.data).toMatchObject({ enableVerificationCode: 0, verificationCodeNumber: 4 });
    for (let i = 0; i < 3; i++) {
      expect((await call(t, 'POST', '/api/oauth/Login', form('wh01', 'wrong1'))).body.msg).toBe(Msg.wrongAccountOrPassword);
    }
    expect((await call(t, 'GET', '/api/oauth/getConfig/wh01')).body.data).toMatchObject({ enableVerificationCode: 1 });
    // Without a captcha even the right password is refused.
    expect((await call(t, 'POST', '/api/oauth/Login', form('wh01', '123456'))).body).toMatchObject({ code: 400, msg: Msg.captchaRequired });
    const image = await t.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/4/k1' });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    const { code } = await t.db.selectFrom('baseCaptcha').select('code').where('key', '=', 'k1').executeTakeFirstOrThrow();
    expect(code).toHaveLength(4);
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    expect((await call(t, 'POST', '/api/oauth/Login', form('wh01', '123456', { code: wrong, timestamp: 'k1' }))).body.msg).toBe(Msg.captchaWrong);
    // A captcha answers once: the wrong try used it up.
    expect((await call(t, 'POST', '/api/oauth/Login', form('wh01', '123456', { code, timestamp: 'k1' }))).body.msg).toBe(Msg.captchaExpired);
    await t.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/4/k2' });
    const fresh = await t.db.selectFrom('baseCaptcha').select('code').where('key', '=', 'k2').executeTakeFirstOrThrow();
    const ok = await call(t, 'POST', '/api/oauth/Login', form('wh01', '123456', { code: fresh.code.toLowerCase(), timestamp: 'k2' }));
    expect(ok.body.code).toBe(Code.OK);
    expect((await call(t, 'GET', '/api/oauth/getConfig/wh01')).body.data).toMatchObject({ enableVerificationCode: 0 });
  });

  it('asks unknown accounts for a captcha alike, so accounts cannot be told apart', async () => {
    for (let i = 0; i < 3; i++) await call(t, 'POST', '/api/oauth/Login', form('ghost', 'x'));
    expect((await call(t, 'GET', '/api/oauth/getConfig/ghost')).body.data).toMatchObject({ enableVerificationCode: 1 });
  });

  it('locks the account for 10 minutes after 5 wrong passwords, even against the right one', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      if (i >= 3) await t.app.inject({ method: 'GET', url: `/api/oauth/ImageCode/4/lock${i}` });
      const captcha = i >= 3 ? (await t.db.selectFrom('baseCaptcha').select('code').where('key', '=', `lock${i}`).executeTakeFirstOrThrow()).code : '';
      const res = await call(t, 'POST', '/api/oauth/Login', form('wh02', 'wrong', i >= 3 ? { code: captcha, timestamp: `lock${i}` } : {}));
      answers.push(res.body.msg);
    }
    expect(answers).toEqual([...Array(4).fill(Msg.wrongAccountOrPassword), Msg.accountLocked]);
    const row = await t.db.selectFrom('baseUser').select(['lockUntil', 'loginErrorCount']).where('account', '=', 'wh02').executeTakeFirstOrThrow();
    expect(row.loginErrorCount).toBe(5);
    expect(row.lockUntil! - Date.now()).toBeGreaterThan(9 * 60_000);
    expect((await call(t, 'POST', '/api/oauth/Login', form('wh02', '123456'))).body).toMatchObject({ code: 400, msg: Msg.accountLocked });
    // When the ten minutes are over the account signs in again.
    await t.db.updateTable('baseUser').set({ lockUntil: Date.now() - 1 }).where('account', '=', 'wh02').execute();
    expect((await call(t, 'POST', '/api/oauth/Login', form('wh02', '123456'))).body.code).toBe(Code.OK);
  });

  it('writes every sign-in, sign-out and failure to the login log', async () => {
    const token = await t.login('office');
    await call(t, 'GET', '/api/oauth/Logout', { token });
    const rows = await t.db.selectFrom('baseLoginLog').select(['account', 'type', 'ip', 'userAgent', 'result']).where('account', 'in', ['office', 'wh02']).execute();
    expect(rows.filter((r) => r.account === 'office').map((r) => r.type).sort()).toEqual(['login', 'logout']);
    expect(rows.filter((r) => r.account === 'wh02' && r.type === 'failure').length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.ip)).toBe(true);
  });

  it('signs in with the sub-account form mobile@account', async () => {
    expect((await call(t, 'POST', '/api/oauth/Login', form('13800000003@office', '123456'))).body.code).toBe(Code.OK);
    expect((await call(t, 'POST', '/api/oauth/Login', form('13800000009@office', '123456'))).body.msg).toBe(Msg.wrongAccountOrPassword);
  });

  it('refuses a disabled account only after the password is right', async () => {
    await t.db.updateTable('baseUser').set({ enabledMark: 0 }).where('account', '=', 'logviewer').execute();
    expect((await call(t, 'POST', '/api/oauth/Login', form('logviewer', '123456'))).body.msg).toBe(Msg.accountDisabled);
    expect((await call(t, 'POST', '/api/oauth/Login', form('logviewer', 'nope'))).body.msg).toBe(Msg.wrongAccountOrPassword);
    await t.db.updateTable('baseUser').set({ enabledMark: 1, loginErrorCount: 0 }).where('account', '=', 'logviewer').execute();
  });
});
