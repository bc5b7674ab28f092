import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract';
import { field, formTestLifecycle, renderForm, schemaOf, subTable } from './form-testing';

formTestLifecycle();

const layout = (jnpfKey: LayoutNode['jnpfKey'], over: Partial<LayoutNode> = {}): LayoutNode =>
  ({ id: `l_${jnpfKey}`, jnpfKey, label: '', span: 24, visibility: ['pc', 'app'], props: {}, ...over });

describe('FormRenderer layout', () => {
  it('draws cards, collapses, tabs and decorations with the fields inside them', () => {
    renderForm(schemaOf([
      layout('row', { children: [field('comInput', 'a', '甲', { span: 12 }), field('comInput', 'b', '乙', { span: 12 })] }),
      layout('card', { label: '基本信息', children: [field('comInput', 'c', '丙')] }),
      layout('collapse', { items: [{ title: '更多', name: 'more', children: [field('comInput', 'd', '丁')] }] }),
      layout('tab', { items: [{ title: '第一页', name: 't1', children: [field('comInput', 'e', '戊')] }, { title: '第二页', name: 't2', children: [field('comInput', 'f', '己')] }] }),
      layout('divider', { props: { content: '分割' } }),
      layout('groupTitle', { props: { content: '分组一' } }),
      layout('text', { props: { content: '说明文字' } }),
      layout('alert', { props: { content: '注意事项', alertType: 'warning' } }),
      layout('button', { props: { buttonText: '按钮一' } }),
    ]));
    for (const label of ['甲', '乙', '丙', '丁', '戊']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText('甲').closest('[data-node]')?.getAttribute('data-span')).toBe('12');
    expect(within(screen.getByRole('region', { name: '基本信息' })).getByLabelText('丙')).toBeTruthy();
    expect(screen.getByRole('button', { name: '更多' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '第二页' }));
    expect(screen.getByLabelText('己')).toBeTruthy();
    for (const text of ['分割', '分组一', '说明文字', '注意事项']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: '按钮一' })).toBeTruthy();
  });

  it('shows on pc or app only the fields meant for it, in one column at app width, and leaves out fields the permission hides', () => {
    const schema = schemaOf([
      field('comInput', 'both', '两端', { span: 12 }), field('comInput', 'pc', '电脑', { visibility: ['pc'] }), field('comInput', 'app', '手机', { visibility: ['app'] }),
      layout('groupTitle', { visibility: ['app'], props: { content: '手机标题' } }), field('comInput', 'secret', '工资'),
    ]);
    const pc = renderForm(schema, {}, { on: 'pc', hiddenFields: new Set(['secret']) });
    expect(screen.getByLabelText('电脑')).toBeTruthy();
    expect(screen.queryByLabelText('手机')).toBeNull();
    expect(screen.queryByText('手机标题')).toBeNull();
    expect(screen.queryByLabelText('工资')).toBeNull();
    expect(screen.getByLabelText('两端').closest('[data-node]')?.getAttribute('data-span')).toBe('12');
    pc.unmount();
    renderForm(schema, {}, { on: 'app' });
    expect(screen.getByLabelText('手机')).toBeTruthy();
    expect(screen.getByText('手机标题')).toBeTruthy();
    expect(screen.queryByLabelText('电脑')).toBeNull();
    expect(screen.getByLabelText('两端').closest('[data-node]')?.getAttribute('data-span')).toBe('24');
  });

  it('marks required fields and shows requiredText messages under them, tied by aria-describedby', () => {
    const form = renderForm(schemaOf([field('comInput', 'name', '名称', { required: true }), field('select', 'kind', '类别', { required: true }), field('uploadFz', 'files', '附件', { required: true })]));
    expect(screen.getByText('名称').closest('label')?.textContent).toContain('*');
    let ok = true;
    act(() => void (ok = form.current().validate()));
    expect(ok).toBe(false);
    const name = screen.getByRole('textbox', { name: '名称' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('请输入名称');
    expect(screen.getByText('请选择类别')).toBeTruthy();
    const files = screen.getByRole('group', { name: '附件' });
    expect(document.getElementById(files.getAttribute('aria-describedby')!)?.textContent).toBe('请上传附件');
    fireEvent.change(name, { target: { value: '甲' } });
    expect(screen.queryByText('请输入名称')).toBeNull();
  });

  it('puts labels beside the control with labelPosition and labelWidth, on top at app width; hides a label when showLabel is off', () => {
    renderForm(schemaOf([field('comInput', 'a', '甲'), field('comInput', 'b', '乙', { labelWidth: 150 }), field('comInput', 'c', '丙', { showLabel: false })], { labelPosition: 'left', labelWidth: 90 }));
    const frame = (label: string) => screen.getByLabelText(label).closest('.vd-field') as HTMLElement;
    expect(frame('甲').dataset.labelPosition).toBe('left');
    expect(frame('甲').style.getPropertyValue('--vd-label-width')).toBe('90px');
    expect(frame('乙').style.getPropertyValue('--vd-label-width')).toBe('150px');
    expect(frame('丙').dataset.labelPosition).toBe('top');
    expect(screen.getByText('丙').className).toContain('vd-sr-only');
  });

  it('a disabled field cannot be edited', () => {
    renderForm(schemaOf([field('comInput', 'a', '甲', { disabled: true }), field('select', 's', '类别', { disabled: true })]));
    expect((screen.getByLabelText('甲') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: '类别' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('read-only: values as text, no inputs, no add or delete rows', () => {
    const opts = { source: { dataType: 'static' as const, options: [{ id: 'a', fullName: '甲类' }], propsValue: 'id', propsLabel: 'fullName' } };
    renderForm(schemaOf([
      field('comInput', 'name', '名称', { required: true }), field('money', 'price', '单价'), field('select', 'kind', '类别', { props: opts }), field('switch', 'on', '启用'),
      field('date', 'day', '日期'), field('timeRange', 'shift', '班次'),
      subTable('lines', '明细', [field('comInput', 'item', '物品'), field('money', 'price', '单价')], { showSummary: true, summaryFields: ['price'] }),
    ]), {
      name: '螺丝刀', price: 1234.5, kind: 'a', on: 1, day: new Date(2024, 2, 5).getTime(), shift: ['09:00:00', '17:00:00'],
      lines: [{ item: '螺母', price: 2 }, { item: '垫片', price: 0.5 }],
    }, { readOnly: true });
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    const text = (label: string) => screen.getByRole('group', { name: label }).textContent;
    expect(text('名称')).toBe('螺丝刀');
    expect(text('单价')).toBe('1,234.50');
    expect(text('类别')).toBe('甲类');
    expect(text('启用')).toBe('是');
    expect(text('日期')).toBe('2024-03-05');
    expect(text('班次')).toBe('09:00:00 至 17:00:00');
    expect(screen.getByText('名称').textContent).not.toContain('*');
    expect(text('第2行 物品')).toBe('垫片');
    expect(text('第1行 单价')).toBe('2.00');
    expect(screen.getByText('2.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删除|添加/ })).toBeNull();
  });
});
