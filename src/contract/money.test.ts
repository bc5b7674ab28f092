import { describe, it, expect } from 'vitest';
import {
  MoneyMsg,
  amountToChinese,
  formatFileSize,
  formatMoney,
  isNumberText,
  parseMoney,
  round2,
  toFixed2Calc,
} from './money';

describe('isNumberText', () => {
  it.each(['0', '-0', '+12', '123', '-1.5', '0.05', '10.00'])('accepts %j', (v) => expect(isNumberText(v)).toBe(true));
  it.each(['', '01', '-01.5', '1.', '.5', '1e3', '1,000', '+-1', ' 1', 'abc'])('rejects %j', (v) =>
    expect(isNumberText(v)).toBe(false),
  );
});

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [-1.005, -1.01],
    [1234.565, 1234.57],
    [0.004, 0],
    [-0.001, 0],
    [2, 2],
  ])('%d → %d', (input, expected) => expect(round2(input)).toBe(expected));
});

describe('parseMoney', () => {
  it.each([
    ['12', 12],
    ['-12.345', -12.345],
    ['+0.5', 0.5],
    ['.5', 0.5],
    [' 7 ', 7],
    ['1,234.50', 1234.5],
    ['1000000000', 1_000_000_000],
    ['-1000000000', -1_000_000_000],
    [42, 42],
    [-0, 0],
  ])('%j → %d', (input, expected) => expect(parseMoney(input)).toBe(expected));
  it.each(['', 'abc', '1.2.3', '1e5', '12,34', '1000000000.01', '-1000000001', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}])(
    'rejects %j as empty',
    (v) => expect(parseMoney(v)).toBe(''),
  );
});

describe('formatMoney', () => {
  it.each([
    [1234.5, '1,234.50'],
    [0, '0.00'],
    [999, '999.00'],
    [1000, '1,000.00'],
    [1_000_000_000, '1,000,000,000.00'],
    [-1234567.891, '-1,234,567.89'],
    [1.005, '1.01'],
    [-0.001, '0.00'],
    ['1234.5', '1,234.50'],
  ])('%j → %s', (input, expected) => expect(formatMoney(input)).toBe(expected));
  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'abc'])('formats %j as empty', (v) => expect(formatMoney(v)).toBe(''));
});

describe('toFixed2Calc', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [10 / 3, 3.33],
    [-2.675, -2.68],
    ['3.14159', 3.14],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NEGATIVE_INFINITY, 0],
    [1 / 0, 0],
    ['', 0],
    ['x', 0],
    [undefined, 0],
  ])('%j → %d', (input, expected) => expect(toFixed2Calc(input)).toBe(expected));
});

describe('amountToChinese', () => {
  it.each([
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [100, '壹佰元整'],
    [10005, '壹万零伍元整'],
    [100000000, '壹亿元整'],
    [0.5, '伍角'],
    [0, '零元整'],
    ['0.00', '零元整'],
    [0.05, '伍分'],
    [1.05, '壹元零伍分'],
    [10, '壹拾元整'],
    [1010, '壹仟零壹拾元整'],
    [100010, '壹拾万零壹拾元整'],
    [1000010000, '壹拾亿零壹万元整'],
    [100000001, '壹亿零壹元整'],
    [999999999999.99, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['1234.567', '壹仟贰佰叁拾肆元伍角柒分'],
    ['007', '柒元整'],
    ['+3', '叁元整'],
  ])('%j → %s', (input, expected) => expect(amountToChinese(input)).toBe(expected));

  it.each([-1, -0.5, '-3', 'abc', '', '1,000', '1e3', Number.NaN, Number.POSITIVE_INFINITY])('gives empty for %j', (v) =>
    expect(amountToChinese(v)).toBe(''),
  );

  it.each([1_000_000_000_000, '1234567890123', 1e21, '999999999999.995'])('reports %j as too large', (v) =>
    expect(amountToChinese(v)).toBe(MoneyMsg.tooLarge),
  );

  it('uses the exact message', () => expect(MoneyMsg.tooLarge).toBe('金额过大无法计算'));
});

describe('formatFileSize', () => {
  it.each([
    [0, '0.00 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [5_242_880, '5.00 MB'],
    [1_073_741_824, '1.00 GB'],
    [1024 ** 4, '1.00 TB'],
    [1024 ** 5, '1024.00 TB'],
  ])('%d → %s', (input, expected) => expect(formatFileSize(input)).toBe(expected));
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('gives empty for %d', (v) => expect(formatFileSize(v)).toBe(''));
});
