import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuleMsg } from '@/contract/validators';
import { ExpressionMsg, SchemaMsg } from '@/features/visualdev/contract';
import { addFromPalette, canvasNode, designerTestLifecycle, order, queryNode, renderDesigner, tool } from './designer-testing';
import { makeLargeSchema } from './large-schema';

designerTestLifecycle();

const label = () => screen.getByLabelText('标题') as HTMLInputElement;
const fieldName = () => screen.getByLabelText('字段名') as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('FormDesigner', () => {
  it('adds a field from the palette, selects it, and the property panel edits it on the canvas', () => {
    renderDesigner();
    addFromPalette('comInput');
    expect(canvasNode('comInput101').getAttribute('data-selected')).toBe('true');
    expect(fieldName().value).toBe('comInput101');
    type(label(), '客户名称');
    expect(within(canvasNode('comInput101')).getByText('客户名称')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('是否必填'));
    expect(within(canvasNode('comInput101')).getByText('*', { exact: false })).toBeTruthy();
  });

  it('reports a duplicate field name and a bad one on the node and in the list, and will not save', () => {
    const { saved } = renderDesigner();
    addFromPalette('comInput');
    addFromPalette('comInput');
    type(fieldName(), 'comInput101');
    const duplicate = SchemaMsg.duplicate('comInput101');
    expect(within(screen.getByTestId('problems')).getByText(duplicate)).toBeTruthy();
    expect(within(canvasNode('comInput102')).getByText(duplicate)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(saved).toHaveLength(0);
    type(fieldName(), '1abc');
    expect(within(canvasNode('comInput102')).getByText(`单行输入：${RuleMsg.fieldName}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(saved).toHaveLength(0);
    type(fieldName(), 'customer');
    expect(screen.queryByTestId('problems')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.formData.fields.map((f) => ('vModel' in f ? f.vModel : ''))).toEqual(['comInput101', 'customer']);
  });

  it('reports a field bound to a column the table does not have', () => {
    const { saved } = renderDesigner(makeLargeSchema(2), 'web', { mainTable: 'vd_car', known: new Map([['vd_car', new Set(['comInput101'])]]) });
    expect(screen.queryByText(SchemaMsg.noColumn('vd_car', 'comInput101'))).toBeNull();
    expect(within(canvasNode('textarea101')).getByText(SchemaMsg.noColumn('vd_car', 'textarea101'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(saved).toHaveLength(0);
  });

  it('undoes and redoes with the buttons and with Ctrl+Z / Ctrl+Y', () => {
    renderDesigner();
    addFromPalette('comInput');
    addFromPalette('numInput');
    expect(order()).toEqual(['comInput101', 'numInput101']);
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(order()).toEqual(['comInput101']);
    fireEvent.keyDown(screen.getByTestId('form-designer'), { key: 'z', ctrlKey: true });
    expect(order()).toEqual([]);
    expect((screen.getByRole('button', { name: '撤销' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByTestId('form-designer'), { key: 'y', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: '重做' }));
    expect(order()).toEqual(['comInput101', 'numInput101']);
  });

  it('moves, copies and deletes with the node tools and the keyboard', () => {
    renderDesigner();
    addFromPalette('comInput');
    addFromPalette('numInput');
    fireEvent.click(canvasNode('comInput101'));
    fireEvent.click(tool('comInput101', '下移'));
    expect(order()).toEqual(['numInput101', 'comInput101']);
    fireEvent.keyDown(canvasNode('comInput101'), { key: 'ArrowUp', altKey: true });
    expect(order()).toEqual(['comInput101', 'numInput101']);
    fireEvent.click(tool('comInput101', '复制'));
    expect(order()).toEqual(['comInput101', 'comInput102', 'numInput101']);
    expect(canvasNode('comInput102').getAttribute('data-selected')).toBe('true');
    fireEvent.keyDown(canvasNode('comInput102'), { key: 'Delete' });
    expect(queryNode('comInput102')).toBeNull();
    fireEvent.click(canvasNode('numInput101'));
    fireEvent.click(tool('numInput101', '删除'));
    expect(order()).toEqual(['comInput101']);
  });

  it('puts fields into a selected sub-table, but only the kinds a sub-table allows', () => {
    renderDesigner();
    addFromPalette('table');
    addFromPalette('editor');
    expect(order('table101')).toEqual([]);
    addFromPalette('numInput');
    expect(order('table101')).toEqual(['numInput101']);
    expect(order()).toEqual(['table101']);
  });

  it('puts fields into a selected tab pane and grid, and adds panes', () => {
    renderDesigner();
    addFromPalette('tab');
    addFromPalette('comInput');
    expect(order('tab101#0')).toEqual(['comInput101']);
    fireEvent.click(canvasNode('tab101'));
    fireEvent.click(screen.getByRole('button', { name: '添加面板' }));
    expect(screen.getByTestId('zone-tab101#2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除第1个面板' }));
    expect(queryNode('comInput101')).toBeNull();
    fireEvent.click(screen.getByRole('region', { name: '画布' }));
    addFromPalette('row');
    addFromPalette('date');
    expect(order('row101')).toEqual(['date101']);
    expect(order()).toEqual(['tab101', 'row101']);
  });

  it('shows the calculate expression as invalid until fields and operators alternate', () => {
    renderDesigner();
    addFromPalette('numInput');
    type(label(), '单价');
    addFromPalette('calculate');
    const builder = () => screen.getByTestId('expression').parentElement!;
    expect(within(builder()).getByText(ExpressionMsg.invalid)).toBeTruthy();
    fireEvent.click(within(builder()).getByRole('button', { name: '单价' }));
    expect(within(builder()).queryByText(ExpressionMsg.invalid)).toBeNull();
    fireEvent.click(within(builder()).getByRole('button', { name: '乘' }));
    expect(within(builder()).getByText(ExpressionMsg.invalid)).toBeTruthy();
    fireEvent.change(within(builder()).getByLabelText('数字'), { target: { value: '2' } });
    fireEvent.click(within(builder()).getByRole('button', { name: '添加数字' }));
    expect(within(builder()).queryByText(ExpressionMsg.invalid)).toBeNull();
    expect(within(screen.getByTestId('expression')).getAllByText(/单价|×|2/)).toHaveLength(3);
  });

  it('renders a 200-field form, one canvas node per field', () => {
    renderDesigner(makeLargeSchema(200));
    expect(order()).toHaveLength(200);
  });
});
