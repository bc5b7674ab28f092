import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { formatDate, formatFileSize, formatMoney, relativeTime } from './format';

beforeAll(() => setupTestI18n());

const NOW = new Date('2026-11-21T12:00:00').getTime();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('formatting (SPEC §8/§9)', () => {
  it.each([
    [30_000, '刚刚'],
    [5 * MIN, '5分钟前'],
    [59 * MIN, '59分钟前'],
    [3 * 60 * MIN, '3小时前'],
    [6 * DAY, '6天前'],
    [14 * DAY, '2周前'],
    [60 * DAY, '2月前'],
  ])('%i ms ago reads %s', (ago, label) => {
    expect(relativeTime(NOW - ago, NOW)).toBe(label);
  });

  it('past the relative range it shows the date', () => {
    expect(relativeTime(NOW - 200 * DAY, NOW)).toBe(formatDate(NOW - 200 * DAY, 'date'));
  });

  it('formats dates in the three formats', () => {
    const t = new Date('2026-03-04T05:06:07').getTime();
    expect(formatDate(t)).toBe('2026-03-04 05:06');
    expect(formatDate(t, 'date')).toBe('2026-03-04');
    expect(formatDate(t, 'creation')).toBe('2026-03-04 05:06:07');
    expect(formatDate(null)).toBe('');
  });

  it('re-exports money and file size formatting of the contract', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatFileSize(1536)).toBe('1.50 KB');
  });
});
