import dns from 'node:dns';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_INTERFACE_MSG } from '../contract';
import { httpCall, isDeniedAddress } from './http-call';

const closed = { allowPrivate: false, allowedHosts: [] };

describe('httpCall', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/redirect') return void res.writeHead(302, { location: 'http://127.0.0.1/' }).end();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 200, data: { list: [{ id: 1, q: req.url, auth: req.headers['x-token'] ?? null }] } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('knows loopback, private, link-local and mapped addresses', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(isDeniedAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '223.5.5.5', '2400:3200::1']) expect(isDeniedAddress(a), a).toBe(false);
  });

  it('refuses loopback and private targets by default, by literal address or by the name resolved', async () => {
    for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`, 'http://10.0.0.8/', 'http://[::1]/', 'http://169.254.169.254/latest/meta-data/', 'http://2130706433/']) {
      await expect(httpCall({ method: 'GET', url, headers: {} }, closed), url).rejects.toThrow('不允许访问内网或本机地址');
    }
    // A name that resolves to loopback (this machine's own name): the socket's lookup refuses it.
    const own = os.hostname();
    const resolved = await dns.promises.lookup(own).catch(() => null);
    if (resolved && isDeniedAddress(resolved.address)) {
      await expect(httpCall({ method: 'GET', url: `http://${own}:${port}/`, headers: {} }, closed)).rejects.toThrow(`不允许访问内网或本机地址：${own} → ${resolved.address}`);
    }
    await expect(httpCall({ method: 'GET', url: 'file:///etc/passwd', headers: {} }, closed)).rejects.toThrow(DATA_INTERFACE_MSG.urlInvalid);
  });

  it('calls an allowed host, sends headers, and does not follow redirects', async () => {
    const policy = { allowPrivate: false, allowedHosts: ['127.0.0.1'] };
    expect(await httpCall({ method: 'GET', url: `http://127.0.0.1:${port}/x?a=1`, headers: { 'x-token': 't1' } }, policy)).toMatchObject({ data: { list: [{ q: '/x?a=1', auth: 't1' }] } });
    await expect(httpCall({ method: 'GET', url: `http://127.0.0.1:${port}/redirect`, headers: {} }, policy)).rejects.toThrow(DATA_INTERFACE_MSG.httpStatus(302));
    expect(await httpCall({ method: 'GET', url: `http://localhost:${port}/`, headers: {} }, { allowPrivate: true, allowedHosts: [] })).toMatchObject({ code: 200 });
  });
});
