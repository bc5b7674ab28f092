import argon2 from 'argon2';
import { createHash, randomInt } from 'node:crypto';
import { isPassword } from '../../contract/validators';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane) instead of the library's default (64 MiB,
 * 3 passes, 4 lanes): ~4× less work per sign-in, so eight at once fit two cores (ADR argon2).
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Clients send the lowercase hex md5 of the plain password (SPEC §7); we store argon2id over that
 * value, so neither the plain password nor the md5 is ever kept.
 */
export function hashPassword(md5Hex: string): Promise<string> {
  return argon2.hash(md5Hex.toLowerCase(), ARGON2_OPTIONS);
}

/**
 * The demo accounts' password (123456) is printed in the README, so the cost of guessing it is moot;
 * each account still gets its own salt. Hashed this cheaply, 62 accounts seed in milliseconds, and
 * the first sign-in of each moves its hash to ARGON2_OPTIONS like any outdated hash.
 */
const DEMO_ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function hashDemoPassword(md5Hex: string): Promise<string> {
  return argon2.hash(md5Hex.toLowerCase(), DEMO_ARGON2_OPTIONS);
}

/** True when the hash was made with other parameters (or another algorithm): rehash at the next sign-in. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS) || !hash.startsWith('$argon2id$');
  } catch {
    return false;
  }
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

const SYMBOLS = '#$%&*+-=?@_';

/**
 * A random password that satisfies `accept` (default: the §5 rule, letters and digits, both
 * present); `symbol` ends it with one symbol, for a policy that requires one.
 */
export function generatePassword(length = 12, accept: (text: string) => boolean = isPassword, symbol = false): string {
  for (;;) {
    let text = '';
    for (let i = symbol ? 1 : 0; i < length; i++) text += ALPHABET[randomInt(ALPHABET.length)];
    if (symbol) text += SYMBOLS[randomInt(SYMBOLS.length)];
    if (accept(text)) return text;
  }
}
