import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '@/components/dialogs/confirm';
import { MessageApi } from '@/features/message/contract';
import { page, row, setupI18n } from '../test-utils';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), action: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const rows = [row(1), row(2, { isRead: '1' }), row(3)];

async function renderCentre() {
  http.get.mockImplementation(async (url: string) => {
    if (url === MessageApi.list) return page(rows, rows.length);
    if (url.startsWith(MessageApi.readInfo(''))) return { ...rows[0], bodyHtml: '' };
    throw new Error(`unexpected GET ${url}`);
  });
  const { default: MessageRecordPage } = await import('./MessageRecordPage');
  render(<MantineProvider><MessageRecordPage /><ConfirmHost /></MantineProvider>);
  await screen.findByText('消息1');
}
const checkboxOf = (title: string) => within(screen.getByText(title).closest('tr')!).getByRole('checkbox');
const listCalls = () => http.get.mock.calls.filter(([url]) => url === MessageApi.list);

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('消息中心', () => {
  it('marks everything read when nothing is selected, and only the unread of a selection otherwise', async () => {
    await renderCentre();
    http.post.mockResolvedValue({ updated: 2, unreadCount: 0 });
    fireEvent.click(screen.getByTestId('centre-read'));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(MessageApi.readAll));
    expect(http.get).not.toHaveBeenCalledWith(MessageApi.readInfo('m1'));

    fireEvent.click(checkboxOf('消息1'));
    fireEvent.click(checkboxOf('消息2'));
    expect(screen.getByTestId('centre-read').textContent).toBe('标为已读');
    fireEvent.click(screen.getByTestId('centre-read'));
    await waitFor(() => expect(http.get).toHaveBeenCalledWith(MessageApi.readInfo('m1')));
    expect(http.get).not.toHaveBeenCalledWith(MessageApi.readInfo('m2'));
    expect(http.get).not.toHaveBeenCalledWith(MessageApi.readInfo('m3'));
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('asks to select before deleting; deletes the selection only after confirmation, then reloads', async () => {
    await renderCentre();
    fireEvent.click(screen.getByTestId('centre-delete'));
    expect(notify).toHaveBeenCalledWith('warning', '请先选择消息');
    expect(http.action).not.toHaveBeenCalled();

    fireEvent.click(checkboxOf('消息1'));
    fireEvent.click(checkboxOf('消息3'));
    fireEvent.click(screen.getByTestId('centre-delete'));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(http.action).not.toHaveBeenCalled();

    const before = listCalls().length;
    http.action.mockResolvedValue('删除成功');
    fireEvent.click(screen.getByTestId('centre-delete'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(http.action).toHaveBeenCalledWith('DELETE', MessageApi.deleteRecords, { ids: ['m1', 'm3'] }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '删除成功'));
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });
});
