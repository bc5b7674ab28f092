import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pickerNode } from '../shared/fixtures';
import { mockFetch, pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import { GroupPicker } from './GroupPicker';

function Harness() {
  const [v, setV] = useState<string[]>(['g2']);
  return (
    <>
      <GroupPicker label="分组" multiple value={v} onChange={setV} />
      <output data-testid="value">{JSON.stringify(v)}</output>
    </>
  );
}

pickerTestLifecycle();

describe('GroupPicker', () => {
  it('echoes names, opens with the value chosen, multi toggles', async () => {
    mockFetch({ 'GET /api/permission/Group/Selector': () => ({ list: [pickerNode('g1', '项目组', 'group'), pickerNode('g2', '采购组', 'group')] }) });
    renderWithMantine(<Harness />);
    expect(await screen.findByText('采购组')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '分组' }));
    const d = await screen.findByRole('dialog');
    expect(within(d).getByText('分组选择')).toBeTruthy();
    expect(within(screen.getByTestId('picker-selected')).getByText('采购组')).toBeTruthy();
    fireEvent.click(await within(d).findByText('项目组'));
    fireEvent.click(within(d).getByText('采购组', { selector: '[role=tree] *' }));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(screen.getByTestId('value').textContent).toBe('["g1"]');
  });

  it('cancel leaves the value as it was; reopening resets the selection', async () => {
    mockFetch({ 'GET /api/permission/Group/Selector': () => ({ list: [pickerNode('g1', '项目组', 'group'), pickerNode('g2', '采购组', 'group')] }) });
    renderWithMantine(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '分组' }));
    const d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByText('项目组'));
    fireEvent.click(within(d).getByRole('button', { name: '取消' }));
    expect(screen.getByTestId('value').textContent).toBe('["g2"]');
    fireEvent.click(screen.getByRole('button', { name: '分组' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['采购组']);
  });
});
