/** Money and number formatting rules (SPEC §5 "Money", §9). */
import { MONEY_MAX } from './limits';

export const MoneyMsg = {
  tooLarge: '金额过大无法计算',
} as const;

const NUMBER_TEXT_RE = /^[+-]?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const MONEY_TEXT_RE = /^[+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)$/;
const AMOUNT_TEXT_RE = /^\+?(\d+)(?:\.(\d+))?$/;

/** Optional sign, no leading zeros, optional decimals. */
export const isNumberText = (value: string): boolean => NUMBER_TEXT_RE.test(value);

/** Rounds half away from zero to two decimals without binary artefacts (1.005 → 1.01). */
export function round2(n: number): number {
  const abs = Math.abs(n);
  if (!Number.isFinite(n) || abs >= 1e15) return n;
  if (abs < 0.005) return 0;
  const rounded = Number(`${Math.round(Number(`${abs}e2`))}e-2`);
  return n < 0 ? -rounded : rounded;
}

/** Parses a money input (plain or thousands-grouped); anything non-numeric or beyond ±MONEY_MAX becomes ''. */
export function parseMoney(input: unknown): number | '' {
  let n: number;
  if (typeof input === 'number') n = input;
  else if (typeof input === 'string' && MONEY_TEXT_RE.test(input.trim())) n = Number(input.trim().replaceAll(',', ''));
  else return '';
  if (!Number.isFinite(n) || Math.abs(n) > MONEY_MAX) return '';
  return n === 0 ? 0 : n;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The messages a money input answers with, in the words of its field (单价, 合同金额…). */
export interface MoneyMessages { required: string; invalid: string; negative: string; tooLarge: string; decimals: string }

/**
 * A money input by the rule of §5: numeric (thousands separators allowed), not negative, at most
 * MONEY_MAX, two decimals. Returns the canonical text '1234.50' or the message of the first failure.
 */
export function checkMoney(input: unknown, msg: MoneyMessages): { ok: true; value: string } | { ok: false; msg: string } {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return { ok: false, msg: msg.required };
  const n = parseMoney(input);
  if (n === '') {
    const raw = typeof input === 'number' ? input : typeof input === 'string' ? Number(input.trim().replaceAll(',', '')) : NaN;
    return { ok: false, msg: Number.isFinite(raw) && Math.abs(raw) > MONEY_MAX ? msg.tooLarge : msg.invalid };
  }
  if (n < 0) return { ok: false, msg: msg.negative };
  if (round2(n) !== n) return { ok: false, msg: msg.decimals };
  return { ok: true, value: n.toFixed(2) };
}

/** Thousands separators and two decimals: 1234.5 → '1,234.50'. Non-finite or non-numeric input gives ''. */
export function formatMoney(value: number | string): string {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(n)) return '';
  const rounded = round2(n);
  const [int = '0', dec = '00'] = Math.abs(rounded).toFixed(2).split('.');
  return `${rounded < 0 ? '-' : ''}${groupThousands(int)}.${dec}`;
}

/** Calculated form field: two decimals; NaN and ±Infinity become 0. */
export function toFixed2Calc(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? round2(n) : 0;
}

const CN_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const CN_RADICES = ['', '拾', '佰', '仟'] as const;
const CN_GROUP_UNITS = ['', '万', '亿'] as const;
const AMOUNT_MAX_INT_DIGITS = 12;

function amountText(value: number | string): string | null {
  if (typeof value === 'string') return value.trim();
  if (!Number.isFinite(value) || value < 0) return null;
  if (value >= 1e21) return String(BigInt(Math.trunc(value)));
  return String(value).includes('e') ? value.toFixed(20) : String(value);
}

function integerToChinese(digits: string): string {
  let out = '';
  let zeros = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits.charAt(i));
    const pos = digits.length - 1 - i;
    if (d === 0) zeros++;
    else {
      if (zeros > 0) out += CN_DIGITS[0];
      zeros = 0;
      out += `${CN_DIGITS[d] ?? ''}${CN_RADICES[pos % 4] ?? ''}`;
    }
    if (pos % 4 === 0 && zeros < 4) out += CN_GROUP_UNITS[pos / 4] ?? '';
  }
  return out;
}

/**
 * Chinese capital amount: 1234.56 → 壹仟贰佰叁拾肆元伍角陆分, 0 → 零元整.
 * Negative or non-numeric gives ''; more than 12 integer digits gives 金额过大无法计算. Fractions round to the fen.
 */
export function amountToChinese(value: number | string): string {
  const text = amountText(value);
  const match = text === null ? null : AMOUNT_TEXT_RE.exec(text);
  if (!match) return '';
  const intDigits = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  if (intDigits.length > AMOUNT_MAX_INT_DIGITS) return MoneyMsg.tooLarge;
  const frac = `${match[2] ?? ''}000`;
  const cents = Number(intDigits) * 100 + Number(frac.slice(0, 2)) + (Number(frac.charAt(2)) >= 5 ? 1 : 0);
  if (cents >= 10 ** (AMOUNT_MAX_INT_DIGITS + 2)) return MoneyMsg.tooLarge;
  if (cents === 0) return '零元整';
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let out = yuan > 0 ? `${integerToChinese(String(yuan))}元` : '';
  if (jiao > 0) out += `${CN_DIGITS[jiao] ?? ''}角`;
  else if (fen > 0 && yuan > 0) out += CN_DIGITS[0];
  if (fen > 0) out += `${CN_DIGITS[fen] ?? ''}分`;
  return jiao === 0 && fen === 0 ? `${out}整` : out;
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1024-step file size with two decimals: 1536 → '1.50 KB'. Negative or non-finite gives ''. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${size.toFixed(2)} ${SIZE_UNITS[unit] ?? 'B'}`;
}
