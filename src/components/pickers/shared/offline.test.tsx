import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb, openUserDb } from '@/sync/db';
import { DepartmentPicker } from '../department/DepartmentPicker';
import { GroupPicker } from '../group/GroupPicker';
import { UserPicker } from '../user/UserPicker';
import { mockFetch, pickerTestLifecycle, renderWithMantine } from './test-utils';

const USER = 'offline-tester';

pickerTestLifecycle();
beforeEach(async () => {
  const db = await openUserDb(USER);
  await db.organizes.bulkPut([
    { id: 'c1', parentId: '-1', category: 'company', fullName: '总公司', organizeIdTree: 'c1', enabledMark: 1, sortCode: 1 },
    { id: 'd1', parentId: 'c1', category: 'department', fullName: '财务部', organizeIdTree: 'c1,d1', enabledMark: 1, sortCode: 1 },
  ]);
  await db.users.put({ id: 'u1', account: 'zhangsan', realName: '张三', headIcon: '', organizeId: 'd1', enabledMark: 1 });
  await db.groups.put({ id: 'g1', fullName: '评审组', enCode: 'G1', enabledMark: 1 });
});
afterEach(() => deleteUserDb(USER));

const offline = () => vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));

function Fields() {
  const [dept, setDept] = useState<string | null>('d1');
  const [users, setUsers] = useState<string[]>(['u1']);
  return (
    <>
      <DepartmentPicker label="部门" value={dept} onChange={setDept} />
      <UserPicker label="人员" multiple value={users} onChange={setUsers} />
    </>
  );
}

describe('pickers offline', () => {
  it('without the server, names and the organisation tree come from the device', async () => {
    offline();
    renderWithMantine(<Fields />);
    expect(await screen.findByText('财务部')).toBeTruthy();
    expect(await screen.findByText('张三/zhangsan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '部门' }));
    const d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByText('总公司'));
    expect(within(d).getByText('财务部', { selector: '[role=tree] *' })).toBeTruthy();
    expect(within(screen.getByTestId('picker-selected')).getByText('总公司/财务部')).toBeTruthy();
  });

  it("a server's refusal is final: no fallback to the device", async () => {
    mockFetch({});
    renderWithMantine(<GroupPicker label="分组" value={null} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: '分组' }));
    const d = await screen.findByRole('dialog');
    expect(await within(d).findByText('无数据')).toBeTruthy();
    expect(within(d).queryByText('评审组')).toBeNull();
  });
});
