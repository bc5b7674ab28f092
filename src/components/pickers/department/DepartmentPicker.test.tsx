import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrgNode } from '@/features/permission/contract/organize';
import { mockFetch, pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import { DepartmentPicker, UnitPicker } from './DepartmentPicker';

const node = (id: string, fullName: string, category: 'company' | 'department', children: OrgNode[] = [], parentId = '-1'): OrgNode => ({
  id, parentId, fullName, enCode: id, organize: parentId === '-1' ? fullName : `总公司/${fullName}`, organizeIds: [id], type: category, category, icon: '', hasChildren: children.length > 0,
  isLeaf: children.length === 0, lastFullName: fullName, disabled: false, enabledMark: 1, sortCode: 0, description: null, creatorTime: 0, children,
});
const tree = [node('c1', '总公司', 'company', [node('d1', '财务部', 'department', [], 'c1'), node('d2', '人事部', 'department', [], 'c1'), node('c2', '华东分公司', 'company', [], 'c1')])];

function Harness({ multiple, initial = null, unit }: { multiple?: boolean; initial?: string | null; unit?: boolean }) {
  const [single, setSingle] = useState<string | null>(initial);
  const [many, setMany] = useState<string[]>([]);
  const Picker = unit ? UnitPicker : DepartmentPicker;
  return (
    <>
      {multiple ? <Picker label="部门" multiple value={many} onChange={setMany} /> : <Picker label="部门" value={single} onChange={setSingle} />}
      <output data-testid="value">{JSON.stringify(multiple ? many : single)}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const dialog = () => screen.findByRole('dialog');

pickerTestLifecycle();

describe('DepartmentPicker / UnitPicker', () => {
  it('opens 选择部门 with the root 顶级节点, picks a department and confirms', async () => {
    const { calls } = mockFetch({ 'GET /api/permission/Organize/Department/Selector/0': () => ({ list: tree }) });
    renderWithMantine(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '部门' }));
    const d = await dialog();
    expect(within(d).getByText('选择部门')).toBeTruthy();
    expect(await within(d).findByText('顶级节点')).toBeTruthy();
    fireEvent.click(within(d).getByText('总公司'));
    fireEvent.click(await within(d).findByText('财务部'));
    expect(within(screen.getByTestId('picker-selected')).getByText('财务部')).toBeTruthy();
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(value()).toBe('"d1"');
    expect(calls[0]?.url.searchParams.has('n')).toBe(true);
  });

  it('single select replaces; a company is not chosen in the department picker', async () => {
    mockFetch({ 'GET /api/permission/Organize/Department/Selector/0': () => ({ list: tree }) });
    renderWithMantine(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '部门' }));
    const d = await dialog();
    fireEvent.click(await within(d).findByText('总公司'));
    fireEvent.click(await within(d).findByText('财务部'));
    fireEvent.click(within(d).getByText('人事部'));
    fireEvent.click(within(d).getByText('华东分公司'));
    const chosen = within(screen.getByTestId('picker-selected')).getAllByRole('listitem');
    expect(chosen.map((li) => li.textContent)).toEqual([expect.stringContaining('人事部')]);
  });

  it('multi toggles, clear-all empties the chosen list, the search box filters the tree', async () => {
    mockFetch({ 'GET /api/permission/Organize/Department/Selector/0': () => ({ list: tree }) });
    renderWithMantine(<Harness multiple />);
    fireEvent.click(screen.getByRole('button', { name: '部门' }));
    const d = await dialog();
    fireEvent.change(await within(d).findByRole('textbox', { name: '关键词' }), { target: { value: '人事' } });
    expect(within(d).queryByText('财务部')).toBeNull();
    fireEvent.click(within(d).getByText('人事部'));
    fireEvent.click(within(d).getByText('人事部', { selector: '[role=tree] *' }));
    expect(screen.queryByTestId('picker-selected')).toBeNull();
    fireEvent.click(within(d).getByText('人事部', { selector: '[role=tree] *' }));
    fireEvent.click(within(d).getByRole('button', { name: '清空列表' }));
    expect(screen.queryByTestId('picker-selected')).toBeNull();
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(value()).toBe('[]');
  });

  it('an empty single confirm clears the value, and the closed control echoes names', async () => {
    mockFetch({ 'GET /api/permission/Organize/Department/Selector/0': () => ({ list: tree }) });
    renderWithMantine(<Harness initial="d2" />);
    expect(await screen.findByText('人事部')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '部门' }));
    const d = await dialog();
    fireEvent.click(await within(d).findByRole('button', { name: '删除 人事部' }));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(value()).toBe('null');
  });

  it('选择单位 loads companies and picks a company; cancel keeps the value', async () => {
    const { calls } = mockFetch({ 'GET /api/permission/Organize/Selector/0': () => ({ list: [node('c1', '总公司', 'company', [node('c2', '华东分公司', 'company', [], 'c1')])] }) });
    renderWithMantine(<Harness unit />);
    fireEvent.click(screen.getByRole('button', { name: '部门' }));
    const d = await dialog();
    expect(within(d).getByText('选择单位')).toBeTruthy();
    fireEvent.click(await within(d).findByText('总公司'));
    fireEvent.click(within(d).getByRole('button', { name: '取消' }));
    expect(value()).toBe('null');
    expect(calls[0]?.path).toBe('/api/permission/Organize/Selector/0');
  });

  it('is keyboard accessible: arrows move, Enter picks', async () => {
    mockFetch({ 'GET /api/permission/Organize/Department/Selector/0': () => ({ list: tree }) });
    renderWithMantine(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '部门' }));
    const d = await dialog();
    const items = await within(d).findAllByRole('treeitem');
    expect(items.map((i) => i.getAttribute('aria-level'))).toEqual(['1', '2']);
    await act(async () => { fireEvent.keyDown(items[1]!, { key: 'ArrowRight' }); });
    const company = within(d).getAllByRole('treeitem')[1]!;
    expect(company.getAttribute('aria-expanded')).toBe('true');
    const dept = within(d).getAllByRole('treeitem')[2]!;
    fireEvent.keyDown(dept, { key: 'Enter' });
    await waitFor(() => expect(dept.getAttribute('aria-selected')).toBe('true'));
  });
});
