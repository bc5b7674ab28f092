import { formatMoney } from '@/lib/format';
import { at } from '../i18n';

/** SPEC §9: thousands separators, two decimals and the 元 suffix ('1,234.50元'); empty for no value. */
export function formatYuan(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = formatMoney(value);
  return text ? `${text}${at('common.yuan')}` : '';
}

/** The image url of an item's `attach` (a one-element JSON list `[{name,url}]`), or null. */
export function attachUrl(attach: string | null | undefined): string | null {
  if (!attach) return null;
  try {
    const list = JSON.parse(attach) as unknown;
    const first = Array.isArray(list) ? (list[0] as { url?: unknown } | undefined) : undefined;
    return typeof first?.url === 'string' && first.url ? first.url : null;
  } catch {
    return null;
  }
}
