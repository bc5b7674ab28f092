import { z } from 'zod';
import { parseMoney, round2 } from '../../../contract/money';
import { ASSET_LIMITS } from './constants';
import { ItemMsg } from './messages';

/**
 * Unit price (元) by the money rule of §5: numeric (thousands separators allowed), not negative,
 * at most 1e9, two decimals. Returns the canonical text '1234.50' or the message of the first failure.
 */
export function checkUnitPrice(input: unknown): { ok: true; value: string } | { ok: false; msg: string } {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return { ok: false, msg: ItemMsg.priceRequired };
  const n = parseMoney(input);
  if (n === '') {
    const raw = typeof input === 'number' ? input : typeof input === 'string' ? Number(input.trim().replaceAll(',', '')) : NaN;
    return { ok: false, msg: Number.isFinite(raw) && Math.abs(raw) > ASSET_LIMITS.unitPriceMax ? ItemMsg.priceTooLarge : ItemMsg.priceInvalid };
  }
  if (n < 0) return { ok: false, msg: ItemMsg.priceNegative };
  if (round2(n) !== n) return { ok: false, msg: ItemMsg.priceDecimals };
  return { ok: true, value: n.toFixed(2) };
}

/** zod form of the rule: '1,234.5' → '1234.50'. */
export const zUnitPrice = z.union([z.string(), z.number()], { error: ItemMsg.priceRequired }).transform((v, ctx) => {
  const r = checkUnitPrice(v);
  if (r.ok) return r.value;
  ctx.addIssue({ code: 'custom', message: r.msg });
  return z.NEVER;
});
