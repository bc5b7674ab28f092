import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../test-utils';
import { OrgForm } from './OrgForm';

const http = vi.hoisted(() => ({ get: vi.fn(), action: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));

// A whole page with its table: slow on a busy 2-core machine, never a correctness signal.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => setupI18n('zh'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('OrgForm', () => {
  it('checks the form with the server contract before sending anything', async () => {
    http.get.mockResolvedValue({ list: [] });
    renderPage(<OrgForm target={{ mode: 'create', category: 'department' }} onClose={() => undefined} onSaved={() => undefined} />, ['btn_add']);
    fireEvent.change(await screen.findByTestId('org-enCode'), { target: { value: '.bad' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(screen.getByText('编码只能输入英文、数字和小数点且小数点不能放在首尾')).toBeTruthy();
    expect(http.action).not.toHaveBeenCalled();
  });

  it('creates a department with what was typed and closes', async () => {
    http.get.mockResolvedValue({ list: [] });
    http.action.mockResolvedValue('新建成功');
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderPage(<OrgForm target={{ mode: 'create', category: 'department', parentId: 'c1' }} onClose={onClose} onSaved={onSaved} />, ['btn_add']);
    fireEvent.change(await screen.findByTestId('org-fullName'), { target: { value: '仓储部' } });
    fireEvent.change(screen.getByTestId('org-enCode'), { target: { value: 'WH01' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(http.action).toHaveBeenCalledWith('POST', '/api/permission/Organize', expect.objectContaining({ parentId: 'c1', category: 'department', fullName: '仓储部', enCode: 'WH01' }));
    expect(onClose).toHaveBeenCalled();
  });
});
