import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import { ListSelectButton, type ListSelectButtonProps } from './ListSelectButton';

const items = [{ id: 'a', fullName: '笔记本电脑', spec: '14寸' }, { id: 'b', fullName: '打印机', spec: 'A4' }];

pickerTestLifecycle();

describe('ListSelectButton (选择数据)', () => {
  it('two panes: check rows on the left, the chosen list on the right; keyword search; confirm hands the rows over', async () => {
    const fetchRows = vi.fn<ListSelectButtonProps['fetchRows']>(async (q) => {
      const list = items.filter((i) => i.fullName.includes(q.keyword));
      return { list, pagination: { total: list.length } };
    });
    const onSelect = vi.fn();
    renderWithMantine(<ListSelectButton fetchRows={fetchRows} onSelect={onSelect} hintField="spec" />);
    fireEvent.click(screen.getByRole('button', { name: '选择数据' }));
    const d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByRole('checkbox', { name: /笔记本电脑/ }));
    fireEvent.click(within(d).getByRole('checkbox', { name: /打印机/ }));
    fireEvent.click(within(d).getByRole('button', { name: '删除 笔记本电脑' }));
    fireEvent.change(within(d).getByRole('textbox', { name: '关键词' }), { target: { value: '打印' } });
    fireEvent.click(within(d).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(fetchRows).toHaveBeenLastCalledWith({ keyword: '打印', currentPage: 1, pageSize: 20 }));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(onSelect).toHaveBeenCalledWith([items[1]]);
  });
});
