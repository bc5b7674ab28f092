import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { field, formTestLifecycle, renderForm, schemaOf, subTable } from './form-testing';
import { CELL_ERROR_DELAY_MS } from './SubTable';

formTestLifecycle();

const lines = () => subTable('lines', '明细', [
  field('comInput', 'item', '物品', { required: true }),
  field('numInput', 'qty', '数量', { regList: [{ rule: 'positiveInt' as const, message: '数量须为正整数' }] }),
  field('money', 'price', '单价'),
  field('calculate', 'amount', '金额', { props: { expression: ['qty', '×', 'price'] } }),
], { addText: '添加明细', showSummary: true, summaryFields: ['qty', 'amount'] });

describe('SubTable', () => {
  it('adds numbered rows, sums the chosen columns in 合计, and deletes a row after 确定删除该条记录吗？', async () => {
    const form = renderForm(schemaOf([lines(), field('calculate', 'total', '总额', { props: { expression: ['lines.amount'] } })]));
    const table = screen.getByRole('table', { name: '明细' });
    fireEvent.click(screen.getByRole('button', { name: '添加明细' }));
    fireEvent.click(screen.getByRole('button', { name: '添加明细' }));
    fireEvent.change(screen.getByLabelText('第1行 物品'), { target: { value: '螺丝' } });
    fireEvent.change(screen.getByLabelText('第1行 数量'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('第1行 单价'), { target: { value: '2.5' } });
    fireEvent.change(screen.getByLabelText('第2行 物品'), { target: { value: '螺母' } });
    fireEvent.change(screen.getByLabelText('第2行 数量'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('第2行 单价'), { target: { value: '0.5' } });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.querySelector('td, th')?.textContent)).toEqual(['序号', '1', '2', '合计']);
    await waitFor(() => expect(within(rows[3]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', '1,003.00', '', '2,501.50', '']), { timeout: 2000 });
    expect(form.checked()).toEqual({
      values: { lines: [{ item: '螺丝', qty: 1000, price: 2.5, amount: 2500 }, { item: '螺母', qty: 3, price: 0.5, amount: 1.5 }], total: 2501.5 },
      errors: {},
    });

    fireEvent.click(screen.getByRole('button', { name: '删除第1行' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除该条记录吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(form.current().value.lines).toEqual([{ item: '螺母', qty: 3, price: 0.5, amount: 1.5 }]));
    expect(screen.queryByLabelText('第2行 物品')).toBeNull();
  });

  it('a sub-table set 禁用 shows its rows without add, delete or editable cells', () => {
    renderForm(schemaOf([{ ...lines(), disabled: true }]), { lines: [{ item: '螺丝', qty: 2 }] });
    expect(screen.queryByRole('button', { name: '添加明细' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除第1行' })).toBeNull();
    expect((screen.getByLabelText('第1行 物品') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows each cell’s message (不能为空, the rule’s) 200 ms after validation', () => {
    vi.useFakeTimers();
    const form = renderForm(schemaOf([lines()]), { lines: [{ qty: 1.5 }] });
    act(() => void form.current().validate());
    expect(screen.queryByText('不能为空')).toBeNull();
    act(() => void vi.advanceTimersByTime(CELL_ERROR_DELAY_MS));
    const item = screen.getByLabelText('第1行 物品');
    expect(item.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(item.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe('不能为空');
    expect(screen.getByText('数量须为正整数')).toBeTruthy();
    fireEvent.change(item, { target: { value: '垫片' } });
    act(() => void vi.advanceTimersByTime(CELL_ERROR_DELAY_MS));
    expect(screen.queryByText('不能为空')).toBeNull();
  });

  it('a required sub-table without rows says 请输入明细', () => {
    const form = renderForm(schemaOf([subTable('lines', '明细', [field('comInput', 'item', '物品')], { required: true })]));
    act(() => void form.current().validate());
    expect(screen.getByText('请输入明细')).toBeTruthy();
  });
});

describe('SubTable columns', () => {
  it('leaves out a column hidden on the device width or by the form permission (table.column)', () => {
    renderForm(schemaOf([subTable('lines', '明细', [field('comInput', 'item', '物品'), field('money', 'price', '单价'), field('comInput', 'note', '备注', { visibility: ['pc'] })])]), { lines: [{}] }, { on: 'app', hiddenFields: new Set(['lines.price']) });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['序号', '物品', '操作']);
  });
});
