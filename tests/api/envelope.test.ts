import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

describe(`envelope and error codes of §8 (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    // A route that fails the way a bug would: its message must never reach the client.
    t.app.get('/api/__test/boom', { config: { public: true } }, async () => {
      throw new Error('SELECT secret FROM internals — stack must not leak');
    });
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it('answers success as {code:200,msg,data} with HTTP 200', async () => {
    const res = await call(t, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: Code.OK, data: { status: 'up', database: testDialect } });
  });

  it('answers a validation failure with code 400 and the field message, HTTP 200', async () => {
    const res = await call(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'password', account: '', password: 'x' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: Code.BAD_REQUEST, msg: Msg.accountRequired, data: null });
    const bad = await call(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'password', account: 'admin', password: 'not-md5' } });
    expect(bad.body.msg).toBe(Msg.passwordFormat);
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await call(t, 'GET', '/api/no/such/route', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: Code.NOT_FOUND, msg: Msg.notFound, data: null });
  });

  it('answers an internal error with 500 and no internals', async () => {
    const res = await call(t, 'GET', '/api/__test/boom');
    expect(res.status).toBe(200);
    // §8's text first, then the reference the exception log keeps it under (ADR 0026).
    expect(res.body).toEqual({ code: Code.SERVER_ERROR, msg: expect.stringMatching(/^系统异常，请联系管理员（编号 [0-9A-Z]{8}）$/), data: null });
    expect(res.body.msg.startsWith(Msg.systemError)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/secret|stack|internals/);
  });

  it('answers malformed JSON with 400 数据解析失败', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/SmsCode', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.json()).toEqual({ code: Code.BAD_REQUEST, msg: Msg.parseFailed, data: null });
  });

  it('lets HTTP speak for a body that is too large (413)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/SmsCode', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ mobile: 'x'.repeat(3 * 1024 * 1024) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, msg: Msg.bodyTooLarge });
  });

  it('answers 600 without a token, with a garbage token, and accepts a bare token', async () => {
    expect((await call(t, 'GET', '/api/oauth/CurrentUser')).body.code).toBe(Code.TOKEN_INVALID);
    expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token: 'nonsense' })).body.code).toBe(Code.TOKEN_INVALID);
    const bare = await t.app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });
    expect(bare.json().code).toBe(Code.OK);
  });

  it('ignores the n timestamp parameter and refuses an unknown sort column', async () => {
    const withN = await call(t, 'GET', '/api/system/Log', { token, query: { n: String(Date.now()), pageSize: '5' } });
    expect(withN.body.code).toBe(Code.OK);
    for (const sidx of ['creatorTime; drop table base_user', 'password_hash', '1']) {
      const res = await call(t, 'GET', '/api/system/Log', { token, query: { sidx } });
      expect(res.body).toEqual({ code: Code.BAD_REQUEST, msg: Msg.sortFieldInvalid, data: null });
    }
    const users = await t.db.selectFrom('baseUser').select('id').execute();
    expect(users.length).toBeGreaterThan(50);
  });

  it('pages lists with {list, pagination:{currentPage,pageSize,total}}', async () => {
    const res = await call<{ list: unknown[]; pagination: Record<string, number> }>(t, 'GET', '/api/system/Log', { token, query: { currentPage: '1', pageSize: '1', sidx: 'account', sort: 'asc' } });
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.pagination).toMatchObject({ currentPage: 1, pageSize: 1 });
    expect(res.body.data.pagination.total).toBeGreaterThanOrEqual(1);
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/oauth/Login', '/api/oauth/CurrentUser', '/api/system/Log']));
  });
});

describe(`rate limit on the sign-in routes (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { loginRateLimitPerMinute: 3 } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an address exceeds the limit', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await call(t, 'POST', '/api/oauth/Login', { form: { grant_type: 'password', account: 'nobody', password: '0'.repeat(32) } });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = String(res.headers['retry-after']);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
