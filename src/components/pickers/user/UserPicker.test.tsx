import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/app/session/session-store';
import type { UserInfo } from '@/features/auth/contract';
import { orgUserNode, user, userNode } from '../shared/fixtures';
import { mockFetch, pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import { UserPicker, type UserPickerProps } from './UserPicker';

const zhang = user('u1', '张三', '总公司/财务部');
const li = user('u2', '李四', '总公司/人事部');
const wang = user('u3', '王五', '总公司/人事部');

const routes = {
  'POST /api/permission/Users/GetListByAuthorize/0': () => [orgUserNode('d1', '财务部'), orgUserNode('d2', '人事部')],
  'POST /api/permission/Users/GetListByAuthorize/d1': () => [userNode(zhang, 'd1'), userNode(li, 'd1')],
  'POST /api/permission/Users/GetListByAuthorize/d2': () => [userNode(li, 'd2'), userNode(wang, 'd2')],
  'POST /api/permission/Users/getSubordinates': () => [wang],
  'GET /api/permission/Users/Current/Groups': () => [{ id: 'g1', fullName: '评审组', users: [zhang, li] }],
  'POST /api/permission/Users/UserCondition': () => ({ list: [zhang, li], pagination: { currentPage: 1, pageSize: 20, total: 2 } }),
  'POST /api/permission/Users/getUserList': (body: unknown) => [zhang, li, wang].filter((u) => (body as { userId: string[] }).userId.includes(u.id)),
};

type HarnessProps = Partial<Omit<UserPickerProps, 'value' | 'onChange' | 'multiple'>> & { multiple?: boolean; initial?: string[] };
function Harness({ multiple = true, initial = [], ...rest }: HarnessProps) {
  const [many, setMany] = useState<string[]>(initial);
  const [one, setOne] = useState<string | null>(initial[0] ?? null);
  return (
    <>
      {multiple ? <UserPicker label="人员" multiple value={many} onChange={setMany} {...rest} /> : <UserPicker label="人员" value={one} onChange={setOne} {...rest} />}
      <output data-testid="value">{JSON.stringify(multiple ? many : one)}</output>
    </>
  );
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: '人员' }));
  return screen.findByRole('dialog');
};
const chosenNames = () => within(screen.getByTestId('picker-selected')).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
const value = () => JSON.parse(screen.getByTestId('value').textContent!);

pickerTestLifecycle();

