import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import { TemplatePicker, type TemplatePickerProps, type TemplateRow } from './TemplatePicker';

const rows: (TemplateRow & { categoryId: string })[] = [
  { id: 't1', fullName: '采购单', enCode: 'CG', startNumber: '0001', categoryId: 'k1' },
  { id: 't2', fullName: '合同', enCode: 'HT', startNumber: '1000', categoryId: 'k2' },
];
const fetchTemplates = vi.fn<TemplatePickerProps['fetchTemplates']>(async (q) => {
  const list = rows.filter((r) => (!q.categoryId || r.categoryId === q.categoryId) && r.fullName.includes(q.keyword));
  return { list, pagination: { total: list.length } };
});

function Harness() {
  const [v, setV] = useState<string | null>('t2');
  return (
    <>
      <TemplatePicker label="单据模板" value={v} onChange={setV} fetchTemplates={fetchTemplates}
        fetchCategories={async () => [{ id: 'k1', fullName: '采购' }, { id: 'k2', fullName: '合同类' }]} fetchByIds={async (ids) => rows.filter((r) => ids.includes(r.id))} />
      <output data-testid="value">{JSON.stringify(v)}</output>
    </>
  );
}

pickerTestLifecycle();

describe('TemplatePicker', () => {
  it('category tree narrows the table of name, code and serial start; radio picks and confirms; the field clears', async () => {
    renderWithMantine(<Harness />);
    expect(await screen.findByText('合同')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '单据模板' }));
    const d = await screen.findByRole('dialog');
    expect(within(d).getByText('模板')).toBeTruthy();
    for (const h of ['业务名称', '业务编码', '流水起始']) expect(within(d).getByRole('columnheader', { name: h })).toBeTruthy();
    expect(await within(d).findByText('0001')).toBeTruthy();
    expect((within(d).getByRole('radio', { name: '选择 合同' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await within(d).findByText('采购'));
    await waitFor(() => expect(within(d).queryByText('HT')).toBeNull());
    expect(fetchTemplates).toHaveBeenLastCalledWith(expect.objectContaining({ categoryId: 'k1', currentPage: 1, pageSize: 20 }));
    fireEvent.click(within(d).getByText('采购单'));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(screen.getByTestId('value').textContent).toBe('"t1"');
    expect(await screen.findByText('采购单')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.getByTestId('value').textContent).toBe('null');
  });
});
