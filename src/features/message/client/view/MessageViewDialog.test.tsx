// @vitest-environment jsdom
// jsdom, not the project's happy-dom: DOMPurify hands happy-dom's parse back unsanitised, as no browser does.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FileApi } from '@/features/files/contract';
import { renderUi, row, setupI18n } from '../test-utils';
import { MessageViewDialog } from './MessageViewDialog';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  for (const name of ['matchMedia'] as const) if (!window[name]) Object.assign(window, { [name]: () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) });
  if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: class { observe() {} unobserve() {} disconnect() {} } });
  await setupI18n();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the message view dialog', () => {
  it('shows title, sender and the body sanitised, and lists the attachments by file id', async () => {
    const body = '<p>明天<b>停电</b></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">链接</a>';
    http.post.mockResolvedValue([{ fileId: 'f1', name: '停电范围.pdf', fileSize: 10, fileExtension: 'pdf', fileType: 'annex', identifier: 'x', mimeType: 'application/pdf', creatorUserId: 'admin', creatorTime: 1, url: '' }]);
    renderUi(<MessageViewDialog message={{ ...row(1, { title: '停电通知' }), bodyHtml: body, fileIds: ['f1'], readTime: null }} onClose={() => undefined} />);
    const view = await screen.findByTestId('message-view');
    expect(within(view).getByText('停电通知')).toBeTruthy();
    expect(within(view).getByText(/管理员/)).toBeTruthy();
    const shown = within(view).getByTestId('message-body');
    expect(shown.querySelector('b')?.textContent).toBe('停电');
    expect(shown.innerHTML).not.toContain('onerror');
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.innerHTML).not.toContain('javascript:');
    await waitFor(() => expect(within(view).getByText('停电范围.pdf')).toBeTruthy());
    expect(http.post).toHaveBeenCalledWith(FileApi.infoByIds, { ids: ['f1'] });
  });
});
