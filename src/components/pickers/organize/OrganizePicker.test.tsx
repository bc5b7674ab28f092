import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { orgNode } from '../shared/fixtures';
import { mockFetch, pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import { OrganizePicker } from './OrganizePicker';

const hq = orgNode('c1', '总公司', 'company', [orgNode('d1', '财务部', 'department', [], ['c1'])]);
hq.children![0]!.organize = '总公司/财务部';
const tree = [hq];

function Harness({ auth, companyOnly, multiple = true }: { auth?: boolean; companyOnly?: boolean; multiple?: boolean }) {
  const [many, setMany] = useState<string[][]>([]);
  const [one, setOne] = useState<string[] | null>(null);
  return (
    <>
      {multiple
        ? <OrganizePicker label="组织" multiple auth={auth} companyOnly={companyOnly} value={many} onChange={setMany} />
        : <OrganizePicker label="组织" value={one} onChange={setOne} />}
      <output data-testid="value">{JSON.stringify(multiple ? many : one)}</output>
    </>
  );
}

pickerTestLifecycle();

describe('OrganizePicker', () => {
  it('emits id paths and never takes the same path twice', async () => {
    mockFetch({ 'GET /api/permission/Organize/Department/Selector/0': () => ({ list: tree }) });
    renderWithMantine(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '组织' }));
    const d = await screen.findByRole('dialog');
    expect(within(d).getByText('选择组织')).toBeTruthy();
    fireEvent.click(await within(d).findByText('财务部'));
    fireEvent.click(within(d).getByText('财务部', { selector: '[role=tree] *' }));
    expect(within(d).getByRole('alert').textContent).toBe('该组织已选择，不能重复选择');
    expect(within(screen.getByTestId('picker-selected')).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(d).getByText('总公司', { selector: '[role=tree] *' }));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual([['c1', 'd1'], ['c1']]);
    expect(await screen.findByText('总公司/财务部，总公司')).toBeTruthy();
  });

  it('auth mode calls SelectorByAuth, companies only when asked', async () => {
    const { calls } = mockFetch({ 'GET /api/permission/Organize/SelectorByAuth/0': () => ({ list: tree }) });
    renderWithMantine(<Harness auth companyOnly />);
    fireEvent.click(screen.getByRole('button', { name: '组织' }));
    const d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByText('财务部'));
    expect(screen.queryByTestId('picker-selected')).toBeNull();
    expect(calls[0]?.url.searchParams.get('category')).toBe('company');
  });

  it('an empty single confirm clears the value', async () => {
    mockFetch({ 'GET /api/permission/Organize/Department/Selector/0': () => ({ list: tree }) });
    renderWithMantine(<Harness multiple={false} />);
    fireEvent.click(screen.getByRole('button', { name: '组织' }));
    const d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByText('总公司'));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(screen.getByTestId('value').textContent).toBe('["c1"]');
    fireEvent.click(screen.getByRole('button', { name: '组织' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: '清空列表' }));
    fireEvent.click(within(again).getByRole('button', { name: '确定' }));
    expect(screen.getByTestId('value').textContent).toBe('null');
  });
});
