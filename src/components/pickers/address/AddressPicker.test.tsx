import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import { AddressPicker, type AddressLevel } from './AddressPicker';

const areas: Record<string, { id: string; fullName: string; isLeaf: boolean }[]> = {
  '-1': [{ id: '330000', fullName: '浙江省', isLeaf: false }],
  '330000': [{ id: '330100', fullName: '杭州市', isLeaf: false }],
  '330100': [{ id: '330106', fullName: '西湖区', isLeaf: false }, { id: '330110', fullName: '余杭区', isLeaf: true }],
};
const routes = (names: string[][] = []) => ({
  ...Object.fromEntries(Object.entries(areas).map(([id, list]) => [`GET /api/system/Area/${id}/Selector/0`, () => ({ list })])),
  'POST /api/system/Area/GetAreaByIds': () => names,
});

function Harness({ level, initial = null }: { level?: AddressLevel; initial?: string[] | null }) {
  const [v, setV] = useState<string[] | null>(initial);
  return (
    <>
      <AddressPicker label="地址" level={level} value={v} onChange={setV} />
      <output data-testid="value">{JSON.stringify(v)}</output>
    </>
  );
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: '地址' }));
  return screen.findByRole('dialog');
};
const selected = () => screen.queryByTestId('picker-selected');

pickerTestLifecycle();

describe('AddressPicker', () => {
  it('loads lazily and only a leaf is selectable (default level: district)', async () => {
    const { calls } = mockFetch(routes());
    renderWithMantine(<Harness />);
    const d = await open();
    expect(within(d).getByText('省市区')).toBeTruthy();
    fireEvent.click(await within(d).findByText('浙江省'));
    expect(selected()).toBeNull();
    fireEvent.click(await within(d).findByText('杭州市'));
    expect(selected()).toBeNull();
    fireEvent.click(await within(d).findByText('西湖区'));
    expect(within(selected()!).getByText('浙江省/杭州市/西湖区')).toBeTruthy();
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual(['330000', '330100', '330106']);
    expect(calls.filter((c) => c.path.includes('/Selector/')).map((c) => c.path.split('/')[4])).toEqual(['-1', '330000', '330100']);
  });

  it('depth is limited by level: with level 1 a city is a leaf and is chosen', async () => {
    mockFetch(routes());
    renderWithMantine(<Harness level={1} />);
    const d = await open();
    fireEvent.click(await within(d).findByText('浙江省'));
    const city = await within(d).findByText('杭州市');
    expect(city.closest('[role=treeitem]')?.getAttribute('aria-expanded')).toBeNull();
    fireEvent.click(city);
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual(['330000', '330100']);
  });

  it('shows a stored id path by its names (GetAreaByIds) and clears with an empty confirm', async () => {
    const { calls } = mockFetch(routes([['浙江省', '杭州市', '余杭区']]));
    renderWithMantine(<Harness initial={['330000', '330100', '330110']} />);
    expect(await screen.findByText('浙江省/杭州市/余杭区')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('GetAreaByIds'))?.body).toEqual({ idsList: [['330000', '330100', '330110']] });
    const d = await open();
    fireEvent.click(within(d).getByRole('button', { name: '清空列表' }));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(screen.getByTestId('value').textContent).toBe('null');
  });
});
