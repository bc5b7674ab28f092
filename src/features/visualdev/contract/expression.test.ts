import { describe, expect, it } from 'vitest';
import { columnSum, evaluateExpression, expressionFields, isValidExpression, recordReader } from './expression';

describe('calculate expression (SPEC §5)', () => {
  it('accepts an odd count of tokens starting and ending with an operand, alternating', () => {
    expect(isValidExpression(['a'])).toBe(true);
    expect(isValidExpression(['a', '+', 2])).toBe(true);
    expect(isValidExpression(['a', '×', 'b', '÷', 3, '-', 'c'])).toBe(true);
  });

  it('refuses even counts, operators at either end, and two operands or operators in a row', () => {
    expect(isValidExpression([])).toBe(false);
    expect(isValidExpression(['a', '+'])).toBe(false);
    expect(isValidExpression(['+', 'a', '+'])).toBe(false);
    expect(isValidExpression(['a', 'b', 'c'])).toBe(false);
    expect(isValidExpression(['a', '+', '×'])).toBe(false);
    expect(isValidExpression(['a', '*', 'b'])).toBe(false);
    expect(isValidExpression([Number.NaN])).toBe(false);
  });

  it('multiplies and divides before adding and subtracting', () => {
    const read = recordReader({ a: 2, b: 3, c: 4 });
    expect(evaluateExpression(['a', '+', 'b', '×', 'c'], read)).toBe(14);
    expect(evaluateExpression(['a', '×', 'b', '-', 'c', '÷', 2], read)).toBe(4);
    expect(evaluateExpression([10, '-', 2, '-', 3], read)).toBe(5);
  });

  it('gives two decimals, and 0 for NaN, ÷ 0 and an invalid expression', () => {
    expect(evaluateExpression([1, '÷', 3], () => 0)).toBe(0.33);
    expect(evaluateExpression([2, '÷', 3], () => 0)).toBe(0.67);
    expect(evaluateExpression(['a', '÷', 0], recordReader({ a: 5 }))).toBe(0);
    expect(evaluateExpression(['a', '+'], recordReader({ a: 5 }))).toBe(0);
  });

  it('reads empty and text operands as numbers, empty as 0', () => {
    const read = recordReader({ a: '', b: '1,200.5', c: null, d: 'x' });
    expect(evaluateExpression(['a', '+', 'b', '+', 'c', '+', 'd'], read)).toBe(1200.5);
  });

  it('sums a sub-table column for table.column and prefers a row cell inside a row', () => {
    const record = { trips: [{ km: 10 }, { km: '5.5' }, { km: null }], km: 99 };
    expect(columnSum(record.trips, 'km')).toBe(15.5);
    expect(evaluateExpression(['trips.km', '×', 2], recordReader(record))).toBe(31);
    expect(evaluateExpression(['km', '+', 1], recordReader(record, { km: 3 }))).toBe(4);
    expect(expressionFields(['trips.km', '×', 2, '+', 'price', '-', '3'])).toEqual(['trips.km', 'price']);
  });
});
