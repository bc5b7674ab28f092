/**
 * How a bill number is made (单据规则), written once for the server (BillNumber, reservations) and
 * the client (the form's live preview, the device's reserved ranges). Periods and dates are China
 * Standard Time (UTC+8, no daylight saving), as every date the server prints.
 */
export const RESET_PERIODS = ['never', 'day', 'month', 'year'] as const;
export type ResetPeriod = (typeof RESET_PERIODS)[number];

/** '' for no date; the rest are the date part's pattern. */
export const BILL_DATE_FORMATS = ['', 'yyyy', 'yyyyMM', 'yyyyMMdd', 'yyMM', 'yyMMdd'] as const;
export type BillDateFormat = (typeof BILL_DATE_FORMATS)[number];

export const BILL_DIGITS = { min: 1, max: 10 } as const;
/** Longest number a rule may produce (prefix + date + separator + serial + suffix). */
export const BILL_NUMBER_MAX_LENGTH = 64;

export interface BillFormat {
  prefix: string;
  dateFormat: BillDateFormat | string;
  separator: string;
  digits: number;
  suffix: string;
}

const CST_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
/** A reservation is good for at most this long even when nothing in the rule resets. */
export const RESERVATION_MAX_MS = 30 * DAY_MS;

function cst(ms: number) {
  const d = new Date(ms + CST_OFFSET_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
}
const two = (n: number) => String(n).padStart(2, '0');

/** The largest serial `digits` digits hold (4 → 9999). */
export const maxSerial = (digits: number): number => 10 ** digits - 1;

/** The date part of a number made at `ms`. */
export function billDate(dateFormat: string, ms: number): string {
  const { y, m, d } = cst(ms);
  const yyyy = String(y);
  switch (dateFormat) {
    case 'yyyy': return yyyy;
    case 'yyyyMM': return yyyy + two(m);
    case 'yyyyMMdd': return yyyy + two(m) + two(d);
    case 'yyMM': return yyyy.slice(2) + two(m);
    case 'yyMMdd': return yyyy.slice(2) + two(m) + two(d);
    default: return '';
  }
}

/** The number for serial `seq` made at `ms`: prefix, date, separator (only after a date), serial, suffix. */
export function formatBillNumber(rule: BillFormat, seq: number, ms: number): string {
  const date = billDate(rule.dateFormat, ms);
  return `${rule.prefix}${date}${date ? rule.separator : ''}${String(seq).padStart(rule.digits, '0')}${rule.suffix}`;
}

/** Which period `ms` falls in for each reset period: the serial starts again when the key changes. */
export function periodKeys(ms: number): Record<ResetPeriod, string> {
  const { y, m, d } = cst(ms);
  return { never: '', year: String(y), month: `${y}${two(m)}`, day: `${y}${two(m)}${two(d)}` };
}

type Granularity = 'day' | 'month' | 'year' | 'never';
const dateGranularity = (dateFormat: string): Granularity =>
  dateFormat.endsWith('dd') ? 'day' : dateFormat.endsWith('MM') ? 'month' : dateFormat ? 'year' : 'never';

/** The first millisecond after the period of `ms` (CST); Infinity for 'never'. */
function periodEnd(g: Granularity, ms: number): number {
  const { y, m, d } = cst(ms);
  if (g === 'never') return Infinity;
  const next = g === 'day' ? Date.UTC(y, m - 1, d + 1) : g === 'month' ? Date.UTC(y, m, 1) : Date.UTC(y + 1, 0, 1);
  return next - CST_OFFSET_MS;
}

/**
 * Until when numbers reserved at `ms` may be handed out: the end of the serial's period (a day's
 * numbers belong to that day), the end of the date the numbers print (a number made tomorrow must
 * not carry today's date), and at most RESERVATION_MAX_MS.
 */
export function reservationExpiry(rule: { resetPeriod: string; dateFormat: string }, ms: number): number {
  const reset = (RESET_PERIODS as readonly string[]).includes(rule.resetPeriod) ? (rule.resetPeriod as Granularity) : 'never';
  return Math.min(periodEnd(reset, ms), periodEnd(dateGranularity(rule.dateFormat), ms), ms + RESERVATION_MAX_MS);
}

/** The serial BillNumber would give next (for previews): the start again in a new period. */
export function nextSerial(rule: { currentSeq: number | null; periodKey: string; resetPeriod: string; startNumber: number }, ms: number): number {
  const key = periodKeys(ms)[rule.resetPeriod as ResetPeriod] ?? '';
  return rule.currentSeq !== null && rule.periodKey === key ? rule.currentSeq + 1 : rule.startNumber;
}
