import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import type { FileListItem } from './file-api';
import { FilePreview } from './FilePreview';
import { MarkdownView, parseMarkdown } from './markdown';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const answer = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'Success', data }), { headers: { 'content-type': 'application/json' } });
function serve(preview: unknown, body = '') {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).startsWith('/api/file/Uploader/Preview') ? answer(preview) : new Response(body))));
}
const file = (name: string, extra: Partial<FileListItem> = {}): FileListItem => ({ fileId: 'f1', name, fileSize: 10, ...extra });
const show = (f: FileListItem, onClose = () => undefined) => render(<MantineProvider><FilePreview file={f} onClose={onClose} /></MantineProvider>);

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe('the file preview', () => {
  it('is titled 文件预览 - {name} and shows a PDF in a 700 px frame of the browser\'s viewer', async () => {
    serve({ url: '/api/file/Blob/sig1', name: '合同.pdf', mimeType: 'application/pdf', previewKind: 'pdf' });
    show(file('合同.pdf'));
    expect(await screen.findByText('文件预览 - 合同.pdf')).toBeTruthy();
    const frame = await screen.findByTestId('preview-frame');
    expect(frame.getAttribute('src')).toBe('/api/file/Blob/sig1');
    expect(frame.getAttribute('style')).toContain('height: 700px');
  });

  it('frames a PDF still on the device in the viewer, re-typed as a PDF whatever the file claimed', async () => {
    const made: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (b: Blob) => (made.push(b), 'blob:local-pdf'), revokeObjectURL: () => undefined }));
    show(file('离线.pdf', { blob: new Blob(['%PDF-1.4'], { type: 'text/html' }) }));
    expect((await screen.findByTestId('preview-frame')).getAttribute('src')).toBe('blob:local-pdf');
    expect(made[0]!.type).toBe('application/pdf');
  });

  it('shows images, and offers office files for download with a note that no converter is configured', async () => {
    serve({ url: '/api/file/Blob/img', name: 'a.png', mimeType: 'image/png', previewKind: 'image' });
    show(file('a.png'));
    expect((await screen.findByRole('img', { name: 'a.png' })).getAttribute('src')).toBe('/api/file/Blob/img');
    cleanup();
    serve({ url: '/api/file/Blob/doc', name: '报告.docx', mimeType: 'application/msword', previewKind: 'office' });
    show(file('报告.docx'));
    expect((await screen.findByTestId('preview-note')).textContent).toContain('未配置文档转换服务');
    expect(screen.getByRole('button', { name: '下载' })).toBeTruthy();
  });

  it('says 文件不存在 and closes when there is no address', async () => {
    serve({ url: '', name: 'x.pdf', mimeType: '', previewKind: 'pdf' });
    const onClose = vi.fn();
    show(file('x.pdf'), onClose);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith('warning', '文件不存在');
  });

  it('reads Markdown safely: structure rendered, raw HTML and script links shown as text', async () => {
    const source = '# 标题\n\n- 一\n- 二\n\n<script>alert(1)</script> **粗体** [链接](https://example.com) [坏](javascript:alert(1))\n\n```\n<b>code</b>\n```';
    serve({ url: '/api/file/Blob/md', name: 'README.md', mimeType: 'text/markdown', previewKind: 'markdown' }, source);
    show(file('README.md'));
    const view = await screen.findByTestId('markdown-view');
    expect(view.querySelector('h1')?.textContent).toBe('标题');
    expect([...view.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['一', '二']);
    expect(view.querySelector('script')).toBeNull();
    expect(view.textContent).toContain('<script>alert(1)</script>');
    expect(view.querySelector('strong')?.textContent).toBe('粗体');
    expect([...view.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://example.com']);
    expect(view.querySelector('pre code')?.textContent).toBe('<b>code</b>');
  });

  it('previews bytes still on the device without asking the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    render(<MantineProvider><MarkdownView source={'1. a\n2. b\n\n> quoted\n\n---'} /></MantineProvider>);
    expect(parseMarkdown('1. a\n2. b').map((b) => b.type)).toEqual(['ol']);
    cleanup();
    show(file('notes.txt', { blob: new Blob(['plain <i>text</i>'], { type: 'text/plain' }) }));
    expect((await screen.findByTestId('preview-text')).textContent).toBe('plain <i>text</i>');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
