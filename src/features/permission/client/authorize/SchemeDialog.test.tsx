import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../test-utils';
import { SchemeDialog } from './SchemeDialog';

const http = vi.hoisted(() => ({ get: vi.fn(), action: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => setupI18n('zh'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const existing = { id: 's1', moduleId: 'm1', fullName: '仅看自己', enCode: 'mine', scopeType: 'custom', rules: [{ field: 'creatorUserId', op: '==', value: '@currentUser' }], description: null, creatorTime: 1 };

describe('SchemeDialog', () => {
  it('lists the menu schemes with their scope and rules', async () => {
    http.get.mockResolvedValue([existing]);
    renderPage(<SchemeDialog module={{ id: 'm1', name: '用户管理' }} onClose={() => undefined} onChanged={() => undefined} />, ['btn_scheme']);
    expect(await screen.findByText('仅看自己')).toBeTruthy();
    expect(screen.getByText('自定义')).toBeTruthy();
    expect(screen.getByText('creatorUserId == @currentUser')).toBeTruthy();
  });

  it('checks a new scheme with the contract, then saves it for the menu', async () => {
    http.get.mockResolvedValue([]);
    http.action.mockResolvedValue('新建成功');
    const onChanged = vi.fn();
    renderPage(<SchemeDialog module={{ id: 'm1', name: '用户管理' }} onClose={() => undefined} onChanged={onChanged} />, ['btn_scheme']);
    fireEvent.click(await screen.findByTestId('scheme-add'));
    fireEvent.click(screen.getByTestId('scheme-save'));
    expect(await screen.findByText('请输入方案名称')).toBeTruthy();
    expect(http.action).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('scheme-fullName'), { target: { value: '本部门' } });
    fireEvent.change(screen.getByTestId('scheme-enCode'), { target: { value: 'dept' } });
    fireEvent.click(screen.getByTestId('scheme-save'));
    await waitFor(() => expect(http.action).toHaveBeenCalledWith('POST', '/api/system/ModuleDataAuthorizeScheme', expect.objectContaining({ moduleId: 'm1', fullName: '本部门', enCode: 'dept', scopeType: 'all', rules: [] })));
    expect(onChanged).toHaveBeenCalled();
  });
});
