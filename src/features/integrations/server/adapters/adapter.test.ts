import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdapter, type VendorCredentials } from './adapter';
import { VendorError } from './http';
import { wechatWorkApi } from './wechat-work';

/** A tiny 企业微信 that hands out tokens, can expire them, and can hang. */
let server: http.Server;
let baseUrl = '';
let tokenCalls = 0;
let live = new Set<string>();
let hang = false;
const sent: unknown[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (hang) return;
      const json = (v: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(v));
      if (url.pathname === '/cgi-bin/gettoken') {
        tokenCalls += 1;
        const token = `t${tokenCalls}`;
        live.add(token);
        return json({ errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 });
      }
      if (!live.has(url.searchParams.get('access_token') ?? '')) return json({ errcode: 42001, errmsg: 'access_token expired' });
      if (url.pathname === '/cgi-bin/message/send') {
        sent.push(JSON.parse(raw));
        return json({ errcode: 0, errmsg: 'ok', invaliduser: 'ghost' });
      }
      if (url.pathname === '/cgi-bin/department/create') return json({ errcode: 60008, errmsg: 'department existed' });
      return json({ errcode: 404, errmsg: 'unknown' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }));

const creds = (): VendorCredentials => ({ corpId: 'ww1', secret: 's1', agentId: '1000002', baseUrl });

describe('integration adapter (企业微信 shapes)', () => {
  it('keeps a token until shortly before it expires, then fetches a new one', async () => {
    let now = 1_000_000;
    const a = makeAdapter(wechatWorkApi, { now: () => now });
    const before = tokenCalls;
    await a.token(creds());
    await a.token(creds());
    expect(tokenCalls).toBe(before + 1);
    now += 7200_000 - 60_000;
    await a.token(creds());
    expect(tokenCalls).toBe(before + 2);
    expect(a.heldTokens()).toBe(1);
    expect(a.clearTokens()).toBe(1);
  });

  it('fetches a token again, once, when the vendor says it expired; answers refused recipients', async () => {
    const a = makeAdapter(wechatWorkApi);
    await a.token(creds());
    live = new Set();
    const r = await a.sendText(creds(), ['wh01', 'ghost'], { title: '标题', text: '正文' });
    expect(r.invalid).toEqual(['ghost']);
    expect(sent.at(-1)).toMatchObject({ touser: 'wh01|ghost', msgtype: 'text', agentid: 1000002, text: { content: '标题\n正文' } });
  });

  it('reports per-item failures as outcomes with the vendor’s words, and never maps a parent that failed', async () => {
    const a = makeAdapter(wechatWorkApi);
    const mapped: string[] = [];
    const out = await a.pushDepartments(creds(), '1', [
      { localId: 'a', name: '总部', parentLocalId: null, sortCode: 1, remoteId: null },
      { localId: 'b', name: '财务部', parentLocalId: 'a', sortCode: 1, remoteId: null },
    ], async (o) => void mapped.push(o.localId));
    expect(out).toEqual([
      { localId: 'a', ok: false, error: '企业微信返回错误码 60008：部门名称已存在' },
      { localId: 'b', ok: false, error: '上级部门未同步成功' },
    ]);
    expect(mapped).toEqual([]);
  });

  it('turns a hanging vendor into a timeout message, and a closed port into an unreachable one', async () => {
    hang = true;
    const slow = makeAdapter(wechatWorkApi, { timeoutMs: 200 });
    await expect(slow.token({ ...creds(), secret: 'other' })).rejects.toThrow(new VendorError('企业微信服务器响应超时（1秒），请稍后重试'));
    hang = false;
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(slow.token({ ...creds(), baseUrl: `http://127.0.0.1:${port}` })).rejects.toThrow('无法连接企业微信服务器，请检查服务地址和网络');
  });
});
