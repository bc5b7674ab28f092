import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/lib/http/handle-envelope';
import { createHttpTransport } from './http-transport';

function answer(status: number, body: unknown) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input instanceof Request ? input.url : input), init: input instanceof Request ? { headers: input.headers } : init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }));
  return calls;
}

const body = { deviceId: 'device-0001', mutations: [{ id: 'mutation-1', seq: 1, name: 'profile.theme', args: { theme: 'blend' } }] };

describe('default transport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureHttp({ getToken: () => null, onSessionLost: () => undefined });
  });

  it('sends the bearer token and the collections, and classifies every kind of answer', async () => {
    const lost = vi.fn();
    configureHttp({ getToken: () => 'tok', onSessionLost: lost });
    const transport = createHttpTransport({ baseURL: 'http://localhost' });
    const calls = answer(200, { code: 200, msg: 'ok', data: { changes: [], cursor: 'c1', hasMore: false, resync: false } });
    await expect(transport.pull({ collections: ['roles', 'users'], cursor: 'c0', limit: 10 })).resolves.toMatchObject({ cursor: 'c1' });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/sync/pull');
    expect(url.searchParams.get('collections')).toBe('roles,users');
    expect(url.searchParams.get('cursor')).toBe('c0');
    expect(new Headers(calls[0]!.init?.headers).get('authorization')).toBe('Bearer tok');

    answer(200, { code: 601, msg: '已在其他地方登录', data: null });
    await expect(transport.push(body)).rejects.toMatchObject({ name: 'SessionEndedError', code: 601 });
    expect(lost).not.toHaveBeenCalled(); // the engine decides; no toast, no redirect from here
    answer(200, { code: 400, msg: '参数错误', data: null });
    await expect(transport.push(body)).rejects.toMatchObject({ name: 'RequestRejectedError', code: 400 });
    answer(200, { code: 500, msg: '系统异常', data: null });
    await expect(transport.push(body)).rejects.toMatchObject({ name: 'RetryableError', code: 500 });
    answer(502, 'Bad Gateway');
    await expect(transport.push(body)).rejects.toMatchObject({ name: 'RetryableError' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(transport.push(body)).rejects.toMatchObject({ name: 'RetryableError' });
  });

  it('does not call the server without a token', async () => {
    const calls = answer(200, { code: 200, msg: 'ok', data: { results: [] } });
    await expect(createHttpTransport().push(body)).rejects.toMatchObject({ name: 'SessionEndedError', code: 600 });
    expect(calls).toHaveLength(0);
  });
});
