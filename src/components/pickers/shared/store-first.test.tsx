import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DepartmentPicker, UnitPicker } from '../department/DepartmentPicker';
import { GroupPicker } from '../group/GroupPicker';
import { OrganizePicker } from '../organize/OrganizePicker';
import { PositionPicker } from '../position/PositionPicker';
import { RolePicker } from '../role/RolePicker';
import { pickerNode } from './fixtures';
import { storeLifecycle } from './store-fixtures';
import { mockFetch, pickerTestLifecycle, renderWithMantine } from './test-utils';

pickerTestLifecycle();

const open = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
};
const chosen = () => within(screen.getByTestId('picker-selected')).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
const inTree = { selector: '[role=tree] *' };
const offline = () => vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));

function Organizes({ auth = false }: { auth?: boolean }) {
  const [v, setV] = useState<string[][]>([['c0', 'c1']]);
  return (
    <>
      <OrganizePicker label="组织" multiple auth={auth} value={v} onChange={setV} />
      <output data-testid="value">{JSON.stringify(v)}</output>
    </>
  );
}

describe('pickers read the device store first', () => {
  const store = storeLifecycle('store-first');

  it('选择组织: names and tree come from the store at once, without a request', async () => {
    const { calls } = mockFetch({});
    renderWithMantine(<Organizes />);
    expect(await screen.findByText('轻办示范集团/华东分公司')).toBeTruthy();
    const d = await open('组织');
    fireEvent.click(await within(d).findByText('财务部'));
    expect(chosen()).toEqual(['轻办示范集团/华东分公司', '轻办示范集团/财务部']);
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual([['c0', 'c1'], ['c0', 'd2']]);
    expect(calls).toEqual([]);
  });

  it('选择组织 names an organisation held by its own id (a form that keeps ids) by its path', async () => {
    mockFetch({});
    renderWithMantine(<OrganizePicker label="组织" multiple value={[['d1']]} onChange={() => undefined} />);
    expect(await screen.findByText('轻办示范集团/华东分公司/仓储部')).toBeTruthy();
    const d = await open('组织');
    expect(within(screen.getByTestId('picker-selected')).getByText('轻办示范集团/华东分公司/仓储部')).toBeTruthy();
    const branch = (await within(d).findByText('华东分公司')).closest('[role=treeitem]') as HTMLElement;
    fireEvent.click(within(branch).getByRole('button', { name: '展开' }));
    expect(within(d).getByText('仓储部').closest('[role=treeitem]')?.getAttribute('aria-selected')).toBe('true');
  });

  it('选择部门 follows the store while open; a disabled department is shown but not chosen', async () => {
    const { calls } = mockFetch({});
    renderWithMantine(<DepartmentPicker label="部门" value="d2" onChange={() => undefined} />);
    expect(await screen.findByText('财务部')).toBeTruthy();
    const d = await open('部门');
    fireEvent.click(await within(d).findByText('轻办示范集团', inTree));
    const disabled = within(d).getByText('停用部').closest('[role=treeitem]')!;
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(disabled);
    expect(chosen()).toEqual(['财务部']);
    await store.db().organizes.update('d2', { fullName: '财务中心' });
    expect(await within(d).findByText('财务中心', inTree)).toBeTruthy();
    expect(screen.getByRole('button', { name: '部门' }).textContent).toContain('财务中心');
    expect(calls).toEqual([]);
  });

  it('选择单位 offers the companies only', async () => {
    mockFetch({});
    renderWithMantine(<UnitPicker label="单位" value={null} onChange={() => undefined} />);
    const d = await open('单位');
    const group = (await within(d).findByText('轻办示范集团')).closest('[role=treeitem]') as HTMLElement;
    fireEvent.click(within(group).getByRole('button', { name: '展开' }));
    expect(within(d).getByText('华东分公司')).toBeTruthy();
    expect(within(d).queryByText('财务部')).toBeNull();
  });

  it('auth mode asks the server: only it knows what the caller may see', async () => {
    const { calls } = mockFetch({ 'GET /api/permission/Organize/SelectorByAuth/0': () => ({ list: [] }) });
    renderWithMantine(<Organizes auth />);
    await open('组织');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/permission/Organize/SelectorByAuth/0'));
  });

  it('分组选择 and 选择岗位 (all and custom scope) from the store', async () => {
    const { calls } = mockFetch({});
    const { unmount } = renderWithMantine(<GroupPicker label="分组" value="g1" onChange={() => undefined} />);
    expect(await screen.findByText('评审组')).toBeTruthy();
    let d = await open('分组');
    expect(await within(d).findByText('评审组', inTree)).toBeTruthy();
    expect(within(screen.getByTestId('picker-selected')).getByText('项目')).toBeTruthy();
    unmount();
    const view = renderWithMantine(<PositionPicker label="岗位" value="p2" onChange={() => undefined} />);
    expect(await screen.findByText('会计')).toBeTruthy();
    d = await open('岗位');
    fireEvent.click(await within(d).findByText('华东分公司'));
    fireEvent.click(within(d).getByText('仓储部'));
    expect(within(d).getByText('仓管员')).toBeTruthy();
    view.unmount();
    renderWithMantine(<PositionPicker label="岗位" selectType="custom" departIds={['c1']} value={null} onChange={() => undefined} />);
    d = await open('岗位');
    expect(await within(d).findByText('仓管员')).toBeTruthy();
    expect(within(d).queryByText('会计')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('选择角色: 全局 and names from the store; 组织 asks the server, and offline lists the organisation roles', async () => {
    const { calls } = mockFetch({ 'GET /api/permission/Role/Selector': () => ({ list: [pickerNode('c1', '华东分公司', 'company', { children: [pickerNode('r2', '资产管理员', 'role', { onlyId: 'c1_r2' })] })] }) });
    const view = renderWithMantine(<RolePicker label="角色" multiple value={['r2']} onChange={() => undefined} />);
    expect(await screen.findByText('资产管理员')).toBeTruthy();
    let d = await open('角色');
    expect(await within(d).findByText('华东分公司', inTree)).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/permission/Role/Selector']);
    fireEvent.click(within(d).getByRole('tab', { name: '全局' }));
    expect(await within(d).findByText('超级管理员', inTree)).toBeTruthy();
    expect(calls).toHaveLength(1);
    view.unmount();
    offline();
    renderWithMantine(<RolePicker label="角色" value={null} onChange={() => undefined} />);
    d = await open('角色');
    expect(await within(d).findByText('资产管理员', inTree)).toBeTruthy();
    expect(within(d).queryByText('超级管理员', inTree)).toBeNull();
  });
});

describe('before the first sync has finished', () => {
  storeLifecycle('not-synced-yet', false);

  it('the server answers, not the partial store', async () => {
    const { calls } = mockFetch({ 'GET /api/permission/Group/Selector': () => ({ list: [pickerNode('g9', '服务器分组', 'group')] }) });
    renderWithMantine(<GroupPicker label="分组" value={null} onChange={() => undefined} />);
    const d = await open('分组');
    expect(await within(d).findByText('服务器分组')).toBeTruthy();
    expect(within(d).queryByText('评审组')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/permission/Group/Selector']);
  });
});
