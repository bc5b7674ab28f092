import { describe, expect, it } from 'vitest';
import { errorReferenceOf, newErrorReference, withErrorReference } from '../../contract/error-reference';
import { isAuditedWrite } from './hooks';
import { changedKeys, fitChange, REDACTED, redact, requestSummary, SNAPSHOT_CAP, SUMMARY_CAP, snapshot } from './redact';

describe('what the operation log keeps of a request', () => {
  it('masks secrets wherever they are nested, keeps the rest', () => {
    const body = { account: 'wh01', password: 'abc', nested: { oldPassword: 'x', token: 't', code: '1234', enCode: 'keep' }, list: [{ smsCode: '9' }] };
    expect(redact(body)).toEqual({ account: 'wh01', password: REDACTED, nested: { oldPassword: REDACTED, token: REDACTED, code: REDACTED, enCode: 'keep' }, list: [{ smsCode: REDACTED }] });
  });

  it('names bytes and data urls, cuts long strings, lists and deep objects', () => {
    expect(redact(Buffer.from('hello'))).toBe('[binary 5 bytes]');
    expect(redact(`data:image/png;base64,${'A'.repeat(5000)}`)).toBe('[data 5022 chars]');
    expect(redact('x'.repeat(300))).toBe(`${'x'.repeat(200)}…(300 chars)`);
    const list = redact(Array.from({ length: 25 }, (_, i) => i)) as unknown[];
    expect(list).toHaveLength(21);
    expect(list.at(-1)).toBe('…5 more');
    expect(redact({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: '[…]' } } } });
  });

  it('summarises params, query and body within the cap; multipart bodies are never read', () => {
    expect(requestSummary({ params: { id: '1' }, query: {}, body: { a: 1 } })).toBe('{"params":{"id":"1"},"body":{"a":1}}');
    expect(requestSummary({ body: { file: 'x' }, contentType: 'multipart/form-data; boundary=x' })).toBe('{"body":"[multipart]"}');
    expect(requestSummary({ params: {}, query: {} })).toBeNull();
    const big = requestSummary({ body: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v'.repeat(199)])) })!;
    expect(big.length).toBeLessThan(SUMMARY_CAP + 30);
    expect(big).toMatch(/…\(\d+ chars\)$/);
  });
});

describe('what the operation log keeps of a record', () => {
  it('drops secrets from snapshots and finds the changed keys', () => {
    const before = snapshot({ realName: '赵强', passwordHash: 'argon2…', roles: ['a'] });
    const after = snapshot({ realName: '赵强强', passwordHash: 'argon2…', roles: ['a'] });
    expect(before).toEqual({ realName: '赵强', roles: ['a'] });
    expect(changedKeys(before, after)).toEqual(['realName']);
    expect(changedKeys(null, { a: 1 })).toEqual(['a']);
  });

  it('keeps the rules of a password or a captcha (settings), never a password or a captcha', () => {
    const settings = { passwordMinLength: 8, passwordMaxLength: 16, passwordRequireDigit: 1, passwordSymbols: 2, loginCaptcha: 1, captchaAfterFailures: 3, captchaLength: 4 };
    expect(snapshot({ ...settings, password: 'x', newPassword: 'y', captcha: 'abcd', captchaCode: '1', passwordHash: 'h' })).toEqual(settings);
    expect(redact({ passwordMinLength: 8, password: 'x' })).toEqual({ passwordMinLength: 8, password: REDACTED });
  });

  it('keeps only the changed fields of a record too big to keep whole', () => {
    const wide = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x'.repeat(900)]));
    const fitted = fitChange(snapshot(wide), snapshot({ ...wide, f3: 'changed' }));
    expect(fitted).toMatchObject({ before: { f3: expect.stringMatching(/^x+…/) }, after: { f3: 'changed' }, trimmed: true });
    expect(JSON.stringify(fitted).length).toBeLessThan(SNAPSHOT_CAP);
    expect(fitChange({ a: 1 }, { a: 2 })).toEqual({ before: { a: 1 }, after: { a: 2 } });
  });
});

describe('which routes write operations', () => {
  const route = (method: string | string[], url: string, config?: object) => isAuditedWrite({ method: method as never, url, config } as never);
  it('takes writes, leaves reads, read-style POSTs, public routes and opt-outs', () => {
    expect(route('PUT', '/api/permission/Users/:id')).toBe(true);
    expect(route('DELETE', '/api/system/Log/:category')).toBe(true);
    expect(route('POST', '/api/business/fixedAsset/ExportExcel')).toBe(true);
    expect(route('GET', '/api/permission/Users')).toBe(false);
    expect(route('GET', '/api/permission/Users/ExportExcel')).toBe(true);
    expect(route('GET', '/api/system/DictionaryData/:id/Action/Export')).toBe(true);
    expect(route('GET', '/api/permission/Users/TemplateDownload')).toBe(false);
    for (const url of ['/api/permission/Users/UserCondition', '/api/permission/Users/ImUser/Selector/:id', '/api/permission/Position/getListByOrgIds', '/api/buss/innermail/inbox/query', '/api/business/fixedAsset-storage/page', '/api/file/Info/Actions/ByIds', '/api/permission/UserRelation/:id/list']) {
      expect(route('POST', url), url).toBe(false);
    }
    expect(route('POST', '/api/oauth/Login', { public: true })).toBe(false);
    expect(route('POST', '/api/file/chunk', { audit: false })).toBe(false);
    expect(route('POST', '/api/x/query', { audit: true })).toBe(true);
  });
});

describe('the reference of a server exception', () => {
  it('is 8 unambiguous characters that the 500 message ends with', () => {
    const ref = newErrorReference();
    expect(ref).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(errorReferenceOf(withErrorReference('系统异常，请联系管理员', ref))).toBe(ref);
    expect(errorReferenceOf('系统异常，请联系管理员')).toBeNull();
    expect(errorReferenceOf(undefined)).toBeNull();
  });
});
