import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/app/session/session-store';
import type { UserInfo } from '@/features/auth/contract';
import { storeLifecycle } from '../shared/store-fixtures';
import { mockFetch, pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import { user } from '../shared/fixtures';
import { UserPicker } from './UserPicker';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [v, setV] = useState<string[]>(initial);
  return (
    <>
      <UserPicker label="人员" multiple value={v} onChange={setV} />
      <output data-testid="value">{JSON.stringify(v)}</output>
    </>
  );
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: '人员' }));
  return screen.findByRole('dialog');
};
const expand = (d: HTMLElement, name: string) => fireEvent.click(within(d).getByText(name, { selector: '[role=tree] *' }));
const pane = () => screen.getByTestId('user-pane');

pickerTestLifecycle();

describe('UserPicker reads the user directory on the device first', () => {
  const store = storeLifecycle('user-store');

  it('names of the value and the 全部数据 tree (organisations, then their enabled users) without a request', async () => {
    const { calls } = mockFetch({});
    renderWithMantine(<Harness initial={['u2']} />);
    expect(await screen.findByText('张敏/office')).toBeTruthy();
    const d = await open();
    await within(pane()).findByText('轻办示范集团');
    expand(d, '轻办示范集团');
    expect(await within(pane()).findByText('华东分公司')).toBeTruthy();
    expect(within(pane()).queryByText('停用部')).toBeNull();
    expand(d, '华东分公司');
    await within(pane()).findByText('仓储部');
    expand(d, '仓储部');
    fireEvent.click(await within(pane()).findByText('赵强/wh01'));
    expect(within(pane()).queryByText('离职者/gone')).toBeNull();
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual(['u2', 'u1']);
    expect(calls).toEqual([]);
  });

  it('a keyword lists matching users flat; a new user in the store shows while the dialog is open', async () => {
    const { calls } = mockFetch({});
    renderWithMantine(<Harness />);
    await open();
    const box = await within(pane().parentElement!).findByRole('textbox', { name: '关键词' });
    fireEvent.change(box, { target: { value: '张' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(pane()).findByText('张敏/office')).toBeTruthy();
    expect(within(pane()).queryByText('赵强/wh01')).toBeNull();
    await store.db().users.put({ id: 'u4', account: 'zhang2', realName: '张伟', headIcon: '', organizeId: 'd2', enabledMark: 1 });
    expect(await within(pane()).findByText('张伟/zhang2')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('当前组织 lists the signed-in user\'s organisation from the store; 我的下属 and 我的分组 ask the server', async () => {
    sessionStore.set({ userInfo: { userId: 'u1', userName: '赵强', userAccount: 'wh01', headIcon: '', organizeId: 'd1', organizeName: '' } as UserInfo });
    try {
      const { calls } = mockFetch({
        'POST /api/permission/Users/getSubordinates': () => [user('u9', '下属')],
        'GET /api/permission/Users/Current/Groups': () => [{ id: 'g1', fullName: '评审组', users: [user('u2', '张敏')] }],
      });
      renderWithMantine(<Harness />);
      const d = await open();
      fireEvent.click(within(d).getByRole('tab', { name: '当前组织' }));
      expect(await within(pane()).findByText('赵强/wh01')).toBeTruthy();
      expect(within(pane()).queryByText('张敏/office')).toBeNull();
      expect(calls).toEqual([]);
      fireEvent.click(within(d).getByRole('tab', { name: '我的下属' }));
      expect(await within(pane()).findByText('下属/u9')).toBeTruthy();
      fireEvent.click(within(d).getByRole('tab', { name: '我的分组' }));
      fireEvent.click(await within(pane()).findByText('评审组'));
      await waitFor(() => expect(within(screen.getByTestId('picker-selected')).getByText('张敏/u2')).toBeTruthy());
      expect(calls.map((c) => c.path)).toEqual(['/api/permission/Users/getSubordinates', '/api/permission/Users/Current/Groups']);
    } finally {
      sessionStore.set({ userInfo: null });
    }
  });
});
