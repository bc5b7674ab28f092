import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDialect, type TestApp } from '../helpers/test-app';

describe(`answers travel compressed when the client accepts it (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  const pull = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/sync/pull?collections=users&limit=500', headers: { authorization: `Bearer ${token}`, ...headers } });

  it('gzips a large JSON answer to a fraction of its size, same content', async () => {
    const plain = await pull({});
    const zipped = await pull({ 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 200 });
  });
});
