import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, formTestLifecycle, renderForm, schemaOf } from '../form-testing';

formTestLifecycle();

const opts = { source: { dataType: 'static' as const, options: [{ id: 'a', fullName: '甲' }, { id: 'b', fullName: '乙' }], propsValue: 'id', propsLabel: 'fullName' } };
const tree = {
  source: {
    dataType: 'static' as const, propsValue: 'id', propsLabel: 'fullName',
    options: [{ id: 'zj', fullName: '浙江', children: [{ id: 'hz', fullName: '杭州' }, { id: 'nb', fullName: '宁波' }] }],
  },
};
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('basic controls', () => {
  it('text, multi-line text and numbers come back as typed', () => {
    const form = renderForm(schemaOf([field('comInput', 'name', '名称'), field('textarea', 'memo', '备注'), field('numInput', 'qty', '数量', { props: { precision: 2 } })]));
    type('名称', '螺丝刀');
    type('备注', '第一行\n第二行');
    type('数量', '12.5');
    expect(form.checked()).toEqual({ values: { name: '螺丝刀', memo: '第一行\n第二行', qty: 12.5 }, errors: {} });
  });

  it('money (SPEC §5): thousands separators and two decimals once left, capitals under it, invalid or over 1e9 becomes empty', () => {
    const form = renderForm(schemaOf([field('money', 'price', '单价', { props: { showChinese: true } })]));
    const box = screen.getByLabelText('单价') as HTMLInputElement;
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '1234.5' } });
    fireEvent.blur(box);
    expect(box.value).toBe('1,234.50');
    expect(screen.getByText('壹仟贰佰叁拾肆元伍角')).toBeTruthy();
    expect(form.checked().values).toEqual({ price: 1234.5 });

    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '1,000,000,000' } });
    fireEvent.blur(box);
    expect(box.value).toBe('1,000,000,000.00');
    expect(form.checked().values).toEqual({ price: 1e9 });

    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '-0.125' } });
    fireEvent.blur(box);
    expect(box.value).toBe('-0.13');
    expect(form.checked().values).toEqual({ price: -0.13 });

    for (const bad of ['12abc', '1000000000.01', '--1']) {
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: bad } });
      fireEvent.blur(box);
      expect(box.value, bad).toBe('');
      expect(form.current().value.price, bad).toBeNull();
    }
  });

  it('a switch is 1 or 0, with its texts', () => {
    const form = renderForm(schemaOf([field('switch', 'on', '启用', { props: { activeText: '开', inactiveText: '关' } })]));
    fireEvent.click(screen.getByLabelText('启用'));
    expect(screen.getByText('开')).toBeTruthy();
    expect(form.checked().values).toEqual({ on: 1 });
    fireEvent.click(screen.getByLabelText('启用'));
    expect(form.checked().values).toEqual({ on: 0 });
  });

  it('radio and checkbox groups keep option ids', () => {
    const form = renderForm(schemaOf([field('radio', 'r', '等级', { props: opts }), field('checkbox', 'c', '标签', { props: opts })]));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '等级' })).getByLabelText('乙'));
    const tags = screen.getByRole('group', { name: '标签' });
    fireEvent.click(within(tags).getByLabelText('甲'));
    fireEvent.click(within(tags).getByLabelText('乙'));
    expect(form.checked()).toEqual({ values: { r: 'b', c: ['a', 'b'] }, errors: {} });
  });

  it('a select, a multiple select and a cascader pick from the static options', async () => {
    const form = renderForm(schemaOf([field('select', 's', '类别', { props: opts }), field('select', 'm', '多个', { props: { ...opts, multiple: true } }), field('cascader', 'k', '地区', { props: tree })]));
    fireEvent.click(screen.getByRole('textbox', { name: '类别' }));
    fireEvent.click(await screen.findByRole('option', { name: '乙' }));
    fireEvent.click(screen.getByRole('textbox', { name: '多个' }));
    fireEvent.click(await screen.findByRole('option', { name: '甲' }));
    fireEvent.click(await screen.findByRole('option', { name: '乙' }));
    fireEvent.click(screen.getByRole('textbox', { name: '地区' }));
    fireEvent.click(await screen.findByRole('option', { name: '浙江/宁波' }));
    await waitFor(() => expect(form.checked()).toEqual({ values: { s: 'b', m: ['a', 'b'], k: ['zj', 'nb'] }, errors: {} }));
    expect((screen.getByRole('textbox', { name: '地区' }) as HTMLInputElement).value).toBe('浙江/宁波');
  });

  it('colour, rate and slider', () => {
    const form = renderForm(schemaOf([field('colorPicker', 'color', '颜色'), field('rate', 'stars', '评分'), field('slider', 'pct', '进度', { props: { min: 0, max: 10 } })]));
    type('颜色', '#ff0000');
    fireEvent.keyDown(screen.getByRole('group', { name: '评分' }).querySelector('input[value="4"]')!, { key: ' ' });
    const thumb = screen.getByRole('slider', { name: '进度' });
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(form.checked()).toEqual({ values: { color: '#ff0000', stars: 4, pct: 2 }, errors: {} });
  });
});
