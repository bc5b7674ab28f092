import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPickerCache, registerPickerLocales } from '@/components/pickers';
import { orgNode, orgUserNode, user, userNode } from '@/components/pickers/shared/fixtures';
import { mockFetch } from '@/components/pickers/shared/test-utils';
import type { PositionRow, UserDetail } from '@/features/permission/contract';
import { setupI18n } from '../test-utils';
import { UserForm } from './UserForm';

// Whole dialogs with pickers inside: slow on a busy 2-core machine, never a correctness signal.
vi.setConfig({ testTimeout: 30_000 });

const tree = [orgNode('c1', '总公司', 'company', [orgNode('d1', '财务部', 'department', [], ['c1']), orgNode('d2', '仓储部', 'department', [], ['c1'])])];
const position = (id: string, fullName: string, organizeId: string, organizeName: string): PositionRow =>
  ({ id, fullName, enCode: id, type: null, organizeId, organizeName, sortCode: 0, enabledMark: 1, description: null, creatorTime: 0 });
const manager = user('m1', '王经理', '总公司/财务部');
const other = user('u2', '李四', '总公司/仓储部');
const detail: UserDetail = {
  id: 'u1', account: 'zhangsan', realName: '张三', gender: 1, headIcon: '', organizeName: '总公司/财务部,总公司/仓储部', organizeIds: 'd1,d2',
  positionName: '会计,仓管员', positionIds: 'p1,p2', roleName: '', roleIds: '', mobilePhone: '', email: '', enabledMark: 1, lockMark: 0, isAdministrator: 0,
  sortCode: 0, creatorTime: 0, idCard: '', description: '', majorOrganizeId: 'd2', majorPositionId: 'p2', managerId: 'm1',
};
const routes = {
  'GET /api/permission/Users/u1': () => detail,
  'GET /api/permission/Organize/Tree': () => ({ list: tree }),
  'GET /api/permission/Organize/Department/Selector/0': () => ({ list: tree }),
  'POST /api/permission/Position/PositionCondition': () => ({ list: [position('p1', '会计', 'd1', '总公司/财务部'), position('p2', '仓管员', 'd2', '总公司/仓储部')] }),
  'GET /api/permission/Role/Selector': () => ({ list: [] }),
  'POST /api/permission/Users/getUserList': (body: unknown) => [manager, other].filter((u) => (body as { userId: string[] }).userId.includes(u.id)),
  'POST /api/permission/Users/GetListByAuthorize/0': () => [orgUserNode('d2', '仓储部')],
  'POST /api/permission/Users/GetListByAuthorize/d2': () => [userNode(other, 'd2')],
  'PUT /api/permission/Users/u1': () => null,
  'POST /api/permission/Users': () => ({ id: 'new' }),
};

beforeEach(async () => {
  await setupI18n('zh');
  registerPickerLocales();
  clearPickerCache();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (target: { id?: string }) =>
  render(<MantineProvider><UserForm target={target} onClose={() => undefined} onSaved={() => undefined} /></MantineProvider>);
/** The names a picker field shows when closed. */
const field = (label: string) => screen.getByRole('button', { name: label });
const sent = (calls: { method: string; path: string; body: unknown }[], method: string, path: string) => calls.find((c) => c.method === method && c.path === path)?.body as Record<string, unknown>;

describe('UserForm: main organisation, main position and manager', () => {
  it('shows them when editing and sends a manager chosen in the user picker', async () => {
    const { calls } = mockFetch(routes);
    renderForm({ id: 'u1' });
    await waitFor(() => expect(field('主要组织').textContent).toContain('仓储部'));
    await waitFor(() => expect(field('主要岗位').textContent).toContain('仓管员'));
    await waitFor(() => expect(field('直属主管').textContent).toContain('王经理/m1'));

    fireEvent.click(field('直属主管'));
    const picker = await screen.findByRole('dialog', { name: '选择用户' });
    fireEvent.click(await within(picker).findByText('仓储部'));
    fireEvent.click(await within(picker).findByText('李四/u2'));
    fireEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(field('直属主管').textContent).toContain('李四/u2'));

    const form = screen.getByRole('dialog', { name: '编辑用户' });
    fireEvent.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/permission/Users/u1')).toBeDefined());
    expect(sent(calls, 'PUT', '/api/permission/Users/u1')).toMatchObject({ organizeIds: ['d1', 'd2'], positionIds: ['p1', 'p2'], majorOrganizeId: 'd2', majorPositionId: 'p2', managerId: 'u2' });
  });

  it('choosing a main organisation adds it to the organisations; the main position is one of the chosen positions', async () => {
    const { calls } = mockFetch(routes);
    renderForm({});
    const form = await screen.findByRole('dialog', { name: '新建用户' });
    fireEvent.change(within(form).getByTestId('user-account'), { target: { value: 'zhangsan' } });
    fireEvent.change(within(form).getByTestId('user-realName'), { target: { value: '张三' } });

    fireEvent.click(field('主要组织'));
    const orgs = await screen.findByRole('dialog', { name: '选择组织' });
    fireEvent.click(await within(orgs).findByText('仓储部'));
    fireEvent.click(within(orgs).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(field('所属组织').textContent).toContain('仓储部'));

    // With no positions chosen, the main position picker offers nothing.
    fireEvent.click(field('主要岗位'));
    const positions = await screen.findByRole('dialog', { name: '选择岗位' });
    await waitFor(() => expect(sent(calls, 'POST', '/api/permission/Position/PositionCondition')).toEqual({ departIds: [], positionIds: [] }));
    fireEvent.click(within(positions).getByRole('button', { name: '取消' }));

    fireEvent.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/permission/Users')).toBeDefined());
    expect(sent(calls, 'POST', '/api/permission/Users')).toMatchObject({ organizeIds: ['d2'], majorOrganizeId: 'd2', majorPositionId: null, managerId: null });
  });
});
