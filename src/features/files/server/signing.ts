import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** How long a download link works. */
export const LINK_TTL_MS = 5 * 60_000;

/**
 * The key download links are signed with: FILE_SIGNING_KEY (several servers share one), else one
 * generated at the first start into DATA_DIR/files/.signing-key and reused, so links survive a restart.
 */
export function signingKey(filesDir: string, shared: string | undefined = process.env.FILE_SIGNING_KEY): Buffer {
  if (shared !== undefined && shared !== '') {
    // A short shared key would sign links anyone could forge; refuse to start rather than fall back quietly.
    if (shared.length < 16) throw new Error('FILE_SIGNING_KEY must be at least 16 characters');
    return Buffer.from(shared, 'utf8');
  }
  const file = path.join(filesDir, '.signing-key');
  fs.mkdirSync(filesDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}

/** HMAC-SHA256 signatures of short-lived links: the signature is the permission, so the link needs no token. */
export function linkSigner(key: () => Buffer, ttlMs = LINK_TTL_MS) {
  let secret: Buffer | undefined;
  const mac = (parts: readonly string[]) => createHmac('sha256', (secret ??= key())).update(parts.join('\n')).digest('base64url');
  return {
    /** Query parameters e (expiry, epoch seconds) and s (signature) for a link to `parts`. */
    sign(parts: readonly string[], now = Date.now()): { e: string; s: string } {
      const e = String(Math.floor((now + ttlMs) / 1000));
      return { e, s: mac([...parts, e]) };
    },
    /** 'ok', 'expired' (a genuine link too old) or 'forged'. */
    verify(parts: readonly string[], e: unknown, s: unknown, now = Date.now()): 'ok' | 'expired' | 'forged' {
      if (typeof e !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e)) return 'forged';
      const expected = Buffer.from(mac([...parts, e]));
      const given = Buffer.from(s);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      return Number(e) * 1000 < now ? 'expired' : 'ok';
    },
  };
}
export type LinkSigner = ReturnType<typeof linkSigner>;
