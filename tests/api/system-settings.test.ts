import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg, lockedMessage } from '../../src/contract/codes';
import type { CurrentUser, LoginConfig } from '../../src/features/auth/contract';
import { SETTINGS_MSG, passwordPolicyText, type SystemSettings } from '../../src/features/system/contract';
import { RuleMsg } from '../../src/contract/validators';
import { call, freshStore, md5, startTestApp, testDialect, type TestApp, type TestStore } from '../helpers/test-app';

const IMAGE = '/api/file/Image/annexpic/01a20f78-853c-76e7-ad95-87a263fce63f.png';

/**
 * 系统配置: what getConfig, CurrentUser and sign-in answer comes from the stored settings, and a
 * change made through one server applies at the next request of another on the same database.
 */
describe(`System settings 系统配置 (${testDialect})`, () => {
  let store: TestStore;
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  const get = (t: TestApp, token = admin) => call<SystemSettings>(t, 'GET', '/api/system/SysConfig', { token });
  const put = (body: SystemSettings, token = admin) => call(a, 'PUT', '/api/system/SysConfig', { token, body });
  const current = async () => (await get(a)).body.data;
  const signIn = (t: TestApp, account: string, password: string) =>
    call<{ token: string }>(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'password', account, password: md5(password), origin: 'password' } });

  beforeAll(async () => {
    store = await freshStore();
    a = await startTestApp({ store });
    b = await startTestApp({ store });
    admin = await a.login('sysadmin');
  });
  afterAll(async () => {
    await b.close(false);
    await a.close();
  });

  it('reads today\'s behaviour as the defaults', async () => {
    const s = await current();
    expect(s).toMatchObject({
      sysName: '轻办', sysVersion: 'V0.0.0-test', loginCaptcha: 1, captchaAfterFailures: 3, captchaLength: 4, smsLogin: 1, qrLogin: 1, singleLogin: 2,
      lockAfterFailures: 5, lockMinutes: 10, sessionTtlHours: 12, passwordMinLength: 6, passwordMaxLength: 16, passwordRequireLetter: 1, passwordRequireDigit: 1, passwordSymbols: 0,
    });
    expect(passwordPolicyText(s)).toBe(RuleMsg.password);
    const open = (await call<LoginConfig>(a, 'GET', '/api/oauth/getConfig')).body.data;
    expect(passwordPolicyText(open.passwordPolicy as SystemSettings)).toBe(RuleMsg.password);
  });

  it('refuses a user without the settings menu, and an invalid form, writing nothing', async () => {
    const denied = { code: Code.FORBIDDEN, msg: Msg.permissionDenied, data: null };
    const wh01 = await a.login('wh01');
    const logviewer = await a.login('logviewer');
    expect((await get(a, wh01)).body).toEqual(denied);
    expect((await get(a, logviewer)).body).toEqual(denied);
    const s = await current();
    expect((await put({ ...s, sysName: '越权' }, wh01)).body).toEqual(denied);
    expect((await put({ ...s, passwordMinLength: 12, passwordMaxLength: 8 })).body).toEqual({ code: Code.BAD_REQUEST, msg: SETTINGS_MSG.passwordLengthOrder, data: null });
    expect((await put({ ...s, logoIcon: 'https://evil.example/x.png' })).body.msg).toBe('请上传图片');
    expect((await put({ ...s, lockMinutes: 0 })).body.msg).toBe('锁定时长为1到1440分钟');
    expect((await put({ ...s, sysName: ' ' })).body.msg).toBe(SETTINGS_MSG.sysNameRequired);
    expect((await current()).sysName).toBe('轻办');
  });

  it('answers getConfig and CurrentUser with a changed name and images, on the other server too', async () => {
    const s = await current();
    expect((await put({ ...s, sysName: '轻办协同', sysVersion: 'V9', logoIcon: IMAGE, navigationIcon: IMAGE, copyright: '© 测试' })).body).toEqual({ code: Code.OK, msg: Msg.updated, data: null });
    for (const t of [a, b]) {
      const open = (await call<LoginConfig>(t, 'GET', '/api/oauth/getConfig')).body.data;
      expect(open).toMatchObject({ sysName: '轻办协同', sysVersion: 'V9', logoIcon: IMAGE, copyright: '© 测试', smsLogin: 1, qrLogin: 1, enableVerificationCode: 0 });
      expect((await call<LoginConfig>(t, 'GET', '/api/oauth/getConfig/wh01')).body.data.sysName).toBe('轻办协同');
    }
    const me = (await call<CurrentUser>(b, 'GET', '/api/oauth/CurrentUser', { token: admin })).body.data;
    expect(me.sysConfigInfo).toMatchObject({ sysName: '轻办协同', sysVersion: 'V9', logoIcon: IMAGE, navigationIcon: IMAGE });
  });

  it('applies a changed lock-out threshold and time to the next sign-in, and the captcha switch', async () => {
    const s = await current();
    await put({ ...s, lockAfterFailures: 2, lockMinutes: 3, loginCaptcha: 0 });
    expect((await signIn(b, 'wh02', 'wrong1')).body.msg).toBe(Msg.wrongAccountOrPassword);
    expect((await signIn(b, 'wh02', 'wrong1')).body).toMatchObject({ code: Code.BAD_REQUEST, msg: lockedMessage(3) });
    expect((await signIn(a, 'wh02', '123456')).body.msg).toBe(lockedMessage(3));
    const row = await a.db.selectFrom('baseUser').select(['lockUntil']).where('account', '=', 'wh02').executeTakeFirstOrThrow();
    expect(Number(row.lockUntil) - Date.now()).toBeGreaterThan(2 * 60_000);
    expect(Number(row.lockUntil) - Date.now()).toBeLessThanOrEqual(3 * 60_000);
    // With the captcha off, three more failures of another account ask for no image code.
    for (let i = 0; i < 3; i++) await signIn(a, 'nouser-x', 'wrong1');
    expect((await call<LoginConfig>(a, 'GET', '/api/oauth/getConfig/nouser-x')).body.data.enableVerificationCode).toBe(0);
    await put({ ...s, lockAfterFailures: 0, loginCaptcha: 1, captchaAfterFailures: 0 });
    expect((await call<LoginConfig>(b, 'GET', '/api/oauth/getConfig')).body.data.enableVerificationCode).toBe(1);
    expect((await signIn(b, 'office', '123456')).body.msg).toBe(Msg.captchaRequired);
    await put(s);
  });

  it('switches SMS and QR sign-in off, single login on, and the session lifetime', async () => {
    const s = await current();
    await put({ ...s, smsLogin: 0, qrLogin: 0, singleLogin: 1, sessionTtlHours: 2 });
    expect((await call(b, 'POST', '/api/oauth/SmsCode', { body: { mobile: '13800000004' } })).body).toEqual({ code: Code.BAD_REQUEST, msg: SETTINGS_MSG.smsLoginOff, data: null });
    expect((await call(b, 'POST', '/api/oauth/Login', { form: { grant_type: 'sms', mobile: '13800000004', code: '123456' } })).body.msg).toBe(SETTINGS_MSG.smsLoginOff);
    expect((await call(b, 'POST', '/api/oauth/QrLogin/Ticket')).body.msg).toBe(SETTINGS_MSG.qrLoginOff);
    expect((await call<LoginConfig>(b, 'GET', '/api/oauth/getConfig')).body.data).toMatchObject({ smsLogin: 0, qrLogin: 0 });
    const first = await b.login('office');
    const second = await b.login('office');
    expect((await call(a, 'GET', '/api/oauth/CurrentUser', { token: first })).body.code).toBe(Code.TOKEN_REPLACED);
    const session = await a.db.selectFrom('baseSession').select(['expiresAt', 'createdAt']).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    expect(Number(session.expiresAt) - Number(session.createdAt)).toBe(2 * 3_600_000);
    expect((await call(a, 'GET', '/api/oauth/CurrentUser', { token: second })).body.code).toBe(Code.OK);
    await put(s);
    expect((await call(b, 'POST', '/api/oauth/QrLogin/Ticket')).body.code).toBe(Code.OK);
  });
});
