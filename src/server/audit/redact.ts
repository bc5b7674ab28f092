/**
 * What the operation log keeps of a request or a record (ADR 0026): never a secret, never file
 * bytes, never more than a few kilobytes. Pure functions, so the rules are tested on their own.
 */

/** Keys whose values are secrets wherever they appear (password, passwordHash, token, smsCode …). */
const SECRET_KEY = /pass(word)?|pwd|secret|token|credential|captcha|signature|authorization|cookie|^code$|smscode|verif\w*code|private.?key/i;
export const REDACTED = '***';

const MAX_STRING = 200;
const MAX_ITEMS = 20;
const MAX_KEYS = 50;
const MAX_DEPTH = 4;
/** Request summaries; a record's before or after. */
export const SUMMARY_CAP = 4000;
export const SNAPSHOT_CAP = 8000;

/** Settings that describe a password or captcha rule (lengths, switches), not one: kept, or a settings change would show nothing. */
const POLICY_KEY = /^(password(Min|Max)Length|passwordRequire(Letter|Digit)|passwordSymbols|loginCaptcha|captcha(AfterFailures|Length))$/;

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key) && !POLICY_KEY.test(key);

function shortString(value: string, max: number): string {
  if (/^data:[\w/+.-]+;base64,/.test(value)) return `[data ${value.length} chars]`;
  return value.length > max ? `${value.slice(0, max)}…(${value.length} chars)` : value;
}

/** A copy of `value` with secrets masked, bytes named, long strings, lists and objects cut short. */
export function redact(value: unknown, maxString = MAX_STRING, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return shortString(value, maxString);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return `[binary ${value.byteLength} bytes]`;
  if (typeof value !== 'object') return `[${typeof value}]`;
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return '[stream]';
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redact(v, maxString, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `…${value.length - MAX_ITEMS} more`] : items;
  }
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, v] of entries.slice(0, MAX_KEYS)) out[key] = isSecretKey(key) ? REDACTED : redact(v, maxString, depth + 1);
  if (entries.length > MAX_KEYS) out['…'] = `${entries.length - MAX_KEYS} more keys`;
  return out;
}

/** JSON of `value` within `cap` characters; a longer text is cut and marked (still readable, no longer parseable). */
export function cappedJson(value: unknown, cap: number): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.length > cap ? `${text.slice(0, cap)}…(${text.length} chars)` : text;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'object' && Object.keys(v).length === 0);

/** The request as the log shows it: path parameters, query and body, redacted and capped; null when there is nothing. */
export function requestSummary(parts: { params?: unknown; query?: unknown; body?: unknown; contentType?: string }): string | null {
  const out: Record<string, unknown> = {};
  if (!isEmpty(parts.params)) out.params = redact(parts.params);
  if (!isEmpty(parts.query)) out.query = redact(parts.query);
  const type = parts.contentType ?? '';
  if (type.startsWith('multipart/')) out.body = '[multipart]';
  else if (parts.body !== undefined && parts.body !== null && parts.body !== '') out.body = redact(parts.body);
  return Object.keys(out).length ? cappedJson(out, SUMMARY_CAP) : null;
}

/** A record's before or after: secrets dropped (not masked: a hash is no one's business), values cut at 1,000 characters. */
export function snapshot(record: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!record) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (isSecretKey(key) || value === undefined) continue;
    out[key] = redact(value, 1000);
  }
  return out;
}

/** The keys whose values differ between before and after (deep, by JSON). */
export function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after?.[k] ?? null));
}

/** Keeps a record change within SNAPSHOT_CAP: a big record keeps only its changed fields. */
export function fitChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  if (JSON.stringify([before, after]).length <= SNAPSHOT_CAP * 2) return { before, after };
  const keys = changedKeys(before, after);
  const pick = (r: Record<string, unknown> | null) => (r ? Object.fromEntries(keys.map((k) => [k, redact(r[k], 200)])) : null);
  return { before: pick(before), after: pick(after), trimmed: true };
}
