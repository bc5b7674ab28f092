import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerPickerLocales } from '@/components/pickers';
import { FileApi } from '@/features/files/contract';
import { MESSAGE_MSG, MessageApi, type NoticeInfo } from '@/features/message/contract';
import { renderUi, setupI18n } from '../test-utils';
import { NoticeForm } from './NoticeForm';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), action: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));
// The editor is tested on its own (components/rich-text); here a plain field stands in for it.
vi.mock('@/components/rich-text', () => ({
  RichTextEditor: ({ label, value, onChange, testId }: { label: string; value: string; onChange(v: string): void; testId?: string }) => (
    <textarea aria-label={label} data-testid={testId} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
  ),
}));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await setupI18n();
  registerPickerLocales();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the notice form', () => {
  it('asks for a title before saving, then saves the draft with its own new id, the body, type and recipients', async () => {
    http.get.mockResolvedValue([]);
    http.post.mockResolvedValue({ id: 'n1' });
    const onSaved = vi.fn();
    renderUi(<NoticeForm target={{ mode: 'create' }} onClose={() => undefined} onSaved={onSaved} />);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText(MESSAGE_MSG.titleRequired)).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('notice-title'), { target: { value: '  放假通知 ' } });
    fireEvent.change(screen.getByTestId('notice-body'), { target: { value: '<p>国庆放假七天</p>' } });
    fireEvent.click(screen.getByTestId('notice-all'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(http.post).toHaveBeenCalledWith(MessageApi.notices, expect.objectContaining({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7/), title: '放假通知', bodyHtml: '<p>国庆放假七天</p>', type: 5, fileIds: [], recipients: expect.objectContaining({ all: true }),
    }));
  });

  it('shows a notice\'s attachments by name in the control (files gone since are left out) and saves them in their order', async () => {
    const file = (fileId: string, name: string) => ({ fileId, name, fileSize: 2048, fileExtension: name.split('.').pop(), fileType: 'annex', identifier: '0'.repeat(32), mimeType: '', creatorUserId: 'u1', creatorTime: 1, url: '' });
    http.post.mockImplementation(async (url: string) => (url === FileApi.infoByIds ? [file('f2', '照片.png'), file('f1', '合同.pdf')] : null));
    http.put.mockResolvedValue({ id: 'n1' });
    const info = { id: 'n1', title: '旧通知', type: 5, status: 0, creatorUser: null, creatorTime: 1, lastModifyTime: null, releaseUser: null, releaseTime: null, recipientCount: 0, readCount: 0, bodyHtml: '', fileIds: ['f1', 'gone', 'f2'], recipients: { all: true, organizeIds: [], roleIds: [], userIds: [] } } as unknown as NoticeInfo;
    const onSaved = vi.fn();
    renderUi(<NoticeForm target={{ mode: 'edit', info }} onClose={() => undefined} onSaved={onSaved} />);
    expect(await screen.findByText('合同.pdf')).toBeTruthy();
    expect(screen.getByText('照片.png')).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith(FileApi.infoByIds, { ids: ['f1', 'gone', 'f2'] });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(http.put).toHaveBeenCalledWith(MessageApi.notice('n1'), expect.objectContaining({ fileIds: ['f1', 'f2'] }));
  });

  it('refuses a title over 100 characters as the server would', async () => {
    http.get.mockResolvedValue([]);
    renderUi(<NoticeForm target={{ mode: 'create' }} onClose={() => undefined} onSaved={() => undefined} />);
    fireEvent.change(await screen.findByTestId('notice-title'), { target: { value: '长'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(MESSAGE_MSG.titleTooLong)).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });
});
