import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import type { DataFetcher, PickerConfig } from './data-select-types';
import { DataSelectPicker } from './DataSelectPicker';

const all = Array.from({ length: 25 }, (_, i) => ({ id: `r${i + 1}`, fullName: `记录${i + 1}`, code: `C${i + 1}` }));
const fetcher = () =>
  vi.fn<DataFetcher>(async (_id, q) => {
    const hits = all.filter((r) => r.fullName.includes(q.keyword));
    return { list: hits.slice((q.currentPage - 1) * q.pageSize, q.currentPage * q.pageSize), pagination: { total: hits.length } };
  });

function Harness({ config, multiple, fetchData }: { config: PickerConfig; multiple?: boolean; fetchData: DataFetcher }) {
  const [many, setMany] = useState<string[]>([]);
  const [one, setOne] = useState<string | null>(null);
  return (
    <>
      {multiple ? <DataSelectPicker label="记录" multiple config={config} fetchData={fetchData} value={many} onChange={setMany} />
        : <DataSelectPicker label="记录" config={config} fetchData={fetchData} value={one} onChange={setOne} />}
      <output data-testid="value">{JSON.stringify(multiple ? many : one)}</output>
    </>
  );
}
const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: '记录' }));
  return screen.findByRole('dialog');
};
const value = () => JSON.parse(screen.getByTestId('value').textContent!);

pickerTestLifecycle();

describe('DataSelectDialog / DataSelectPicker', () => {
  it('default columns 编号/名称, 20 a page; radio picks one; search, reset and refresh reload', async () => {
    const fetchData = fetcher();
    renderWithMantine(<Harness config={{ interfaceId: 'if1', hasPage: true }} fetchData={fetchData} />);
    const d = await open();
    expect(within(d).getByText('选择数据')).toBeTruthy();
    expect(within(d).getByRole('columnheader', { name: '编号' })).toBeTruthy();
    expect(within(d).getByRole('columnheader', { name: '名称' })).toBeTruthy();
    await within(d).findByText('记录20');
    expect(fetchData).toHaveBeenLastCalledWith('if1', expect.objectContaining({ keyword: '', currentPage: 1, pageSize: 20 }));
    fireEvent.change(within(d).getByRole('textbox', { name: '关键词' }), { target: { value: '记录2' } });
    fireEvent.click(within(d).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(fetchData).toHaveBeenLastCalledWith('if1', expect.objectContaining({ keyword: '记录2', currentPage: 1 })));
    fireEvent.click(await within(d).findByRole('radio', { name: '选择 记录21' }));
    fireEvent.click(within(d).getByRole('button', { name: '刷新' }));
    fireEvent.click(within(d).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(fetchData).toHaveBeenLastCalledWith('if1', expect.objectContaining({ keyword: '' })));
    expect((within(d).getByRole('textbox', { name: '关键词' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(value()).toBe('r21');
    expect(await screen.findByText('记录21')).toBeTruthy();
  });

  it('confirm does nothing without rows, and nothing is fetched without an interfaceId', async () => {
    const fetchData = fetcher();
    renderWithMantine(<Harness config={{ interfaceId: '' }} fetchData={fetchData} />);
    const d = await open();
    expect(within(d).getByRole('alert').textContent).toBe('未配置数据接口');
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(fetchData).not.toHaveBeenCalled();
    expect(value()).toBeNull();
  });

  it('multi: add checked rows, selected table 10 a page, remove selected; without paging asks 10000', async () => {
    const fetchData = fetcher();
    renderWithMantine(<Harness multiple config={{ interfaceId: 'if1', hasPage: false, columnOptions: [{ value: 'code', label: '代码' }, { value: 'fullName', label: '名称' }] }} fetchData={fetchData} />);
    const d = await open();
    await within(d).findByText('记录25');
    expect(fetchData).toHaveBeenLastCalledWith('if1', expect.objectContaining({ currentPage: 1, pageSize: 10000 }));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    const table = within(d).getByRole('table', { name: '选择数据' });
    fireEvent.click(within(table).getByRole('checkbox', { name: '全选' }));
    fireEvent.click(within(d).getByRole('button', { name: '添加选中' }));
    const selected = within(d).getByRole('table', { name: '已选数据' });
    expect(within(selected).getAllByRole('row')).toHaveLength(11);
    expect(within(d).getByText('共 25 条')).toBeTruthy();
    fireEvent.click(within(selected).getByRole('checkbox', { name: '选择 记录1' }));
    fireEvent.click(within(selected).getByRole('checkbox', { name: '选择 记录2' }));
    fireEvent.click(within(d).getByRole('button', { name: '移除选中' }));
    expect(within(d).getByText('共 23 条')).toBeTruthy();
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(value()).toHaveLength(23);
    expect(value()[0]).toBe('r3');
  });

  it('opens as a drawer when popupType is drawer, with the configured title', async () => {
    renderWithMantine(<Harness config={{ interfaceId: 'if1', popupType: 'drawer', popupTitle: '选择合同' }} fetchData={fetcher()} />);
    const d = await open();
    expect(within(d).getByText('选择合同')).toBeTruthy();
    fireEvent.click(await within(d).findByRole('radio', { name: '选择 记录3' }));
    fireEvent.click(within(d).getByRole('button', { name: '取消' }));
    expect(value()).toBeNull();
  });
});
