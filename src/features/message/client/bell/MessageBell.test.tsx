import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SocketMessage } from '@/app/session/platform-socket';
import { MessageApi } from '@/features/message/contract';
import { page, renderUi, row, setupI18n } from '../test-utils';
import { unreadStore } from './unread';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), action: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));
const socket = vi.hoisted(() => ({ listeners: new Set<(m: SocketMessage) => void>() }));
vi.mock('@/app/session/platform-socket', () => ({
  onSocketMessage: (l: (m: SocketMessage) => void) => { socket.listeners.add(l); return () => socket.listeners.delete(l); },
}));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const emit = (m: SocketMessage) => act(() => { for (const l of socket.listeners) l(m); });
const badge = () => screen.getByTestId('bell-badge').querySelector('.mantine-Indicator-indicator')?.textContent ?? null;

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  socket.listeners.clear();
});

async function renderBell(unread: number, answer: (url: string, query?: Record<string, unknown>) => unknown = () => page([], 0)) {
  http.get.mockImplementation(async (url: string, query?: Record<string, unknown>) => (url === MessageApi.unreadCount ? { unreadCount: unread } : answer(url, query)));
  const { default: MessageBell } = await import('./MessageBell');
  renderUi(<MessageBell />);
  await waitFor(() => expect(socket.listeners.size).toBe(1));
}

describe('the header bell', () => {
  it('shows the unread count the socket sends, 99+ above 99, and never below 0', async () => {
    await renderBell(3);
    await waitFor(() => expect(badge()).toBe('3'));
    emit({ method: 'refreshUnreadCount', unreadCount: 150 });
    expect(badge()).toBe('99+');
    emit({ method: 'messagePush', message: row(1), unreadCount: 100 });
    expect(badge()).toBe('99+');
    emit({ method: 'refreshUnreadCount', unreadCount: 99 });
    expect(badge()).toBe('99');
    emit({ method: 'refreshUnreadCount', unreadCount: -4 });
    expect(badge()).toBeNull();
    expect(unreadStore.get().count).toBe(0);
    emit({ method: 'messagePush', message: row(2), unreadCount: 1 });
    expect(badge()).toBe('1');
  });

  it('pages the drawer 20 at a time as it is scrolled, and marks everything read', async () => {
    const all = Array.from({ length: 25 }, (_, i) => row(i));
    await renderBell(25, (url, q) => (url === MessageApi.list ? page(all.slice(((q!.currentPage as number) - 1) * 20, (q!.currentPage as number) * 20), 25, q!.currentPage as number) : null));
    fireEvent.click(screen.getByTestId('bell'));
    await waitFor(() => expect(screen.getAllByTestId('bell-item')).toHaveLength(20));
    expect(http.get).toHaveBeenCalledWith(MessageApi.list, expect.objectContaining({ currentPage: 1, pageSize: 20 }));
    fireEvent.scroll(screen.getByTestId('bell-list'));
    await waitFor(() => expect(screen.getAllByTestId('bell-item')).toHaveLength(25));
    expect(screen.getByText('没有更多了')).toBeTruthy();
    fireEvent.scroll(screen.getByTestId('bell-list'));
    expect(http.get.mock.calls.filter(([url]) => url === MessageApi.list)).toHaveLength(2);

    http.post.mockResolvedValue({ updated: 25, unreadCount: 0 });
    fireEvent.click(screen.getByTestId('bell-read-all'));
    await waitFor(() => expect(badge()).toBeNull());
    expect(http.post).toHaveBeenCalledWith(MessageApi.readAll);
    expect(screen.getAllByTestId('bell-item').every((el) => el.getAttribute('data-read') === '1')).toBe(true);
  });

  it('a workflow message whose body holds ERROR warns and does not navigate', async () => {
    await renderBell(1, (url) => (url === MessageApi.list ? page([row(1, { type: 2, title: '请假流程', bodyText: '{"flowId":"ERROR"}' })], 1) : null));
    fireEvent.click(screen.getByTestId('bell'));
    fireEvent.click(await screen.findByText('请假流程'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('warning', '流程信息有误，无法打开'));
    expect(navigate).not.toHaveBeenCalled();
    expect(http.get).not.toHaveBeenCalledWith(MessageApi.readInfo('m1'));
  });

  it('a notice goes to its page (§2 target) after it is read', async () => {
    await renderBell(1, (url) => (url === MessageApi.list ? page([row(1, { type: 5, title: '放假通知', sourceId: 'n1' })], 1) : { ...row(1), bodyHtml: '', fileIds: [], readTime: 1 }));
    fireEvent.click(screen.getByTestId('bell'));
    fireEvent.click(await screen.findByText('放假通知'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/list/detail', search: expect.objectContaining({ id: 'n1', mesType: 'nice' }) }));
    expect(http.get).toHaveBeenCalledWith(MessageApi.readInfo('m1'));
  });
});
