import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { http } from './client';
import { EnvelopeError } from './envelope-error';
import { configureHttp } from './handle-envelope';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const shown = () => vi.mocked(notifications.show).mock.calls.map(([n]) => ({ message: n.message, color: n.color, autoClose: n.autoClose }));
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let sessionLost: ReturnType<typeof vi.fn<(code: number) => void>>;

beforeAll(() => setupTestI18n());
beforeEach(() => {
  vi.mocked(notifications.show).mockClear();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  sessionLost = vi.fn<(code: number) => void>();
  configureHttp({ getToken: () => 'tok-1', onSessionLost: sessionLost });
});
afterEach(() => vi.unstubAllGlobals());

describe('http client (SPEC §7-§8)', () => {
  it('sends the bearer token, the origin header and n on every URL; GET data as query', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok', data: { a: 1 } }));
    await expect(http.get('/api/x', { keyword: '张' })).resolves.toEqual({ a: 1 });
    const request = fetchMock.mock.calls[0]![0] as Request;
    const url = new URL(request.url ?? String(request), 'http://localhost');
    expect(url.searchParams.get('keyword')).toBe('张');
    expect(Number(url.searchParams.get('n'))).toBeGreaterThan(0);
    const headers = new Headers((fetchMock.mock.calls[0]![1] as RequestInit | undefined)?.headers ?? request.headers);
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get('jnpf-origin')).toBe('pc');
  });

  it.each([
    [400, '账号或密码错误', 'orange'],
    [500, '系统异常，请联系管理员', 'red'],
    [700, '其他', 'gray'],
  ])('code %i toasts for 1.5 s in the colour of its range', async (code, msg, color) => {
    fetchMock.mockResolvedValue(json({ code, msg, data: null }));
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(EnvelopeError);
    expect(shown()).toEqual([{ message: msg, color, autoClose: 1500 }]);
  });

  it('rewrites messages that smell of stack traces to 系统异常，请联系管理员', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, msg: 'TypeError: x is undefined', data: null }));
    await expect(http.get('/api/x')).rejects.toThrow();
    expect(shown()[0]?.message).toBe('系统异常，请联系管理员');
  });

  it('keeps the reference of a stored server exception in what the user reads, in their language', async () => {
    fetchMock.mockImplementation(async () => json({ code: 500, msg: '系统异常，请联系管理员（编号 7K3Q9XZD）', data: null }));
    await expect(http.get('/api/x')).rejects.toThrow();
    expect(shown()[0]).toEqual({ message: '系统异常，请联系管理员（编号 7K3Q9XZD）', color: 'red', autoClose: 1500 });
    await i18n.changeLanguage('en');
    try {
      await expect(http.get('/api/x')).rejects.toThrow();
      expect(shown()[1]?.message).toBe('System exception, please contact the administrator (reference 7K3Q9XZD)');
    } finally {
      await i18n.changeLanguage('zh');
    }
  });

  it('600 resets the session without a toast; 601 and 602 toast first', async () => {
    fetchMock.mockResolvedValue(json({ code: 600, msg: '登录过期，请重新登录', data: null }));
    await expect(http.get('/api/x')).rejects.toThrow();
    expect(shown()).toEqual([]);
    expect(sessionLost).toHaveBeenCalledWith(600);
    fetchMock.mockResolvedValue(json({ code: 601, msg: '您的账号已在其他地方登录，您已被迫下线', data: null }));
    await expect(http.get('/api/x')).rejects.toThrow();
    expect(shown()[0]?.message).toContain('其他地方登录');
    expect(sessionLost).toHaveBeenLastCalledWith(601);
  });

  it('a login failure rejects with the whole payload', async () => {
    fetchMock.mockResolvedValue(json({ code: 400, msg: '请输入验证码', data: { enableVerificationCode: 1 } }));
    const error = await http.post('/api/oauth/Login', { a: 1 }, { form: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnvelopeError);
    expect((error as EnvelopeError).envelope.data).toEqual({ enableVerificationCode: 1 });
  });

  it('a transport failure warns 请求失败，请重试', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/api/x')).rejects.toThrow();
    expect(shown()).toEqual([{ message: '请求失败，请重试', color: 'orange', autoClose: 1500 }]);
  });

  it('a real 429 carrying an envelope is shown like any envelope', async () => {
    fetchMock.mockResolvedValue(json({ code: 429, msg: '请求过于频繁，请稍后再试', data: null }, 429));
    await expect(http.get('/api/x')).rejects.toThrow();
    expect(shown()[0]?.message).toBe('请求过于频繁，请稍后再试');
  });

  it('a blob answer that is an unreadable JSON error becomes 400 数据解析失败', async () => {
    fetchMock.mockResolvedValue(new Response('{not json', { headers: { 'content-type': 'application/json' } }));
    const error = await http.blob('/api/file').catch((e: unknown) => e);
    expect((error as EnvelopeError).code).toBe(400);
    expect(shown()[0]?.message).toBe('数据解析失败');
  });

  it('a blob answer that is a JSON error envelope shows its message; a real file passes', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 404, msg: '文件不存在', data: null }), { headers: { 'content-type': 'application/json' } }));
    await expect(http.blob('/api/file')).rejects.toThrow('文件不存在');
    fetchMock.mockResolvedValue(new Response('xlsx-bytes', { headers: { 'content-type': 'application/octet-stream' } }));
    await expect(http.blob('/api/file').then((b) => b.text())).resolves.toBe('xlsx-bytes');
  });
});
