import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key stored secrets are sealed with — data-source passwords (ADR 0030) and the vendor secrets of
 * 第三方集成 (ADR 0038): DATA_SOURCE_KEY (servers sharing a database share
 * it; at least 16 characters, else the start stops), else one generated at the first start into
 * DATA_DIR/.data-source-key and reused — the same handling as FILE_SIGNING_KEY (ADR 0018).
 */
export function dataSourceKey(dataDir: string, shared: string | undefined = process.env.DATA_SOURCE_KEY): Buffer {
  if (shared !== undefined && shared !== '') {
    if (shared.length < 16) throw new Error('DATA_SOURCE_KEY must be at least 16 characters');
    return createHash('sha256').update(shared, 'utf8').digest();
  }
  const file = path.join(dataDir, '.data-source-key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return createHash('sha256').update(fs.readFileSync(file, 'utf8').trim(), 'utf8').digest();
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64url); a changed key or a touched value fails to open. */
export function secretBox(key: () => Buffer) {
  let k: Buffer | undefined;
  const secret = () => (k ??= key());
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', secret(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    /** The plain text, or null when the value was sealed with another key or altered. */
    open(sealed: string): string | null {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', secret(), Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;
