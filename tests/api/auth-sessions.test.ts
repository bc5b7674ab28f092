import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { sessionRepository } from '../../src/server/identity/session-repository';
import { call, md5, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

describe(`sessions: logout, lock screen, 601/602, expiry (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('logout revokes the token: the next call answers 600', async () => {
    const token = await t.login('wh01');
    expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token })).body.code).toBe(Code.OK);
    expect((await call(t, 'GET', '/api/oauth/Logout', { token })).body.code).toBe(Code.OK);
    expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token })).body).toMatchObject({ code: Code.TOKEN_INVALID, msg: Msg.tokenInvalid });
  });

  it('unlocks the lock screen only with the right password, and the session stays usable', async () => {
    const token = await t.login('wh01');
    const wrong = await call(t, 'POST', '/api/oauth/LockScreen', { token, body: { account: 'wh01', password: md5('000000') } });
    expect(wrong.body).toEqual({ code: Code.BAD_REQUEST, msg: Msg.lockPasswordWrong, data: null });
    const other = await call(t, 'POST', '/api/oauth/LockScreen', { token, body: { account: 'admin', password: md5('123456') } });
    expect(other.body.msg).toBe(Msg.lockPasswordWrong);
    const right = await call(t, 'POST', '/api/oauth/LockScreen', { token, body: { account: 'wh01', password: md5('123456') } });
    expect(right.body.code).toBe(Code.OK);
    expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token })).body.code).toBe(Code.OK);
  });

  it('answers 601 to a session ended by a sign-in elsewhere when single sign-in is on', async () => {
    await t.db.updateTable('baseSysConfig').set({ value: '1' }).where('key', '=', 'singleLogin').execute();
    try {
      const first = await t.login('office');
      const second = await t.login('office');
      expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token: first })).body).toMatchObject({ code: Code.TOKEN_REPLACED, msg: Msg.tokenReplaced });
      expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token: second })).body.code).toBe(Code.OK);
    } finally {
      await t.db.updateTable('baseSysConfig').set({ value: '2' }).where('key', '=', 'singleLogin').execute();
    }
    const a = await t.login('office');
    const b = await t.login('office');
    for (const token of [a, b]) expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token })).body.code).toBe(Code.OK);
  });

  it('answers 602 to a session an administrator forced offline', async () => {
    const token = await t.login('assetadmin');
    const user = await t.db.selectFrom('baseUser').select('id').where('account', '=', 'assetadmin').executeTakeFirstOrThrow();
    expect(await sessionRepository(t.db).endAllForUser(user.id, 'revoked')).toBeGreaterThanOrEqual(1);
    expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token })).body).toMatchObject({ code: Code.TOKEN_REVOKED, msg: Msg.tokenRevoked });
  });

  it('answers 600 to an expired session, and extends a live one as it is used', async () => {
    const token = await t.login('sysadmin');
    const session = await t.db.selectFrom('baseSession').innerJoin('baseUser', 'baseUser.id', 'baseSession.userId').select(['baseSession.id', 'baseSession.expiresAt']).where('baseUser.account', '=', 'sysadmin').executeTakeFirstOrThrow();
    await t.db.updateTable('baseSession').set({ lastSeenAt: Date.now() - 120_000 }).where('id', '=', session.id).execute();
    await call(t, 'GET', '/api/oauth/CurrentUser', { token });
    const touched = await t.db.selectFrom('baseSession').select('expiresAt').where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(touched.expiresAt).toBeGreaterThanOrEqual(session.expiresAt);
    await t.db.updateTable('baseSession').set({ expiresAt: Date.now() - 1 }).where('id', '=', session.id).execute();
    expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token })).body.code).toBe(Code.TOKEN_INVALID);
  });
});

describe(`mobile-code and QR sign-in (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const lastCode = () => /验证码为(\d{6})/.exec(t.sent.at(-1)!.text)![1]!;

  it('sends a code to an 11-digit mobile and signs in with it once', async () => {
    expect((await call(t, 'POST', '/api/oauth/SmsCode', { body: { mobile: '12345' } })).body).toMatchObject({ code: 400, msg: '请正确输入您的手机号' });
    expect((await call(t, 'POST', '/api/oauth/SmsCode', { body: { mobile: '13999999999' } })).body.msg).toBe(Msg.mobileNotRegistered);
    const sent = await call(t, 'POST', '/api/oauth/SmsCode', { body: { mobile: '13800000004' } });
    expect(sent.body.code).toBe(Code.OK);
    const code = lastCode();
    // Demo accounts see the code in the answer so the demo can be tried without a phone.
    expect(sent.body.msg).toContain(code);
    expect((await call(t, 'POST', '/api/oauth/SmsCode', { body: { mobile: '13800000004' } })).body.msg).toBe(Msg.smsTooFrequent);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await call(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'sms', mobile: '13800000004', code: wrongCode } })).body.msg).toBe(Msg.smsCodeWrong);
    const ok = await call<{ token: string }>(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'sms', mobile: '13800000004', code } });
    expect(ok.body.code).toBe(Code.OK);
    const me = await call<{ userInfo: { userAccount: string } }>(t, 'GET', '/api/oauth/CurrentUser', { token: ok.body.data.token });
    expect(me.body.data.userInfo.userAccount).toBe('wh01');
    expect((await call(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'sms', mobile: '13800000004', code } })).body.msg).toBe(Msg.smsCodeWrong);
  });

  it('does not echo the code for accounts outside the demo list', async () => {
    await t.db.updateTable('baseSysConfig').set({ value: '' }).where('key', '=', 'demoAccounts').execute();
    const sent = await call(t, 'POST', '/api/oauth/SmsCode', { body: { mobile: '13800000005' } });
    expect(sent.body.msg).toBe('验证码已发送');
    expect(t.sent.at(-1)!.mobile).toBe('13800000005');
  });

  it('asks for mobile@account when a mobile has several accounts, and accepts that form', async () => {
    await t.db.updateTable('baseUser').set({ mobilePhone: '13800000005' }).where('account', '=', 'logviewer').execute();
    await t.db.deleteFrom('baseSmsCode').execute();
    await call(t, 'POST', '/api/oauth/SmsCode', { body: { mobile: '13800000005' } });
    const code = lastCode();
    expect((await call(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'sms', mobile: '13800000005', code } })).body.msg).toBe(Msg.mobileAmbiguous);
    const ok = await call<{ token: string }>(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'sms', mobile: '13800000005@logviewer', code } });
    expect(ok.body.code).toBe(Code.OK);
  });

  it('signs a desktop in when a signed-in device confirms its QR ticket, once', async () => {
    const phone = await t.login('office');
    const ticket = await call<{ ticket: string; secret: string; expiresAt: number }>(t, 'POST', '/api/oauth/QrLogin/Ticket');
    const { ticket: id, secret } = ticket.body.data;
    const poll = () => call<{ status: string; token?: string }>(t, 'GET', `/api/oauth/QrLogin/Ticket/${id}`, { query: { secret } });
    expect((await poll()).body.data).toEqual({ status: 'waiting' });
    expect((await call(t, 'GET', `/api/oauth/QrLogin/Ticket/${id}`, { query: { secret: 'guess' } })).body.msg).toBe(Msg.qrTicketInvalid);
    expect((await call(t, 'POST', `/api/oauth/QrLogin/Ticket/${id}/Confirm`)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await call(t, 'POST', `/api/oauth/QrLogin/Ticket/${id}/Scan`, { token: phone })).body.code).toBe(Code.OK);
    expect((await poll()).body.data.status).toBe('scanned');
    expect((await call(t, 'POST', `/api/oauth/QrLogin/Ticket/${id}/Confirm`, { token: phone })).body.code).toBe(Code.OK);
    const confirmed = await poll();
    expect(confirmed.body.data.status).toBe('confirmed');
    const me = await call<{ userInfo: { userAccount: string } }>(t, 'GET', '/api/oauth/CurrentUser', { token: confirmed.body.data.token });
    expect(me.body.data.userInfo.userAccount).toBe('office');
    expect((await poll()).body.data).toEqual({ status: 'expired' });
    expect((await call(t, 'POST', `/api/oauth/QrLogin/Ticket/${id}/Confirm`, { token: phone })).body.msg).toBe(Msg.qrTicketInvalid);
  });

  it('lets a QR ticket expire', async () => {
    const { body } = await call<{ ticket: string; secret: string }>(t, 'POST', '/api/oauth/QrLogin/Ticket');
    await t.db.updateTable('baseQrTicket').set({ expiresAt: Date.now() - 1 }).where('id', '=', body.data.ticket).execute();
    const res = await call<{ status: string }>(t, 'GET', `/api/oauth/QrLogin/Ticket/${body.data.ticket}`, { query: { secret: body.data.secret } });
    expect(res.body.data.status).toBe('expired');
  });
});
