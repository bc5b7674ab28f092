import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pickerNode } from '../shared/fixtures';
import { mockFetch, pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import { RolePicker } from './RolePicker';

const tree = [
  pickerNode('1', '全局', 'global', { children: [pickerNode('r1', '审计员', 'role', { parentId: '1' })] }),
  pickerNode('c1', '总公司', 'company', { children: [pickerNode('r2', '出纳', 'role', { parentId: 'c1', onlyId: 'c1-r2', organize: '总公司' })] }),
];

function Harness() {
  const [roles, setRoles] = useState<string[]>([]);
  return (
    <>
      <RolePicker label="角色" multiple value={roles} onChange={setRoles} />
      <output data-testid="value">{JSON.stringify(roles)}</output>
    </>
  );
}

pickerTestLifecycle();

describe('RolePicker', () => {
  it('has tabs 组织 and 全局; switching clears the keyword and reloads; picks from both', async () => {
    const { calls } = mockFetch({ 'GET /api/permission/Role/Selector': () => ({ list: tree }) });
    renderWithMantine(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '角色' }));
    const d = await screen.findByRole('dialog');
    expect(within(d).getByText('选择角色')).toBeTruthy();
    expect(within(d).getByRole('tab', { name: '组织', selected: true })).toBeTruthy();
    fireEvent.click(await within(d).findByText('出纳'));
    const box = within(d).getByRole('textbox', { name: '关键词' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '出' } });
    const before = calls.length;
    fireEvent.click(within(d).getByRole('tab', { name: '全局' }));
    expect((within(d).getByRole('textbox', { name: '关键词' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(within(d).queryByText('总公司', { selector: '[role=tree] *' })).toBeNull();
    fireEvent.click(await within(d).findByText('审计员'));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual(['r2', 'r1']);
  });
});
