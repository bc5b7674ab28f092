import dayjs from 'dayjs';
import { DATE_FORMAT } from '@/contract/limits';
import { i18n } from './i18n';

export { formatFileSize, formatMoney } from '@/contract/money';

/** Formats of SPEC §9: default YYYY-MM-DD HH:mm, date YYYY-MM-DD, creation YYYY-MM-DD HH:mm:ss. */
export function formatDate(value: number | string | Date | null | undefined, kind: keyof typeof DATE_FORMAT = 'default'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT[kind]) : '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

/**
 * Relative labels of SPEC §8/§9: under a minute 刚刚, then minutes to 59, hours to 23, days to 6,
 * weeks to 3, months to 3, else the date.
 */
export function relativeTime(value: number | Date, now: number = Date.now()): string {
  const time = typeof value === 'number' ? value : value.getTime();
  const diff = Math.max(0, now - time);
  if (diff < MINUTE) return i18n.t('time.justNow');
  if (diff < HOUR) return i18n.t('time.minutesAgo', { count: Math.floor(diff / MINUTE) });
  if (diff < DAY) return i18n.t('time.hoursAgo', { count: Math.floor(diff / HOUR) });
  if (diff < WEEK) return i18n.t('time.daysAgo', { count: Math.floor(diff / DAY) });
  if (diff < 4 * WEEK) return i18n.t('time.weeksAgo', { count: Math.floor(diff / WEEK) });
  if (diff < 4 * MONTH) return i18n.t('time.monthsAgo', { count: Math.max(1, Math.floor(diff / MONTH)) });
  return formatDate(time, 'date');
}
