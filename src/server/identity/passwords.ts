import argon2 from 'argon2';
import { createHash, randomInt } from 'node:crypto';
import { isPassword } from '../../contract/validators';

/**
 * Clients send the lowercase hex md5 of the plain password (SPEC §7); we store argon2id over that
 * value, so neither the plain password nor the md5 is ever kept.
 */
export function hashPassword(md5Hex: string): Promise<string> {
  return argon2.hash(md5Hex.toLowerCase(), { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, md5Hex: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, md5Hex.toLowerCase());
  } catch {
    return false;
  }
}

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown account is not told apart by timing. */
export async function burnPasswordCheck(md5Hex: string): Promise<void> {
  dummyHash ??= hashPassword(md5('not-a-real-password'));
  await verifyPassword(await dummyHash, md5Hex);
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password that satisfies the §5 rule (letters and digits, both present). */
export function generatePassword(length = 12): string {
  for (;;) {
    let text = '';
    for (let i = 0; i < length; i++) text += ALPHABET[randomInt(ALPHABET.length)];
    if (isPassword(text)) return text;
  }
}
