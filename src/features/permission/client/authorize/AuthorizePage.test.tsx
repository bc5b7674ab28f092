import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthorizeTreeNode } from '@/features/permission/contract';
import { renderPage, setupI18n } from '../test-utils';

const http = vi.hoisted(() => ({ get: vi.fn(), action: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));

const leaf = (id: string, parentId: string, fullName: string, extra: Partial<AuthorizeTreeNode> = {}): AuthorizeTreeNode => ({
  id, parentId, enCode: id, fullName, type: 2, icon: null, buttons: [], columns: [], forms: [], schemes: [], children: [], ...extra,
});
const tree: AuthorizeTreeNode[] = [
  { ...leaf('system', '-1', '系统管理'), type: 1, children: [leaf('log', 'system', '系统日志', { buttons: [{ id: 'b-export', enCode: 'btn_export', fullName: '导出' }, { id: 'b-remove', enCode: 'btn_remove', fullName: '删除' }] })] },
];

// A whole page with its table: slow on a busy 2-core machine, never a correctness signal.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => setupI18n('zh'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const role = (id: string, fullName: string) => ({ id, onlyId: id, parentId: '1', fullName, enCode: id, type: 'role', organize: '全局', organizeIds: [], icon: '', hasChildren: false, isLeaf: true, disabled: false });

function answer() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/Authority/Tree')) return tree;
    if (url.endsWith('/Role/Selector')) return { list: [role('r1', '日志员'), role('r2', '出纳')] };
    if (url.includes('/Authority/Role/')) return { module: [], button: [], column: [], form: [], resource: [] };
    throw new Error(`unexpected ${url}`);
  });
  http.action.mockResolvedValue('更新成功');
}

describe('AuthorizePage', () => {
  it('ticks one menu and one button of a role and saves exactly those (with the directory above)', async () => {
    answer();
    const { default: AuthorizePage } = await import('./AuthorizePage');
    renderPage(<AuthorizePage />, ['btn_edit']);
    fireEvent.click(await screen.findByTestId('auth-object-日志员'));
    await waitFor(() => expect(http.get).toHaveBeenCalledWith(expect.stringContaining('/Authority/Role/r1')));
    fireEvent.click(await screen.findByTestId('auth-node-系统管理/系统日志'));
    fireEvent.click(screen.getByTestId('auth-tab-button'));
    fireEvent.click(await screen.findByTestId('auth-node-系统管理/系统日志/导出'));
    expect((screen.getByTestId('auth-node-系统管理/系统日志/删除') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByTestId('auth-save'));
    await waitFor(() => expect(http.action).toHaveBeenCalledWith('PUT', '/api/permission/Authority/Role/r1', { module: ['system', 'log'], button: ['b-export'], column: [], form: [], resource: [] }));
  });

  it('without btn_edit the tree is read-only and there is no save button', async () => {
    answer();
    const { default: AuthorizePage } = await import('./AuthorizePage');
    renderPage(<AuthorizePage />, []);
    fireEvent.click(await screen.findByTestId('auth-object-日志员'));
    expect(((await screen.findByTestId('auth-node-系统管理/系统日志')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('auth-save')).toBeNull();
  });

  it('asks before switching away from unsaved ticks', async () => {
    answer();
    const { default: AuthorizePage } = await import('./AuthorizePage');
    renderPage(<AuthorizePage />, ['btn_edit']);
    fireEvent.click(await screen.findByTestId('auth-object-日志员'));
    fireEvent.click(await screen.findByTestId('auth-node-系统管理/系统日志'));
    fireEvent.click(screen.getByTestId('auth-object-出纳'));
    expect(await screen.findByText('当前授权有未保存的修改，确定放弃并切换吗？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.getByTestId('auth-current').textContent).toContain('出纳'));
  });
});
