/**
 * The reference of a stored server exception (ADR 0026): the 500 envelope's msg carries it after
 * the §8 text, e.g. `系统异常，请联系管理员（编号 7K3Q9XZD）`, so what a user reads out to the
 * administrator finds the entry in 系统日志 → 异常日志.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base32: no I, L, O, U to misread
export const REFERENCE_LENGTH = 8;
const REFERENCE_RE = new RegExp(`（编号 ([${ALPHABET}]{${REFERENCE_LENGTH}})）$`);

/** 8 characters of Crockford base32 (40 random bits). */
export function newErrorReference(): string {
  const bytes = new Uint8Array(REFERENCE_LENGTH);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % 32]).join('');
}

export const withErrorReference = (msg: string, reference: string): string => `${msg}（编号 ${reference}）`;

/** The reference a msg ends with, if any. */
export function errorReferenceOf(msg: string | undefined): string | null {
  return (msg && REFERENCE_RE.exec(msg)?.[1]) || null;
}
