import { describe, expect, it } from 'vitest';
import { formatBillNumber, nextSerial, periodKeys, RESERVATION_MAX_MS, reservationExpiry } from '../../contract';

// 2026-11-30 23:59:59.999 and 2026-12-01 00:00 in China Standard Time (UTC+8).
const LAST_MS_OF_NOVEMBER = Date.UTC(2026, 10, 30, 15, 59, 59, 999);
const DECEMBER = LAST_MS_OF_NOVEMBER + 1;

describe('bill number format (China Standard Time)', () => {
  it('prints prefix, date, separator only after a date, padded serial, suffix', () => {
    expect(formatBillNumber({ prefix: 'ZC', dateFormat: 'yyyyMMdd', separator: '-', digits: 4, suffix: '' }, 7, DECEMBER)).toBe('ZC20261201-0007');
    expect(formatBillNumber({ prefix: '轻办发〔', dateFormat: 'yyyy', separator: '〕', digits: 3, suffix: '号' }, 12, DECEMBER)).toBe('轻办发〔2026〕012号');
    expect(formatBillNumber({ prefix: 'HT-', dateFormat: '', separator: '-', digits: 2, suffix: '' }, 123, DECEMBER)).toBe('HT-123');
    expect(formatBillNumber({ prefix: 'C', dateFormat: 'yyMMdd', separator: '', digits: 3, suffix: '' }, 1, LAST_MS_OF_NOVEMBER)).toBe('C261130001');
  });

  it('changes the period at midnight China time, not UTC', () => {
    expect(periodKeys(LAST_MS_OF_NOVEMBER)).toEqual({ never: '', year: '2026', month: '202611', day: '20261130' });
    expect(periodKeys(DECEMBER)).toEqual({ never: '', year: '2026', month: '202612', day: '20261201' });
    const rule = { currentSeq: 41, periodKey: '20261130', resetPeriod: 'day', startNumber: 1 };
    expect(nextSerial(rule, LAST_MS_OF_NOVEMBER)).toBe(42);
    expect(nextSerial(rule, DECEMBER)).toBe(1);
    expect(nextSerial({ ...rule, resetPeriod: 'never', periodKey: '' }, DECEMBER)).toBe(42);
  });

  it('ends a reservation with its period, with the date its numbers print, and after 30 days at most', () => {
    expect(reservationExpiry({ resetPeriod: 'day', dateFormat: '' }, LAST_MS_OF_NOVEMBER)).toBe(DECEMBER);
    expect(reservationExpiry({ resetPeriod: 'year', dateFormat: 'yyyyMMdd' }, LAST_MS_OF_NOVEMBER)).toBe(DECEMBER);
    expect(reservationExpiry({ resetPeriod: 'month', dateFormat: 'yyyy' }, LAST_MS_OF_NOVEMBER)).toBe(DECEMBER);
    expect(reservationExpiry({ resetPeriod: 'year', dateFormat: 'yyyy' }, DECEMBER)).toBe(DECEMBER + RESERVATION_MAX_MS);
    expect(reservationExpiry({ resetPeriod: 'year', dateFormat: 'yyyy' }, DECEMBER + 14 * 86_400_000)).toBe(Date.UTC(2026, 11, 31, 16));
    expect(reservationExpiry({ resetPeriod: 'never', dateFormat: '' }, DECEMBER)).toBe(DECEMBER + RESERVATION_MAX_MS);
  });
});
