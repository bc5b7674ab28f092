import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import { MessageApi, type NoticeRow } from '@/features/message/contract';
import { setupI18n } from '../test-utils';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), action: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));

const MODEL_ID = 'notice-model';
const route: MenuRoute = {
  path: '/system/notice', name: 'system-notice', enCode: 'system.notice', type: 2, urlAddress: 'system/notice', parentPath: null, opensWindow: false,
  meta: { title: '公告管理', zhTitle: '公告管理', icon: null, modelId: MODEL_ID, keepAlive: false },
};
const notice = (id: string, title: string, status: number): NoticeRow => ({
  id, title, type: 5, status, creatorUser: '张敏', creatorTime: 1_700_000_000_000, lastModifyTime: null, releaseUser: status === 1 ? '管理员' : null,
  releaseTime: status === 1 ? 1_700_000_100_000 : null, recipientCount: status === 1 ? 8 : 0, readCount: status === 1 ? 3 : 0,
});

async function renderNotices(buttons: string[]) {
  sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: '公告管理', button: buttons.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  http.get.mockResolvedValue({ list: [notice('n1', '草稿公告', 0), notice('n2', '已发公告', 1)], pagination: { currentPage: 1, pageSize: 20, total: 2 } });
  const { default: NoticePage } = await import('./NoticePage');
  render(<MantineProvider><PageRouteContext.Provider value={route}><NoticePage /></PageRouteContext.Provider><ConfirmHost /></MantineProvider>);
  await screen.findByText('草稿公告');
}
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('公告管理', () => {
  it('releases a draft after confirmation; a released notice offers withdraw and read receipts instead', async () => {
    await renderNotices(['btn_add', 'btn_edit', 'btn_remove', 'btn_release', 'btn_withdraw']);
    expect(within(rowOf('草稿公告')).getByLabelText('发布')).toBeTruthy();
    expect(within(rowOf('已发公告')).queryByLabelText('发布')).toBeNull();
    expect(within(rowOf('已发公告')).getByLabelText('撤回')).toBeTruthy();
    expect(within(rowOf('已发公告')).getByText('3/8')).toBeTruthy();
    http.action.mockResolvedValue('发布成功');
    fireEvent.click(within(rowOf('草稿公告')).getByLabelText('发布'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(http.action).toHaveBeenCalledWith('PUT', MessageApi.release('n1')));
  });

  it('shows only the buttons the menu grants', async () => {
    await renderNotices([]);
    expect(screen.queryByTestId('notice-add')).toBeNull();
    expect(within(rowOf('草稿公告')).queryByLabelText('发布')).toBeNull();
    expect(within(rowOf('草稿公告')).queryByLabelText('编辑公告')).toBeNull();
    expect(within(rowOf('已发公告')).getByLabelText('阅读情况')).toBeTruthy();
  });
});
