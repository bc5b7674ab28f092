// @vitest-environment jsdom
// jsdom, as the view dialog's test: DOMPurify sanitises there as browsers do.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FileApi } from '@/features/files/contract';
import { MessageApi } from '@/features/message/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { renderUi, row, setupI18n } from '../test-utils';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));
const search = vi.hoisted(() => ({ value: {} as Record<string, string> }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate, useSearch: () => search.value }));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  for (const name of ['matchMedia'] as const) if (!window[name]) Object.assign(window, { [name]: () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) });
  if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: class { observe() {} unobserve() {} disconnect() {} } });
  await setupI18n();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

async function renderPage(query: Record<string, string>) {
  search.value = query;
  const { default: ListDetailPage } = await import('./ListDetailPage');
  renderUi(<ListDetailPage />);
}

describe('/list/detail', () => {
  it('shows the notice (title, sender, sanitised body, attachments) read through ReadInfo, which marks it read', async () => {
    http.get.mockResolvedValue({ ...row(1, { type: 5, title: '放假通知', isRead: '1' }), bodyHtml: '<p>国庆<b>放假</b></p><script>window.hacked=1</script>', fileIds: ['f1'], readTime: 1 });
    http.post.mockResolvedValue([{ fileId: 'f1', name: '排班表.xlsx', fileSize: 10, fileExtension: 'xlsx', fileType: 'annex', identifier: 'x', mimeType: '', creatorUserId: 'admin', creatorTime: 1, url: '' }]);
    await renderPage({ id: 'm1', modelId: '', isRead: '0', mesType: 'nice' });
    const view = await screen.findByTestId('message-view');
    expect(within(view).getByText('放假通知')).toBeTruthy();
    expect(within(view).getByText(/管理员/)).toBeTruthy();
    expect(within(view).getByTestId('message-body').querySelector('b')?.textContent).toBe('放假');
    expect(within(view).getByTestId('message-body').querySelector('script')).toBeNull();
    await waitFor(() => expect(within(view).getByText('排班表.xlsx')).toBeTruthy());
    expect(http.get).toHaveBeenCalledWith(MessageApi.readInfo('m1'));
    expect(http.post).toHaveBeenCalledWith(FileApi.infoByIds, { ids: ['f1'] });
  });

  it('a message the caller may not read shows the server\'s answer, and no id says 消息不存在', async () => {
    http.get.mockRejectedValue(new EnvelopeError({ code: 404, msg: '数据已删除!', data: null }));
    await renderPage({ id: 'someone-else', mesType: 'mes' });
    expect((await screen.findByTestId('list-detail-missing')).textContent).toBe('数据已删除!');
    cleanup();
    await renderPage({});
    expect((await screen.findByTestId('list-detail-missing')).textContent).toBe('消息不存在');
  });

  it('offline it says the message needs the network and loads it when the browser is back online', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    http.get.mockResolvedValue({ ...row(2, { type: 7, title: '检查通知' }), bodyHtml: null, bodyText: '周五检查', fileIds: [], readTime: 1 });
    await renderPage({ id: 'm2', mesType: 'mes' });
    expect(await screen.findByTestId('list-detail-offline')).toBeTruthy();
    expect(http.get).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('周五检查')).toBeTruthy();
  });
});
