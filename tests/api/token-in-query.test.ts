import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { serverLogger } from '../../src/server/logging';
import { startTestApp, testDialect, type TestApp } from '../helpers/test-app';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe(`a session token in ?token= (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const lines: string[] = [];
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await startTestApp({ logger: serverLogger('info', { write: (line) => void lines.push(line) }) });
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it('is refused on ordinary routes: they need the Authorization header', async () => {
    for (const url of ['/api/oauth/CurrentUser', '/api/permission/Users', '/api/system/Log', '/api/sync/pull?collections=users']) {
      const res = await get(`${url}${url.includes('?') ? '&' : '?'}token=${token}`);
      expect(res.json(), url).toMatchObject({ code: Code.TOKEN_INVALID });
    }
    expect((await get('/api/oauth/CurrentUser', { authorization: `Bearer ${token}` })).json()).toMatchObject({ code: Code.OK });
  });

  it('is taken by the downloads a browser opens as a link (SPEC §7)', async () => {
    const template = await get(`/api/permission/Users/TemplateDownload?token=${token}`);
    expect(template.headers['content-type']).toBe(XLSX);
    const exported = await get(`/api/permission/Users/ExportExcel?pageSize=5&token=${encodeURIComponent(token)}`);
    expect(exported.headers['content-type']).toBe(XLSX);
    expect((await get('/api/permission/Users/TemplateDownload?token=not-a-session')).json()).toMatchObject({ code: Code.TOKEN_INVALID });
  });

  it('never lands in the log: neither from the query nor from the Authorization header', async () => {
    lines.length = 0;
    await get(`/api/permission/Users/TemplateDownload?n=1&token=${token}`);
    await get(`/api/oauth/CurrentUser?token=${token}`);
    await get('/api/oauth/CurrentUser', { authorization: `Bearer ${token}` });
    // A route that logs its own url (the asset routes log each failed request).
    await get(`/api/business/fixedAsset/detail?id=none&token=${token}`, { authorization: `Bearer ${token}` });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/business/fixedAsset/detail?id=none&token=[redacted]"');
    expect(log).toContain('/api/permission/Users/TemplateDownload?n=1&token=[redacted]');
    expect(log).toContain('/api/oauth/CurrentUser?token=[redacted]');
    expect(log).not.toContain(token);
  });
});
