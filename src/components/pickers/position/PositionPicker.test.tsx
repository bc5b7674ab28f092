import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PositionRow } from '@/features/permission/contract/organize';
import { pickerNode } from '../shared/fixtures';
import { mockFetch, pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import { PositionPicker } from './PositionPicker';

const row = (id: string, fullName: string): PositionRow => ({ id, fullName, enCode: id, type: null, organizeId: 'c1', organizeName: '总公司', sortCode: 0, enabledMark: 1, description: null, creatorTime: 0 });

function Harness({ custom }: { custom?: boolean }) {
  const [v, setV] = useState<string | null>(null);
  return (
    <>
      <PositionPicker label="岗位" value={v} onChange={setV} selectType={custom ? 'custom' : 'all'} departIds={['c1']} positionIds={['p9']} />
      <output data-testid="value">{JSON.stringify(v)}</output>
    </>
  );
}

pickerTestLifecycle();

describe('PositionPicker', () => {
  it('all mode: organisations are branches, only positions are chosen', async () => {
    mockFetch({ 'GET /api/permission/Position/Selector': () => ({ list: [pickerNode('c1', '总公司', 'company', { children: [pickerNode('p1', '会计', 'position', { organize: '总公司' })] })] }) });
    renderWithMantine(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '岗位' }));
    const d = await screen.findByRole('dialog');
    expect(within(d).getByText('选择岗位')).toBeTruthy();
    fireEvent.click(await within(d).findByText('会计'));
    fireEvent.click(within(d).getByText('总公司', { selector: '[role=tree] *' }));
    expect(within(screen.getByTestId('picker-selected')).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(screen.getByTestId('value').textContent).toBe('"p1"');
  });

  it('custom mode asks PositionCondition with departIds and positionIds', async () => {
    const { calls } = mockFetch({ 'POST /api/permission/Position/PositionCondition': () => ({ list: [row('p9', '出纳')] }) });
    renderWithMantine(<Harness custom />);
    fireEvent.click(screen.getByRole('button', { name: '岗位' }));
    const d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByText('出纳'));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(screen.getByTestId('value').textContent).toBe('"p9"');
    expect(calls[0]?.body).toEqual({ departIds: ['c1'], positionIds: ['p9'] });
  });
});
