import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../test-utils';

const http = vi.hoisted(() => ({ get: vi.fn(), action: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));

const session = { sessionId: 's1', userId: 'u1', userName: '赵强', account: 'wh01', organizeName: '轻办示范集团/仓储部', ip: '10.0.0.8', device: 'Chrome', userAgent: null, loginTime: Date.now(), lastSeenAt: Date.now() };

// A whole page with its table: slow on a busy 2-core machine, never a correctness signal.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => setupI18n('zh'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('OnlineUserPage', () => {
  it('forces a user offline only after confirmation', async () => {
    http.get.mockResolvedValue({ list: [session], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
    http.action.mockResolvedValue('已强制下线');
    const { default: OnlineUserPage } = await import('./OnlineUserPage');
    renderPage(<OnlineUserPage />, ['btn_forced']);
    fireEvent.click(await screen.findByTestId('force-offline-wh01'));
    expect(await screen.findByText('确定将“赵强”强制下线吗？其所有会话将立即失效。')).toBeTruthy();
    expect(http.action).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(http.action).toHaveBeenCalledWith('DELETE', '/api/system/OnlineUser/u1'));
  });

  it('has no force-offline button without btn_forced', async () => {
    http.get.mockResolvedValue({ list: [session], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
    const { default: OnlineUserPage } = await import('./OnlineUserPage');
    renderPage(<OnlineUserPage />, []);
    expect(await screen.findByText('赵强')).toBeTruthy();
    expect(screen.queryByTestId('force-offline-wh01')).toBeNull();
  });
});
