import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import { MessageApi, TEMPLATE_TYPE, type TemplateRow } from '@/features/message/contract';
import { setupI18n } from '../test-utils';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), action: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));

const MODEL_ID = 'template-model';
const route: MenuRoute = {
  path: '/msgTemplate', name: 'msg-template', enCode: 'msgCenter.msgTemplate', type: 2, urlAddress: 'msgCenter/msgTemplate', parentPath: null, opensWindow: false,
  meta: { title: '消息模板', zhTitle: '消息模板', icon: null, modelId: MODEL_ID, keepAlive: false },
};
const template = (id: string, fullName: string, templateType: number): TemplateRow => ({
  id, fullName, enCode: `code_${id}`, templateType, messageSource: 1, title: fullName, enabledMark: 1, sortCode: 0,
  description: null, creatorUser: '管理员', creatorTime: 1_700_000_000_000, lastModifyTime: null,
});

async function renderTemplates(buttons: string[]) {
  sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: '消息模板', button: buttons.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  http.get.mockResolvedValue({ list: [template('t1', '流程待办', TEMPLATE_TYPE.system), template('t2', '值班提醒', TEMPLATE_TYPE.custom)], pagination: { currentPage: 1, pageSize: 20, total: 2 } });
  const { default: TemplatePage } = await import('./TemplatePage');
  render(<MantineProvider><PageRouteContext.Provider value={route}><TemplatePage /></PageRouteContext.Provider><ConfirmHost /></MantineProvider>);
  await screen.findByText('流程待办');
}
const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('消息模板', () => {
  it('never offers to delete a system template; deletes a custom one after confirmation', async () => {
    await renderTemplates(['btn_add', 'btn_edit', 'btn_remove', 'btn_copy']);
    expect(screen.getByRole('button', { name: '新建消息模板' })).toBeTruthy();
    expect(rowOf('流程待办').queryByLabelText('删除')).toBeNull();
    expect(rowOf('流程待办').getByLabelText('复制')).toBeTruthy();
    http.action.mockResolvedValue('删除成功');
    fireEvent.click(rowOf('值班提醒').getByLabelText('删除'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(http.action).toHaveBeenCalledWith('DELETE', MessageApi.template('t2')));
  });

  it('copies a template and reloads the list', async () => {
    await renderTemplates(['btn_copy']);
    const before = http.get.mock.calls.length;
    http.action.mockResolvedValue('复制成功');
    fireEvent.click(rowOf('流程待办').getByLabelText('复制'));
    await waitFor(() => expect(http.action).toHaveBeenCalledWith('POST', MessageApi.copyTemplate('t1')));
    await waitFor(() => expect(http.get.mock.calls.length).toBeGreaterThan(before));
  });

  it('shows only the buttons the menu grants', async () => {
    await renderTemplates([]);
    expect(rowOf('值班提醒').queryByLabelText('删除')).toBeNull();
    expect(rowOf('值班提醒').queryByLabelText('复制')).toBeNull();
    expect(screen.queryByRole('button', { name: '新建消息模板' })).toBeNull();
  });
});
