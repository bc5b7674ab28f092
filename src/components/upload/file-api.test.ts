import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { downloadFile, downloadZip } from './file-api';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('@/lib/save-blob', () => ({ saveBlob }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
/** The API gives a signed link; the link answers `blob`. */
function serve(blob: () => Response) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).startsWith('/api/file/Download') ? json({ code: 200, msg: 'Success', data: { url: '/api/file/Blob/x?s=1', name: 'a.txt' } }) : blob())));
}
const file = { fileId: 'f1', name: '报告.txt', fileSize: 10 };

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  notify.mockClear();
  saveBlob.mockClear();
});

describe('downloads through a signed link', () => {
  it('shows the reference of a server failure (a 500 envelope), as every other 500 does', async () => {
    serve(() => json({ code: 500, msg: '系统异常，请联系管理员（编号 7K3Q9XZD）', data: null }, 500));
    expect(await downloadFile(file)).toBe(false);
    expect(notify).toHaveBeenCalledWith('error', '系统异常，请联系管理员（编号 7K3Q9XZD）');
    await i18n.changeLanguage('en');
    serve(() => json({ code: 500, msg: '系统异常，请联系管理员（编号 7K3Q9XZD）', data: null }, 500));
    expect(await downloadZip(['f1'], '资料')).toBe(false);
    expect(notify).toHaveBeenLastCalledWith('error', expect.stringContaining('7K3Q9XZD'));
    expect(notify.mock.lastCall![1]).not.toContain('系统异常');
    await i18n.changeLanguage('zh');
  });

  it('shows a refusal as it is, a failure without an envelope as the download failure, and saves bytes', async () => {
    serve(() => json({ code: 403, msg: '下载链接已过期', data: null }, 403));
    expect(await downloadFile(file)).toBe(false);
    expect(notify).toHaveBeenLastCalledWith('error', '下载链接已过期');
    serve(() => new Response('bad gateway', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(await downloadFile(file)).toBe(false);
    expect(notify.mock.lastCall![1]).not.toContain('bad gateway');
    serve(() => new Response('hello', { headers: { 'content-type': 'text/plain' } }));
    expect(await downloadFile(file)).toBe(true);
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), '报告.txt');
  });
});
