import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDialect, type TestApp } from '../helpers/test-app';

/** The policy's directives by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const text = String(header ?? '');
  return new Map(text.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...values] = d.split(/\s+/);
    return [name!, values];
  }));
}

describe(`security headers on the PWA, the API and the docs (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-client-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>轻办</title>');
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc.js'), 'export {}');
    fs.writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    t = await startTestApp({ config: { clientDir } });
    token = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const urls = ['/', '/index.html', '/login', '/permission/user', '/assets/index-abc.js', '/sw.js', '/api/health', '/api/oauth/CurrentUser', '/api/nothing-here', '/api/docs/json'];

  it.each(urls)('%s carries the policy, nosniff, the referrer policy and no framing by others', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBeLessThan(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('lets the PWA compile its WebAssembly but never eval or inline script', async () => {
    const csp = directives((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Served over plain http in company networks: nothing that would force https on it.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends no HSTS (a TLS proxy in front decides) and keeps the answers themselves unchanged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'up' } });
    const page = await t.app.inject({ method: 'GET', url: '/permission/user' });
    expect(page.body).toContain('<title>轻办</title>');
  });

  it('gives a page load of a path with a dotted code the client (a data screen /datascreen/demo.assets), but no file that is not there', async () => {
    const screen = await t.app.inject({ method: 'GET', url: '/datascreen/demo.assets?token=x', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<title>轻办</title>');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
