import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { field, formTestLifecycle, renderForm, schemaOf } from '../form-testing';
import { CALCULATE_DEBOUNCE_MS } from './display';

formTestLifecycle();

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('read-only kinds', () => {
  it('a calculation follows its operands 500 ms later, two decimals, ÷ 0 gives 0 (SPEC §5)', () => {
    vi.useFakeTimers();
    const form = renderForm(schemaOf([
      field('numInput', 'a', '数量'), field('money', 'b', '单价'),
      field('calculate', 'total', '金额', { props: { expression: ['a', '×', 'b', '÷', 3] } }),
    ]));
    expect(screen.getByLabelText('金额').hasAttribute('readonly')).toBe(true);
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('单价'), { target: { value: '10' } });
    act(() => void vi.advanceTimersByTime(CALCULATE_DEBOUNCE_MS - 50));
    expect(value('金额')).toBe('0.00');
    act(() => void vi.advanceTimersByTime(50));
    expect(value('金额')).toBe('3,333.33');
    expect(form.current().value.total).toBe(3333.33);
    expect(form.checked().values).toEqual({ a: 1000, b: 10, total: 3333.33 });

    const zero = renderForm(schemaOf([field('numInput', 'x', '被除数'), field('calculate', 'q', '商', { props: { expression: ['x', '÷', 0] } })]));
    fireEvent.change(zero.getByLabelText('被除数'), { target: { value: '5' } });
    act(() => void vi.advanceTimersByTime(CALCULATE_DEBOUNCE_MS));
    expect((zero.getByLabelText('商') as HTMLInputElement).value).toBe('0.00');
    expect(zero.checked().values.q).toBe(0);
  });

  it('大写金额 spells the money field it names', () => {
    renderForm(schemaOf([field('money', 'amount', '金额'), field('moneyCapital', 'cap', '大写', { props: { moneyField: 'amount' } })]), { amount: 1002.05 });
    expect(value('大写')).toBe('壹仟零贰元零伍分');
    fireEvent.change(screen.getByLabelText('金额'), { target: { value: '0' } });
    expect(value('大写')).toBe('零元整');
  });

  it('a bill number and the system fields say 系统自动生成 on a new record and show their value on a saved one', () => {
    const kinds = [['billRule', '单据号'], ['createUser', '创建人'], ['createTime', '创建时间'], ['modifyUser', '修改人'], ['modifyTime', '修改时间'], ['currOrganize', '所属组织'], ['currPosition', '所属岗位']] as const;
    const schema = schemaOf(kinds.map(([k, label]) => field(k, k, label)));
    const fresh = renderForm(schema);
    for (const [, label] of kinds) {
      expect(value(label), label).toBe('');
      expect(screen.getByLabelText(label).getAttribute('placeholder'), label).toBe('系统自动生成');
    }
    expect(fresh.checked().values).toEqual({});
    fresh.unmount();

    const at = new Date(2024, 0, 2, 3, 4, 5).getTime();
    renderForm(schema, { id: 'r1', billRule: 'BH2024000001', createUser: '张三', createTime: at, currOrganize: '总公司' });
    expect(value('单据号')).toBe('BH2024000001');
    expect(value('创建人')).toBe('张三');
    expect(value('创建时间')).toBe('2024-01-02 03:04:05');
    expect(value('所属组织')).toBe('总公司');
    expect(screen.getByLabelText('修改人').getAttribute('placeholder')).toBeNull();
  });

  it('a QR code draws static text; a barcode draws the value of its relation field, letters and digits only', () => {
    renderForm(schemaOf([
      field('comInput', 'code', '编码'),
      field('qrcode', 'qr', '二维码', { props: { dataType: 'static', staticText: 'https://example.com' } }),
      field('barcode', 'bar', '条形码', { props: { dataType: 'relation', relationField: 'code' } }),
    ]), { code: 'ABC123' });
    expect(screen.getByRole('group', { name: '二维码' }).querySelector('svg path')).not.toBeNull();
    const bar = screen.getByRole('group', { name: '条形码' });
    expect(bar.querySelector('svg')?.getAttribute('data-barcode')).toBe('ABC123');
    expect(bar.querySelectorAll('svg rect').length).toBeGreaterThan(10);
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: '中文' } });
    expect(bar.querySelector('svg')).toBeNull();
    expect(bar.querySelector('[data-barcode-empty]')).not.toBeNull();
  });
});
