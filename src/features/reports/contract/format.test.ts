import { describe, expect, it } from 'vitest';
import { formatCell } from './format';

describe('report number formats (SPEC §5 money, §9 summary numbers)', () => {
  it('integer: thousands separators, rounded, no decimals', () => {
    expect(formatCell(1234567, 'integer')).toBe('1,234,567');
    expect(formatCell('275', 'integer')).toBe('275');
    expect(formatCell(-1234.6, 'integer')).toBe('-1,235');
    expect(formatCell(-0.2, 'integer')).toBe('0');
  });

  it('decimal2 and money: thousands separators and two decimals (PostgreSQL numeric text too); money with 元', () => {
    expect(formatCell(1234.5, 'decimal2')).toBe('1,234.50');
    expect(formatCell('1234567.005', 'decimal2')).toBe('1,234,567.01');
    expect(formatCell(0.1 + 0.2, 'decimal2')).toBe('0.30');
    expect(formatCell('98000.00', 'money')).toBe('98,000.00元');
    expect(formatCell(-5, 'money')).toBe('-5.00元');
  });

  it('percent: a ratio shown in per cent with two decimals', () => {
    expect(formatCell(0.1234, 'percent')).toBe('12.34%');
    expect(formatCell(1, 'percent')).toBe('100.00%');
  });

  it('text and values that are no numbers stay as they are; nothing is empty text', () => {
    expect(formatCell('华东分公司', 'money')).toBe('华东分公司');
    expect(formatCell(12, 'text')).toBe('12');
    expect(formatCell(null, 'decimal2')).toBe('');
    expect(formatCell(undefined, 'integer')).toBe('');
  });
});
