import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkSigner, signingKey } from './signing';

describe('file link signing', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'qb-signing-'));

  it('uses a shared key of 16 characters or more, and refuses a shorter one instead of falling back', () => {
    expect(signingKey(dir(), 'x'.repeat(16)).toString()).toBe('x'.repeat(16));
    expect(() => signingKey(dir(), 'short-key')).toThrow(/at least 16/);
  });

  it('generates one key per data directory and keeps it across restarts', () => {
    const d = dir();
    expect(signingKey(d, undefined).equals(signingKey(d, ''))).toBe(true);
  });

  it('tells a genuine link from an expired or forged one', () => {
    const signer = linkSigner(() => Buffer.from('k'.repeat(32)), 60_000);
    const { e, s } = signer.sign(['file', 'id1'], 1_000_000);
    expect(signer.verify(['file', 'id1'], e, s, 1_000_000)).toBe('ok');
    expect(signer.verify(['file', 'id1'], e, s, 1_000_000 + 61_000)).toBe('expired');
    expect(signer.verify(['file', 'id2'], e, s, 1_000_000)).toBe('forged');
  });
});
