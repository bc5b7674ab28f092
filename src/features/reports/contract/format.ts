import { formatMoney, round2 } from '../../../contract/money';
import type { NumberFormat } from './definition';
import { toNumber } from './run';

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** What the xlsx export gives a cell of this format (Excel's own number formats: the file stays numeric). */
export const EXCEL_FORMATS: Record<NumberFormat, string | null> = {
  text: null,
  integer: '#,##0',
  decimal2: '#,##0.00',
  percent: '0.00%',
  money: '#,##0.00"元"',
};

/**
 * A cell as the report shows and prints it (SPEC §5 money, §9 summary numbers): integer 1,235 ·
 * decimal2 1,234.50 · percent 12.34% (the value is a ratio) · money 1,234.50元. Text, and a value that
 * is not a number under a number format, is shown as it is; null and undefined are ''.
 */
export function formatCell(value: unknown, format: NumberFormat): string {
  if (value === null || value === undefined) return '';
  if (format === 'text') return typeof value === 'object' ? JSON.stringify(value) : String(value);
  const n = toNumber(value);
  if (n === null) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  switch (format) {
    case 'integer': {
      const r = Math.round(Math.abs(n));
      return `${n < 0 && r !== 0 ? '-' : ''}${group(String(r))}`;
    }
    case 'decimal2':
      return formatMoney(n);
    case 'percent':
      return `${formatMoney(round2(n * 100))}%`;
    case 'money':
      return `${formatMoney(n)}元`;
  }
}