describe('UserPicker / UserSelectDialog', () => {
  it('all data: lazy organisation tree; the same user under two organisations is chosen once', async () => {
    mockFetch(routes);
    renderWithMantine(<Harness />);
    const d = await open();
    expect(within(d).getByText('选择用户')).toBeTruthy();
    expect(within(d).getByRole('tab', { name: '全部数据', selected: true })).toBeTruthy();
    fireEvent.click(await within(d).findByText('财务部'));
    fireEvent.click(await within(d).findByText('李四/u2'));
    fireEvent.click(within(d).getByText('人事部'));
    await waitFor(() => expect(within(d).getAllByText('李四/u2', { selector: '[role=tree] *' })).toHaveLength(2));
    const second = within(d).getAllByText('李四/u2', { selector: '[role=tree] *' })[1]!;
    expect(second.closest('[role=treeitem]')?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(d).getByText('王五/u3', { selector: '[role=tree] *' }));
    expect(chosenNames()).toEqual(['李四/u2', '王五/u3']);
    fireEvent.click(second);
    expect(chosenNames()).toEqual(['王五/u3']);
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(value()).toEqual(['u3']);
  });

  it('我的分组 lists my groups from …/Users/Current/Groups; a group pick adds its members, de-duplicated by id', async () => {
    const { calls } = mockFetch(routes);
    renderWithMantine(<Harness initial={['u1']} />);
    const d = await open();
    await waitFor(() => expect(chosenNames()).toEqual(['张三/u1']));
    fireEvent.click(within(d).getByRole('tab', { name: '我的分组' }));
    fireEvent.click(await within(d).findByText('评审组'));
    await waitFor(() => expect(chosenNames()).toEqual(['张三/u1', '李四/u2']));
    expect(calls.filter((c) => c.path.includes('Group') || c.path.endsWith('UserCondition')).map((c) => c.path)).toEqual(['/api/permission/Users/Current/Groups']);
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(value()).toEqual(['u1', 'u2']);
  });

  it('我的分组 in single mode opens a group on its members to pick one; the keyword finds a group by a member', async () => {
    mockFetch(routes);
    renderWithMantine(<Harness multiple={false} />);
    const d = await open();
    fireEvent.click(within(d).getByRole('tab', { name: '我的分组' }));
    const box = await within(d).findByRole('textbox', { name: '关键词' });
    fireEvent.change(box, { target: { value: '李四' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(await within(d).findByText('评审组'));
    fireEvent.click(await within(d).findByText('李四/u2', { selector: '[role=tree] *' }));
    expect(within(d).queryByText('张三/u1', { selector: '[role=tree] *' })).toBeNull();
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(value()).toBe('u2');
  });

  it('tab activation clears the keyword and reloads', async () => {
    const { calls } = mockFetch(routes);
    renderWithMantine(<Harness />);
    const d = await open();
    const box = await within(d).findByRole('textbox', { name: '关键词' });
    fireEvent.change(box, { target: { value: '张' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/0') && (c.body as { keyword: string }).keyword === '张')).toBe(true));
    fireEvent.click(within(d).getByRole('tab', { name: '我的下属' }));
    expect((within(d).getByRole('textbox', { name: '关键词' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ path: '/api/permission/Users/getSubordinates', body: { keyword: '' } }));
    expect(await within(d).findByText('王五/u3')).toBeTruthy();
  });

  it('submitting nothing says 请选择审批人 (or 请选择{title}) and stays open', async () => {
    mockFetch(routes);
    const { unmount } = renderWithMantine(<Harness requireSelection />);
    let d = await open();
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(within(d).getByRole('alert').textContent).toBe('请选择审批人');
    expect(screen.getByRole('dialog')).toBeTruthy();
    unmount();
    renderWithMantine(<Harness requireSelection title="抄送人" />);
    d = await open();
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(within(d).getByRole('alert').textContent).toBe('请选择抄送人');
  });

  it('custom mode lists the allowed users with avatar, name and organisation; delete and clear', async () => {
    const { calls } = mockFetch(routes);
    renderWithMantine(<Harness selectType="custom" scope={{ departIds: ['d1'], roleIds: ['r1'] }} />);
    const d = await open();
    const list = await within(d).findByRole('listbox');
    expect(within(list).getByText('总公司/财务部')).toBeTruthy();
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(calls[0]?.body).toMatchObject({ departIds: ['d1'], roleIds: ['r1'], currentPage: 1, pageSize: 20 });
    fireEvent.click(within(list).getByText('张三/u1'));
    fireEvent.click(within(list).getByText('李四/u2'));
    fireEvent.click(within(d).getByRole('button', { name: '删除 张三/u1' }));
    expect(chosenNames()).toEqual(['李四/u2']);
    fireEvent.click(within(d).getByRole('button', { name: '清空列表' }));
    expect(within(d).getAllByText('暂无数据').length).toBe(1);
  });

  it('custom mode with no allowed users shows the empty state', async () => {
    mockFetch({ ...routes, 'POST /api/permission/Users/UserCondition': () => ({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }) });
    renderWithMantine(<Harness selectType="custom" />);
    const d = await open();
    expect(await within(within(d).getByTestId('user-pane')).findByText('暂无数据')).toBeTruthy();
  });

  it('single: system variable currentUser, echo by ids, and an empty confirm clears', async () => {
    mockFetch(routes);
    renderWithMantine(<Harness multiple={false} initial={['u2']} allowSystemVariables />);
    expect(await screen.findByText('李四/u2')).toBeTruthy();
    let d = await open();
    fireEvent.click(within(d).getByRole('tab', { name: '系统变量' }));
    fireEvent.click(await within(d).findByText('当前用户', { selector: '[role=tree] *' }));
    expect(chosenNames()).toEqual(['当前用户']);
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(value()).toBe('currentUser');
    d = await open();
    fireEvent.click(within(d).getByRole('button', { name: '清空列表' }));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(value()).toBeNull();
  });

  it("without whole-organisation browsing it opens on 当前组织; 'self' picks the current user on a new record", async () => {
    const { calls } = mockFetch(routes);
    localStorage.setItem('jnpf_opType', '-1');
    sessionStore.set({ userInfo: { userId: 'u1', userName: '张三', userAccount: 'u1', headIcon: '', organizeId: 'd2', organizeName: '总公司/财务部' } as UserInfo });
    try {
      renderWithMantine(<Harness selectType="self" allowAll={false} />);
      await waitFor(() => expect(value()).toEqual(['u1']));
      expect(screen.getByText('张三/u1')).toBeTruthy();
      const d = await open();
      expect(within(d).queryByRole('tab', { name: '全部数据' })).toBeNull();
      expect(within(d).getByRole('tab', { name: '当前组织', selected: true })).toBeTruthy();
      expect(await within(d).findByText('王五/u3')).toBeTruthy();
      expect(calls.some((c) => c.path === '/api/permission/Users/GetListByAuthorize/d2')).toBe(true);
    } finally {
      localStorage.removeItem('jnpf_opType');
      sessionStore.set({ userInfo: null });
    }
  });
});
